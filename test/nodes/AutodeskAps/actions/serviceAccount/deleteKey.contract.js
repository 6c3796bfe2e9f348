'use strict';

const { SEED } = require('../../../../../sandbox/seed/data');
const { byKey, threeServiceAccountKeys } = require('../../../../support/contractSeeds');
const { locator } = require('../../../../support/contractValues');

const deleteKey = (extra) => ({ resource: 'serviceAccount', operation: 'deleteKey', ...byKey, ...extra });

/** Service Account > Delete Key, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Delete service account key',
	token: 'app',
	parameters: deleteKey(),
	setup: threeServiceAccountKeys,
	firstRequest: {
		method: 'DELETE',
		path: '^/authentication/v2/service-accounts/[^/]+/keys/[^/]+$',
		example: `/authentication/v2/service-accounts/${SEED.serviceAccount.id}/keys/${SEED.serviceAccount.keyId}`,
		scopes: { row: 'Service Account > Create Key, Update Key, Delete Key', need: [['application:service_account_key:write']] },
	},
	badInputs: [{ field: 'Key', input: 'with a space (Delete Key)', parameters: deleteKey({ serviceAccountId: locator(SEED.serviceAccount.id), keyId: locator('5f0c7a52 3b1e') }) }],
};
