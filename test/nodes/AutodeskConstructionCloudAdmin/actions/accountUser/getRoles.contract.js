'use strict';

const { computed, items } = require('../../../../support/contractValues');
const { SEED } = require('../../../../../sandbox/seed/data');
const { ACCOUNT, READ_ROW, inAccount } = require('./accountUserContract');

const getRoles = (extra = {}) => inAccount('getRoles', { accountUserId: '={{ $json.user }}', returnAll: true, ...extra });

/** Account User > Get Roles, as the suites that cover every operation see it. */
module.exports = {
	label: "Get account user's roles",
	parameters: getRoles(),
	setup: async () => items(...Array.from({ length: 3 }, () => ({ user: SEED.users.inspector }))),
	firstRequest: {
		method: 'GET',
		path: '^/construction/admin/v1/accounts/[0-9a-f-]{36}/users/[^/]+/roles$',
		example: `/construction/admin/v1/accounts/${ACCOUNT}/users/${SEED.users.member}/roles`,
		scopes: READ_ROW,
	},
	badInputs: [{ field: 'Filters › Status', input: 'an unknown status (Get Roles)', parameters: getRoles({ accountUserId: SEED.users.member, filters: { status: ['gone'] } }) }],
};
