'use strict';

const { computed } = require('../../../../support/contractValues');
const { getRequest, onHospital, teamProject } = require('./issueContract');

const issueGetAll = (extra) => onHospital('getAll', { returnAll: false, limit: 5, ...extra });

/** Issue > Get Many, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Get many issues',
	parameters: issueGetAll({ limit: 2 }),
	firstRequest: getRequest('/issues', '/issues'),
	badInputs: [
		{ field: 'Project', input: 'a Fusion Team project ID (Issue)', parameters: issueGetAll(teamProject) },
		{ field: 'Filters › Due Date To', input: 'before Due Date From', parameters: issueGetAll({ filters: { dueFrom: '2024-04-01', dueTo: '2024-03-01' } }) },
		{ field: 'Filters › Due Date From', input: 'next week', parameters: issueGetAll({ filters: { dueFrom: computed('next week') } }) },
		{ field: 'Filters › Display IDs', input: '1, A7', parameters: issueGetAll({ filters: { displayIds: '1, A7' } }) },
		{ field: 'Limit', input: '0 (issues)', parameters: issueGetAll({ limit: computed(0) }) },
	],
};
