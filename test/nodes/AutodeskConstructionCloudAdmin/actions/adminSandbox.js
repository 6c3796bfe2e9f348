'use strict';

/** Shared by the Account Admin operations' tests: the seeded ACC account, running the node, the wire. */

const { runNode } = require('../../../support/engine');
const { sandboxCredentials, SandboxCredentialsHelper, SERVICE_ACCOUNT_TYPE, serviceAccountCredentials } = require('../../../support/credentials');
const { SEED } = require('../../../../sandbox/seed/data');

const SCOPES = ['account:read', 'account:write'];
const ACCOUNT = SEED.hubs.acc.slice(2);
const HOSPITAL = SEED.projects.hospital.slice(2);

const locator = (value, mode = 'id') => ({ __rl: true, mode, value });

/** Parameters of a Project User operation (`extra` names it) on Sandbox Hospital (by its GUID). */
const userParameters = (extra) => ({ resource: 'projectUser', hubId: locator(SEED.hubs.acc), projectId: locator(HOSPITAL), ...extra });

/** Parameters of a Project operation (`extra` names it) in the ACC account (its hub ID, with b.). */
const projectParameters = (extra) => ({ resource: 'accountProject', hubId: locator(SEED.hubs.acc), ...extra });

/**
 * Runs an Account Admin operation as `userId` (three-legged; `twoLegged` for a Client Credentials
 * credential), or with the Service Account credential (`serviceAccount`).
 */
function runAdmin(sandbox, parameters, { userId = SEED.users.admin, twoLegged = false, serviceAccount = false, items, continueOnFail = false, scopes = SCOPES, tool } = {}) {
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

/** The logged Admin API requests whose path matches `pattern` (a RegExp source). */
const adminRequests = (sandbox, pattern, method, version = 'v1') => sandbox.ctx.log.find({ method, path: new RegExp(`^/construction/admin/${version}${pattern}$`) });

module.exports = { ACCOUNT, HOSPITAL, SCOPES, SEED, adminRequests, locator, projectParameters, runAdmin, userParameters };
