'use strict';

/** Shared by the RFI operations' tests: the seeded ACC project, running the node, the wire. */

const { runNode } = require('../../../../support/engine');
const { sandboxCredentials, SandboxCredentialsHelper, SERVICE_ACCOUNT_TYPE, serviceAccountCredentials } = require('../../../../support/credentials');
const { SEED } = require('../../../../../sandbox/seed/data');
const { rfiIds } = require('../../../../../sandbox/seed/rfis');

const SCOPES = ['data:read', 'data:write'];
/** Sandbox Hospital, an ACC project with seeded RFIs: its Data Management ID (b.) and its GUID. */
const PROJECT = SEED.projects.hospital;
const GUID = PROJECT.slice(2);
const IDS = rfiIds(GUID);
const RFIS_ROOT = `/construction/rfis/v3/projects/${GUID}`;

const locator = (value, mode = 'id') => ({ __rl: true, mode, value });

/** Parameters of an RFI operation (`extra` names it) on Sandbox Hospital (by its ID with b.). */
const rfiParameters = (extra) => ({ resource: 'rfi', hubId: locator(SEED.hubs.acc), projectId: locator(PROJECT), ...extra });

/**
 * Runs an RFI operation as `userId` (three-legged; `twoLegged` for a Client Credentials
 * credential), or with the Service Account credential (`serviceAccount`).
 */
function runRfi(sandbox, parameters, { userId = SEED.users.admin, twoLegged = false, serviceAccount = false, items, continueOnFail = false, scopes = SCOPES, tool } = {}) {
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

/** The logged requests below the project's RFIs API root matching `suffix` (a RegExp source). */
function rfiRequests(sandbox, suffix, method) {
	return sandbox.ctx.log.find({ method, path: new RegExp(`^${RFIS_ROOT.replace(/\./g, '\\.')}${suffix}$`) });
}

/** All logged requests of the RFIs API (any project). */
const anyRfiRequest = (sandbox) => sandbox.ctx.log.find({ path: /^\/construction\/rfis\// });

module.exports = { GUID, IDS, PROJECT, RFIS_ROOT, SCOPES, SEED, anyRfiRequest, locator, rfiParameters, rfiRequests, runRfi };
