'use strict';

const { computed, items } = require('../../../../support/contractValues');
const { PROJECTS, PROJECTS_PATH, WRITE_ROW, inAccount, readme } = require('./projectContract');

const create = (extra = {}) => inAccount('create', { name: '={{ $json.name }}', type: 'Office', ...extra });

/** Project > Create (an account project), as the suites that cover every operation see it. */
module.exports = {
	label: 'Create account project',
	readme: readme('Create'),
	parameters: create(),
	setup: async () => items({ name: 'Contract Harbor' }, { name: 'Contract Quay' }, { name: 'Contract Pier' }),
	firstRequest: { method: 'POST', path: PROJECTS_PATH, example: PROJECTS, body: { name: 'Scope Check', type: 'Office' }, scopes: WRITE_ROW },
	badInputs: [
		{ field: 'Name', input: 'empty', parameters: create({ name: computed('') }) },
		{ field: 'Type', input: 'empty', parameters: create({ name: 'Typeless', type: computed('') }) },
		{ field: 'Project Fields › End Date', input: 'before the Start Date', parameters: create({ name: 'Early End', projectFields: { startDate: '2026-03-01', endDate: '2026-01-01' } }) },
		{ field: 'Project Fields › Include Companies', input: 'without Template Project', parameters: create({ name: 'No Template', projectFields: { includeCompanies: true } }) },
		{ field: 'Time Limit (Seconds)', input: '0 (Wait Until Active)', parameters: create({ name: 'Waiting', waitUntilActive: true, timeLimit: computed(0) }) },
	],
};
