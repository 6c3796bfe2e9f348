'use strict';

const { SEED } = require('../../../../../sandbox/seed/data');
const { byAccount, threeServiceAccounts } = require('../../../../support/contractSeeds');
const { computed, locator } = require('../../../../support/contractValues');

const update = (extra) => ({ resource: 'serviceAccount', operation: 'update', ...byAccount, status: 'DISABLED', ...extra });

/** Service Account > Update, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Update service account',
	token: 'app',
	parameters: update(),
	setup: threeServiceAccounts,
	firstRequest: {
		method: 'PATCH',
		path: '^/authentication/v2/service-accounts/[^/]+$',
		example: `/authentication/v2/service-accounts/${SEED.serviceAccount.id}`,
		body: { status: 'DISABLED' },
		scopes: { row: 'Service Account > Create, Update, Delete', need: [['application:service_account:write']] },
	},
	badInputs: [{ field: 'Status', input: 'ACTIVE (Service Account > Update)', parameters: update({ serviceAccountId: locator(SEED.serviceAccount.id), status: computed('ACTIVE') }) }],
};
