'use strict';

/**
 * Shared by the Construction Cloud resources' tests: Sandbox Hospital (the seeded ACC project),
 * its parameters, running an operation as one of the callers the node takes, the logged wire.
 */

const { runNode } = require('../../../support/engine');
const { sandboxCredentials, SandboxCredentialsHelper, SERVICE_ACCOUNT_TYPE, serviceAccountCredentials } = require('../../../support/credentials');
const { SEED } = require('../../../../sandbox/seed/data');

const SCOPES = ['data:read', 'data:write'];
/** Sandbox Hospital, an ACC project: its Data Management ID (b.) and its GUID. */
const PROJECT = SEED.projects.hospital;
const GUID = PROJECT.slice(2);

const locator = (value, mode = 'id') => ({ __rl: true, mode, value });

/** Parameters of an operation of `resource` (`extra` names it) on Sandbox Hospital (by its ID with b.). */
const hospitalParameters = (resource, extra) => ({ resource, hubId: locator(SEED.hubs.acc), projectId: locator(PROJECT), ...extra });

/**
 * Runs an operation as `userId` (three-legged; `twoLegged` for a Client Credentials credential),
 * or with the Service Account credential (`serviceAccount`).
 */
function runAsCaller(sandbox, parameters, { userId = SEED.users.admin, twoLegged = false, serviceAccount = false, items, continueOnFail = false, scopes = SCOPES, tool } = {}) {
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

/** The logged requests below an API `root` matching `suffix` (a RegExp source). */
function requestsBelow(sandbox, root, suffix, method) {
	return sandbox.ctx.log.find({ method, path: new RegExp(`^${root.replace(/\./g, '\\.')}${suffix}$`) });
}

module.exports = { GUID, PROJECT, SCOPES, SEED, hospitalParameters, locator, requestsBelow, runAsCaller };
