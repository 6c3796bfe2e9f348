'use strict';

/** Shared by the issue operations' tests: the seeded ACC project, running the node, the wire. */

const { call, tokenFor } = require('../../../../support/sandbox');
const { issueIds } = require('../../../../../sandbox/seed/issues');
const { GUID, PROJECT, SCOPES, SEED, hospitalParameters, locator, requestsBelow, runAsCaller } = require('../hospital');

const IDS = issueIds(GUID);
const ISSUES_ROOT = `/construction/issues/v1/projects/${GUID}`;

/** Parameters of an issue operation (`extra` names it) on Sandbox Hospital (by its ID with b.). */
const issueParameters = (extra) => hospitalParameters('issue', extra);

/** Runs an issue operation as one of the callers (hospital.js runAsCaller; `null` and `twoLegged` for Client Credentials). */
const runIssue = runAsCaller;

/** The logged requests below the project's Issues API root matching `suffix` (a RegExp source). */
const issueRequests = (sandbox, suffix, method) => requestsBelow(sandbox, ISSUES_ROOT, suffix, method);

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
