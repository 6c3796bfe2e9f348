'use strict';

const { items } = require('../../../../support/contractValues');
const { SEED } = require('../../../../../sandbox/seed/data');
const { USERS, USERS_PATH, WRITE_ROW, onHospital } = require('./projectUserContract');

const remove = (projectUserId) => onHospital('delete', { projectUserId });

/** Project User > Remove, as the suites that cover every operation see it. */
module.exports = {
	label: 'Remove project user',
	parameters: remove('={{ $json.user }}'),
	setup: async () => items({ user: SEED.users.admin }, { user: SEED.users.member }, { user: SEED.users.inspector }),
	firstRequest: { method: 'DELETE', path: `${USERS_PATH}/[^/]+$`, example: `${USERS}/${SEED.users.inspector}`, scopes: WRITE_ROW },
	badInputs: [{ field: 'User', input: 'a path (Remove)', parameters: remove('../users') }],
};
