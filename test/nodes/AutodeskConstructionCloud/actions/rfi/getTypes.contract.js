'use strict';

const { getRequest, onHospital, teamProject } = require('./rfiContract');

/** RFI > Get Types, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Get RFI types',
	parameters: onHospital('getTypes'),
	firstRequest: getRequest('/rfi-types', '/rfi-types'),
	badInputs: [{ field: 'Project', input: 'a Fusion Team project ID (RFI > Get Types)', parameters: onHospital('getTypes', teamProject) }],
};
