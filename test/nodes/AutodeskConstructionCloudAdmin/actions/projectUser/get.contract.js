'use strict';

const { computed, items } = require('../../../../support/contractValues');
const { SEED } = require('../../../../../sandbox/seed/data');
const { READ_ROW, USERS, USERS_PATH, onHospital } = require('./projectUserContract');

const get = (projectUserId) => onHospital('get', { projectUserId });

/** Project User > Get, as the suites that cover every operation see it. */
module.exports = {
	label: 'Get project user',
	parameters: get('={{ $json.user }}'),
	setup: async () => items({ user: SEED.users.admin }, { user: SEED.users.member }, { user: SEED.users.inspector }),
	firstRequest: { method: 'GET', path: `${USERS_PATH}/[^/]+$`, example: `${USERS}/${SEED.users.member}`, scopes: READ_ROW },
	badInputs: [{ field: 'User', input: 'empty (Project User)', parameters: get(computed('')) }],
};
