'use strict';

const { computed, items } = require('../../../../support/contractValues');
const { COMPANIES, COMPANIES_PATH, DIRECTORY, READ_ROW, inAccount } = require('./companyContract');

const get = (companyId) => inAccount('get', { companyId });

/** Company > Get, as the suites that cover every operation see it. */
module.exports = {
	label: 'Get company',
	parameters: get('={{ $json.company }}'),
	setup: async () => items(...Array.from({ length: 3 }, () => ({ company: DIRECTORY.companies.builders }))),
	firstRequest: { method: 'GET', path: `${COMPANIES_PATH}/[0-9a-f-]{36}$`, example: `${COMPANIES}/${DIRECTORY.companies.builders}`, scopes: READ_ROW },
	badInputs: [{ field: 'Company', input: 'a name, not an ID (Company > Get)', parameters: get(computed('Sandbox Builders')) }],
};
