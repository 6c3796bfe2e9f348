'use strict';

const { computed, items } = require('../../../../support/contractValues');
const { COMPANIES, COMPANIES_PATH, WRITE_ROW, inAccount } = require('./companyContract');

const create = (extra = {}) => inAccount('create', { name: '={{ $json.name }}', trade: 'Concrete', ...extra });

/** Company > Create, as the suites that cover every operation see it. */
module.exports = {
	label: 'Create company',
	parameters: create(),
	setup: async () => items({ name: 'Harbor Concrete' }, { name: 'Harbor Precast' }, { name: 'Harbor Pumping' }),
	firstRequest: { method: 'POST', path: `${COMPANIES_PATH}$`, example: COMPANIES, body: { name: 'Scope Check Co', trade: 'Concrete' }, scopes: WRITE_ROW },
	badInputs: [{ field: 'Name', input: 'empty (Company)', parameters: create({ name: computed('') }) }],
};
