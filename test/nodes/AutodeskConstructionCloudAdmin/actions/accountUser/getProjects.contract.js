'use strict';

const { computed, items } = require('../../../../support/contractValues');
const { SEED } = require('../../../../../sandbox/seed/data');
const { ACCOUNT, READ_ROW, inAccount } = require('./accountUserContract');

const getProjects = (extra = {}) => inAccount('getProjects', { accountUserId: '={{ $json.user }}', returnAll: true, ...extra });

/** Account User > Get Projects, as the suites that cover every operation see it. */
module.exports = {
	label: "Get account user's projects",
	parameters: getProjects(),
	setup: async () => items(...['admin', 'member', 'inspector'].map((key) => ({ user: SEED.users[key] }))),
	firstRequest: {
		method: 'GET',
		path: '^/construction/admin/v1/accounts/[0-9a-f-]{36}/users/[^/]+/projects$',
		example: `/construction/admin/v1/accounts/${ACCOUNT}/users/${SEED.users.member}/projects`,
		scopes: READ_ROW,
	},
	badInputs: [{ field: 'User ID', input: 'a path (Get Projects)', parameters: getProjects({ accountUserId: computed('../users') }) }],
};
