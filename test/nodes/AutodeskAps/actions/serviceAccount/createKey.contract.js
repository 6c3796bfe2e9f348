'use strict';

const { SEED } = require('../../../../../sandbox/seed/data');
const { byAccount, threeServiceAccounts } = require('../../../../support/contractSeeds');

/** Service Account > Create Key, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Create service account key',
	token: 'app',
	parameters: { resource: 'serviceAccount', operation: 'createKey', ...byAccount },
	setup: threeServiceAccounts,
	notATool: 'Create service account key is not available as a tool',
	firstRequest: {
		method: 'POST',
		path: '^/authentication/v2/service-accounts/[^/]+/keys$',
		example: `/authentication/v2/service-accounts/${SEED.serviceAccount.id}/keys`,
		scopes: { row: 'Service Account > Create Key, Update Key, Delete Key', need: [['application:service_account_key:write']] },
	},
};
