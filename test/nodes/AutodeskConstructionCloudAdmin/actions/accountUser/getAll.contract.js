'use strict';

const { computed } = require('../../../../support/contractValues');
const { READ_ROW, USERS, USERS_PATH, inAccount } = require('./accountUserContract');

const getAll = (extra = {}) => inAccount('getAll', { returnAll: false, limit: 5, ...extra });

/** Account User > Get Many, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Get many account users',
	parameters: getAll(),
	firstRequest: { method: 'GET', path: `${USERS_PATH}$`, example: USERS, scopes: READ_ROW },
	badInputs: [{ field: 'Filters › Name', input: 'longer than 255 characters (Account User)', parameters: getAll({ filters: { name: computed('n'.repeat(256)) } }) }],
};
