'use strict';

const { computed, items } = require('../../../../support/contractValues');
const { COMPANIES, COMPANIES_PATH, DIRECTORY, WRITE_ROW, inAccount } = require('./companyContract');

const update = (extra = {}) => inAccount('update', { companyId: '={{ $json.company }}', updateFields: { phone: '={{ $json.phone }}' }, ...extra });

/** Company > Update, as the suites that cover every operation see it. */
module.exports = {
	label: 'Update company',
	parameters: update(),
	setup: async () => items({ company: DIRECTORY.companies.builders, phone: '+1 555 0101' }, { company: DIRECTORY.companies.architects, phone: '+1 555 0102' }, { company: DIRECTORY.companies.builders, phone: '+1 555 0103' }),
	firstRequest: { method: 'PATCH', path: `${COMPANIES_PATH}/[0-9a-f-]{36}$`, example: `${COMPANIES}/${DIRECTORY.companies.builders}`, body: { phone: '+1 555 0199' }, scopes: WRITE_ROW },
	badInputs: [{ field: 'Update Fields', input: 'empty (Company)', parameters: update({ companyId: DIRECTORY.companies.builders, updateFields: {} }) }],
};
