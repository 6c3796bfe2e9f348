'use strict';

const { threeServiceAccounts } = require('../../../../support/contractSeeds');

/** Service Account > Get Many, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Get many service accounts',
	token: 'app',
	parameters: { resource: 'serviceAccount', operation: 'getAll', returnAll: true },
	setup: threeServiceAccounts,
	firstRequest: {
		method: 'GET',
		path: '^/authentication/v2/service-accounts$',
		example: '/authentication/v2/service-accounts',
		scopes: { row: 'Service Account > Get, Get Many', need: [['application:service_account:read']] },
	},
};
