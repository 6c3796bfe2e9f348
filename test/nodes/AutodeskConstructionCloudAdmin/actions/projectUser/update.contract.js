'use strict';

const { items } = require('../../../../support/contractValues');
const { SEED } = require('../../../../../sandbox/seed/data');
const { USERS, USERS_PATH, WRITE_ROW, onHospital } = require('./projectUserContract');

const update = (extra = {}) => onHospital('update', { projectUserId: '={{ $json.user }}', updateFields: { products: { product: [{ key: 'docs', access: 'administrator' }] } }, ...extra });

/** Project User > Update, as the suites that cover every operation see it. */
module.exports = {
	label: 'Update project user',
	parameters: update(),
	setup: async () => items({ user: SEED.users.admin }, { user: SEED.users.member }, { user: SEED.users.inspector }),
	firstRequest: { method: 'PATCH', path: `${USERS_PATH}/[^/]+$`, example: `${USERS}/${SEED.users.member}`, body: { products: [{ key: 'docs', access: 'member' }] }, scopes: WRITE_ROW },
	badInputs: [{ field: 'Update Fields', input: 'empty', parameters: update({ projectUserId: SEED.users.member, updateFields: {} }) }],
};
