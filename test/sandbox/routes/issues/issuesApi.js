'use strict';

/** Calls to the sandbox's Issues API for the tests of test/sandbox/routes/issues/. */

const { useSandbox, tokenFor, call } = require('../../../support/sandbox');
const { SEED } = require('../../../../sandbox/seed/data');
const { issueIds } = require('../../../../sandbox/seed/issues');

/**
 * Project ids as the Issues API takes them (without `b.`): the seeded ACC project with issues,
 * and a BIM 360 project (which the API does not serve); IDS are the ACC project's seeded ids.
 */
const PROJECT = SEED.projects.hospital.slice(2);
const BIM360_PROJECT = SEED.projects.tower.slice(2);
const IDS = issueIds(PROJECT);

/** Another ACC project of the seed (generated, no issues): its id and seeded ids. */
function otherProject(sandbox) {
	const id = sandbox.ctx.state.data.hubs.get(SEED.hubs.acc).projects[1].id.slice(2);
	return { id, ids: issueIds(id) };
}

const READ_WRITE = ['data:read', 'data:write'];

/**
 * Tokens with `scopes`: three-legged ones of the issue managers (admin), creators (member), the
 * view-only member (inspector) and a user outside the ACC project (viewer); a two-legged one (app).
 */
function issueTokens(sandbox, scopes = READ_WRITE) {
	const tokens = { app: tokenFor(sandbox, { scopes }) };
	for (const user of ['admin', 'member', 'inspector', 'viewer'])
		tokens[user] = tokenFor(sandbox, { userId: SEED.users[user], scopes });
	return tokens;
}

/** `api(sandbox)(method, path, options)`: a call below /construction/issues/v1/projects/<project>. */
function issuesApi(sandbox) {
	return (method, path, { project = PROJECT, token, json, headers } = {}) =>
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

module.exports = {
	PROJECT,
	BIM360_PROJECT,
	IDS,
	otherProject,
	READ_WRITE,
	issueTokens,
	issuesApi,
	useIssuesSandbox,
};
