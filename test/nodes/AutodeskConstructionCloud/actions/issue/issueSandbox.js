'use strict';

/** Shared by the issue operations' tests: the seeded ACC project, running the node, the wire. */

const { runNode } = require('../../../../support/engine');
const { sandboxCredentials, SandboxCredentialsHelper, SERVICE_ACCOUNT_TYPE, serviceAccountCredentials } = require('../../../../support/credentials');
const { call, tokenFor } = require('../../../../support/sandbox');
const { SEED } = require('../../../../../sandbox/seed/data');
const { issueIds } = require('../../../../../sandbox/seed/issues');

const SCOPES = ['data:read', 'data:write'];
/** Sandbox Hospital, an ACC project with seeded issues: its Data Management ID (b.) and its GUID. */
const PROJECT = SEED.projects.hospital;
const GUID = PROJECT.slice(2);
const IDS = issueIds(GUID);
const ISSUES_ROOT = `/construction/issues/v1/projects/${GUID}`;

const locator = (value, mode = 'id') => ({ __rl: true, mode, value });

/** Parameters of an issue operation (`extra` names it) on Sandbox Hospital (by its ID with b.). */
const issueParameters = (extra) => ({ resource: 'issue', hubId: locator(SEED.hubs.acc), projectId: locator(PROJECT), ...extra });

/**
 * Runs an issue operation as `userId` (three-legged; `null` and `twoLegged` for a Client
 * Credentials credential), or with the Service Account credential (`serviceAccount`).
 */
function runIssue(sandbox, parameters, { userId = SEED.users.admin, twoLegged = false, serviceAccount = false, items, continueOnFail = false, scopes = SCOPES, tool } = {}) {
	if (serviceAccount) {
		return runNode({
			parameters: { authentication: 'serviceAccount', ...parameters },
			items,
			continueOnFail,
			credentialsHelper: new SandboxCredentialsHelper(serviceAccountCredentials(sandbox, { scope: scopes.join(' ') }), SERVICE_ACCOUNT_TYPE),
		});
	}
	const credentials = sandboxCredentials(sandbox, { userId: twoLegged ? null : userId, scopes, ...(twoLegged ? { grantType: 'clientCredentials' } : {}) });
	return runNode({ tool, parameters, items, continueOnFail, credentials });
}

/** The logged requests below the project's Issues API root matching `suffix` (a RegExp source). */
function issueRequests(sandbox, suffix, method) {
	return sandbox.ctx.log.find({ method, path: new RegExp(`^${ISSUES_ROOT.replace(/\./g, '\\.')}${suffix}$`) });
}

/** `count` more issues in the project (the sandbox's seed endpoint). */
async function seedIssues(sandbox, count, projectId = PROJECT) {
	const answer = await call(sandbox, 'POST', '/__sandbox/seed/issues', { json: { projectId, count } });
	if (answer.status !== 201) throw new Error(`seeding issues failed: ${answer.status} ${answer.text}`);
	sandbox.ctx.log.clear();
	return answer.body;
}

/** The project's issues as the admin sees them, straight from the sandbox. */
async function issuesOf(sandbox, query = '') {
	const token = tokenFor(sandbox, { scopes: SCOPES, userId: SEED.users.admin });
	const answer = await call(sandbox, 'GET', `${ISSUES_ROOT}/issues?limit=100${query}`, { token });
	return answer.body;
}

module.exports = { GUID, IDS, ISSUES_ROOT, PROJECT, SCOPES, SEED, issueParameters, issueRequests, issuesOf, locator, runIssue, seedIssues };
