'use strict';

/** Calls to the sandbox's Issues API for the tests of test/sandbox/routes/issues/. */

const { useSandbox, tokenFor, call } = require('../../../support/sandbox');
const { SEED } = require('../../../../sandbox/seed/data');
const { issueIds } = require('../../../../sandbox/seed/issues');

/** The projects' ids as the Issues API takes them (without `b.`), and their seeded ids. */
const TOWER = SEED.projects.tower.slice(2);
const HOSPITAL = SEED.projects.hospital.slice(2);
const IDS = { tower: issueIds(TOWER), hospital: issueIds(HOSPITAL) };

const READ_WRITE = ['data:read', 'data:write'];

/** Three-legged tokens of the seeded users with `scopes`. */
function issueTokens(sandbox, scopes = READ_WRITE) {
	return {
		admin: tokenFor(sandbox, { userId: SEED.users.admin, scopes }),
		member: tokenFor(sandbox, { userId: SEED.users.member, scopes }),
		viewer: tokenFor(sandbox, { userId: SEED.users.viewer, scopes }),
		app: tokenFor(sandbox, { scopes }),
	};
}

/** `api(sandbox)(method, path, options)`: a call below /construction/issues/v1/projects/<project>. */
function issuesApi(sandbox) {
	return (method, path, { project = TOWER, token, json, headers } = {}) =>
		call(sandbox, method, `/construction/issues/v1/projects/${project}${path}`, {
			token,
			json,
			headers,
		});
}

/**
 * The sandbox hooks of a test file (see useSandbox): `tokens` holds fresh tokens of the seeded
 * users before each test, after `each` has run.
 */
function useIssuesSandbox({ each } = {}) {
	const tokens = {};
	const sandbox = useSandbox({
		each: async () => {
			if (each) await each(sandbox);
			Object.assign(tokens, issueTokens(sandbox));
		},
	});
	return { sandbox, tokens, api: issuesApi(sandbox) };
}

module.exports = { TOWER, HOSPITAL, IDS, READ_WRITE, issueTokens, issuesApi, useIssuesSandbox };
