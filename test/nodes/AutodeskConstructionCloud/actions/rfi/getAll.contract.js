'use strict';

const { computed } = require('../../../../support/contractValues');
const { PATH_ROOT, READ_ROW, ROOT, onHospital, teamProject } = require('./rfiContract');

const rfiGetAll = (extra) => onHospital('getAll', { returnAll: false, limit: 5, ...extra });

/** RFI > Get Many, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Get many RFIs',
	parameters: rfiGetAll({ limit: 2 }),
	firstRequest: { method: 'POST', path: `${PATH_ROOT}/search:rfis$`, example: `${ROOT}/search:rfis`, body: { pagination: { offset: 0, limit: 2 } }, scopes: READ_ROW },
	badInputs: [
		{ field: 'Project', input: 'a Fusion Team project ID (RFI)', parameters: rfiGetAll(teamProject) },
		{ field: 'Filters › Due Date To', input: 'before Due Date From (RFIs)', parameters: rfiGetAll({ filters: { dueFrom: '2024-04-01', dueTo: '2024-03-01' } }) },
		{ field: 'Filters › Updated Since', input: 'yesterday', parameters: rfiGetAll({ filters: { updatedSince: computed('yesterday') } }) },
		{ field: 'Limit', input: '0 (RFIs)', parameters: rfiGetAll({ limit: computed(0) }) },
	],
};
