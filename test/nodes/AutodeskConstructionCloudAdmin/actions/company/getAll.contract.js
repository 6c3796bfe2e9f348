'use strict';

const { computed } = require('../../../../support/contractValues');
const { COMPANIES, COMPANIES_PATH, READ_ROW, inAccount } = require('./companyContract');

const getAll = (extra = {}) => inAccount('getAll', { returnAll: false, limit: 5, ...extra });

/** Company > Get Many, as the suites that cover every operation see it. */
module.exports = {
	label: 'Get many companies',
	parameters: getAll(),
	firstRequest: { method: 'GET', path: `${COMPANIES_PATH}$`, example: COMPANIES, scopes: READ_ROW },
	badInputs: [{ field: 'Filters › Trade', input: 'longer than 255 characters (Company)', parameters: getAll({ filters: { trade: computed('t'.repeat(256)) } }) }],
};
