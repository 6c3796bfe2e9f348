'use strict';

/** Shared by the AEC Data Model operations' tests: the seeded models, running the node, the wire. */

const { runNode } = require('../../../support/engine');
const { sandboxCredentials, SandboxCredentialsHelper, SERVICE_ACCOUNT_TYPE, serviceAccountCredentials } = require('../../../support/credentials');
const { SEED } = require('../../../../sandbox/seed/data');
const { AEC_SEED, ELEMENT_GROUPS } = require('../../../../sandbox/seed/aecDataModel');

const SCOPES = ['data:read'];
const locator = (value, mode = 'id') => ({ __rl: true, mode, value });
const CENTRAL = AEC_SEED.elementGroups.hospitalCentral;
const CENTRAL_ELEMENTS = ELEMENT_GROUPS.find((group) => group.key === 'hospitalCentral').elements;
const STRUCTURE = AEC_SEED.elementGroups.hospitalStructure;
const STRUCTURE_ELEMENTS = ELEMENT_GROUPS.find((group) => group.key === 'hospitalStructure').elements;

/** Parameters of an operation on the Hospital Central model. */
const onCentral = (parameters) => ({ elementGroupId: locator(CENTRAL), ...parameters });

/** Runs an AEC Data Model operation as a signed-in user, with Client Credentials (`twoLegged`) or the Service Account. */
function runAec(sandbox, parameters, { userId = SEED.users.admin, twoLegged = false, serviceAccount = false, items, continueOnFail = false, scopes = SCOPES, tool } = {}) {
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

/** The GraphQL requests the sandbox received, each as `{ query, variables, headers }`. */
const graphqlRequests = (sandbox) =>
	sandbox.ctx.log.find({ method: 'POST', path: /^\/aec\/graphql$/ }).map((entry) => ({ ...JSON.parse(entry.body), headers: entry.headers, status: entry.status }));

module.exports = { AEC_SEED, CENTRAL, CENTRAL_ELEMENTS, STRUCTURE, STRUCTURE_ELEMENTS, SCOPES, SEED, graphqlRequests, locator, onCentral, runAec };
