'use strict';

const { SEED } = require('../../../../../sandbox/seed/data');
const { byAccount, threeServiceAccounts } = require('../../../../support/contractSeeds');

/** Service Account > Delete, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Delete service account',
	token: 'app',
	parameters: { resource: 'serviceAccount', operation: 'delete', ...byAccount },
	setup: threeServiceAccounts,
	firstRequest: {
		method: 'DELETE',
		path: '^/authentication/v2/service-accounts/[^/]+$',
		example: `/authentication/v2/service-accounts/${SEED.serviceAccount.id}`,
		scopes: { row: 'Service Account > Create, Update, Delete', need: [['application:service_account:write']] },
	},
};
