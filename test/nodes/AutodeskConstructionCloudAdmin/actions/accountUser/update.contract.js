'use strict';

const { computed, items } = require('../../../../support/contractValues');
const { SEED } = require('../../../../../sandbox/seed/data');
const { USERS, USERS_PATH, WRITE_ROW, directoryId, inAccount } = require('./accountUserContract');

const update = (extra = {}) => inAccount('update', { accountUserId: '={{ $json.user }}', updateFields: { status: 'active' }, ...extra });

/** Account User > Update, as the suites that cover every operation see it. */
module.exports = {
	label: 'Update account user',
	parameters: update(),
	setup: async () => items(...['member', 'viewer', 'inspector'].map((key) => ({ user: directoryId(SEED.users[key]) }))),
	firstRequest: { method: 'PATCH', path: `${USERS_PATH}/[0-9a-f-]{36}$`, example: `${USERS}/${directoryId(SEED.users.member)}`, body: { status: 'inactive' }, scopes: WRITE_ROW },
	badInputs: [{ field: 'Update Fields', input: 'empty (Account User)', parameters: update({ accountUserId: computed(directoryId(SEED.users.member)), updateFields: {} }) }],
};
