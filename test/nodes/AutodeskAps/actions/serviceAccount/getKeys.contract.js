'use strict';

const { SEED } = require('../../../../../sandbox/seed/data');
const { byAccount, threeServiceAccountKeys } = require('../../../../support/contractSeeds');

/** Service Account > Get Keys, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Get service account keys',
	token: 'app',
	parameters: { resource: 'serviceAccount', operation: 'getKeys', ...byAccount },
	setup: threeServiceAccountKeys,
	firstRequest: {
		method: 'GET',
		path: '^/authentication/v2/service-accounts/[^/]+/keys$',
		example: `/authentication/v2/service-accounts/${SEED.serviceAccount.id}/keys`,
		scopes: { row: 'Service Account > Get Keys', need: [['application:service_account_key:read']] },
	},
};
