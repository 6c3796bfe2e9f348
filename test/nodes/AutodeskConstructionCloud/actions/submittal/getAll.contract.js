'use strict';

const { computed } = require('../../../../support/contractValues');
const { getRequest, onHospital, teamProject } = require('./submittalContract');

const getAll = (extra) => onHospital('getAll', { returnAll: false, limit: 5, ...extra });

/** Submittal > Get Many, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Get many submittal items',
	parameters: getAll({ limit: 2 }),
	firstRequest: getRequest('/items', '/items'),
	badInputs: [
		{ field: 'Project', input: 'a Fusion Team project ID (Submittal)', parameters: getAll(teamProject) },
		{ field: 'Filters › Due Date To', input: 'before Due Date From (submittals)', parameters: getAll({ filters: { dueFrom: '2024-04-01', dueTo: '2024-03-01' } }) },
		{ field: 'Filters › Updated Since', input: 'last week (submittals)', parameters: getAll({ filters: { updatedSince: computed('last week') } }) },
	],
};
