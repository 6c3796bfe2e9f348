'use strict';

/** Calls to the sandbox's Submittals v2 API for the tests of test/sandbox/routes/submittals/. */

const { useSandbox, tokenFor, call } = require('../../../support/sandbox');
const { SEED } = require('../../../../sandbox/seed/data');
const { submittalIds } = require('../../../../sandbox/seed/submittals');

const PROJECT = SEED.projects.hospital.slice(2);
const BIM360_PROJECT = SEED.projects.tower.slice(2);
const IDS = submittalIds(PROJECT);
const READ_WRITE = ['data:read', 'data:write'];

/**
 * The sandbox hooks of a test file: `tokens` holds three-legged tokens of the manager (admin), the
 * submitter and reviewer (member), the member without a role (inspector), a user outside the
 * project (viewer), and a two-legged one (app); `api(method, path, options)` calls below
 * /construction/submittals/v2/projects/<project>.
 */
function useSubmittalsSandbox() {
	const tokens = {};
	const sandbox = useSandbox({
		each: () => {
			tokens.app = tokenFor(sandbox, { scopes: READ_WRITE });
			for (const user of ['admin', 'member', 'inspector', 'viewer']) tokens[user] = tokenFor(sandbox, { userId: SEED.users[user], scopes: READ_WRITE });
		},
	});
	const api = (method, path, { project = PROJECT, token = tokens.admin, json, headers } = {}) =>
		call(sandbox, method, `/construction/submittals/v2/projects/${project}${path}`, { token, json, headers });
	return { sandbox, tokens, api };
}

module.exports = { PROJECT, BIM360_PROJECT, IDS, READ_WRITE, useSubmittalsSandbox };
