'use strict';

const { computed } = require('../../../../support/contractValues');
const { READ_ROW, USERS, USERS_PATH, onHospital } = require('./projectUserContract');

const getAll = (extra = {}) => onHospital('getAll', { returnAll: false, limit: 5, ...extra });

/** Project User > Get Many, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Get many project users',
	parameters: getAll(),
	firstRequest: { method: 'GET', path: `${USERS_PATH}$`, example: USERS, scopes: READ_ROW },
	badInputs: [{ field: 'Filters › Company ID', input: 'two words', parameters: getAll({ filters: { companyId: computed('two words') } }) }],
};
