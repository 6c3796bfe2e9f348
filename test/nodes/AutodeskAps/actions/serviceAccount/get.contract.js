'use strict';

const { SEED } = require('../../../../../sandbox/seed/data');
const { byAccount, threeServiceAccounts } = require('../../../../support/contractSeeds');
const { computed, locator } = require('../../../../support/contractValues');

const get = (extra) => ({ resource: 'serviceAccount', operation: 'get', ...byAccount, ...extra });

/** Service Account > Get, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Get service account',
	token: 'app',
	parameters: get(),
	setup: threeServiceAccounts,
	firstRequest: {
		method: 'GET',
		path: '^/authentication/v2/service-accounts/[^/]+$',
		example: `/authentication/v2/service-accounts/${SEED.serviceAccount.id}`,
		scopes: { row: 'Service Account > Get, Get Many', need: [['application:service_account:read']] },
	},
	badInputs: [
		{ field: 'Service Account', input: 'empty (Get)', parameters: get({ serviceAccountId: locator(computed('')) }) },
		{ field: 'Service Account', input: 'a path (Get)', parameters: get({ serviceAccountId: locator('SANIGHTLY/keys') }) },
		{ field: 'Service Account', input: '.. (Get)', parameters: get({ serviceAccountId: locator('..') }) },
	],
};
