'use strict';

const { SEED } = require('../../../../../sandbox/seed/data');
const { byKey, threeServiceAccountKeys } = require('../../../../support/contractSeeds');
const { computed, locator } = require('../../../../support/contractValues');

const updateKey = (extra) => ({ resource: 'serviceAccount', operation: 'updateKey', ...byKey, status: 'DISABLED', ...extra });

/** Service Account > Update Key, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Update service account key',
	token: 'app',
	parameters: updateKey(),
	setup: threeServiceAccountKeys,
	firstRequest: {
		method: 'PATCH',
		path: '^/authentication/v2/service-accounts/[^/]+/keys/[^/]+$',
		example: `/authentication/v2/service-accounts/${SEED.serviceAccount.id}/keys/${SEED.serviceAccount.keyId}`,
		body: { status: 'DISABLED' },
		scopes: { row: 'Service Account > Create Key, Update Key, Delete Key', need: [['application:service_account_key:write']] },
	},
	badInputs: [{ field: 'Key', input: 'empty (Update Key)', parameters: updateKey({ serviceAccountId: locator(SEED.serviceAccount.id), keyId: locator(computed('')) }) }],
};
