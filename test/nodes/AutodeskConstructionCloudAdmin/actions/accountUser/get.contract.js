'use strict';

const { computed, items } = require('../../../../support/contractValues');
const { SEED } = require('../../../../../sandbox/seed/data');
const { READ_ROW, USERS, USERS_PATH, directoryId, inAccount } = require('./accountUserContract');

const get = (accountUserId) => inAccount('get', { accountUserId });

/** Account User > Get, as the suites that cover every operation see it. */
module.exports = {
	label: 'Get account user',
	parameters: get('={{ $json.user }}'),
	setup: async () => items(...['admin', 'member', 'viewer'].map((key) => ({ user: directoryId(SEED.users[key]) }))),
	firstRequest: { method: 'GET', path: `${USERS_PATH}/[0-9a-f-]{36}$`, example: `${USERS}/${directoryId(SEED.users.member)}`, scopes: READ_ROW },
	badInputs: [{ field: 'User ID', input: 'an Autodesk ID (Account User > Get)', parameters: get(computed(SEED.users.member)) }],
};
