'use strict';

const { getRequest, onHospital } = require('./rfiContract');

/** RFI > Get Workflow, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Get RFI workflow',
	parameters: onHospital('getWorkflow'),
	firstRequest: getRequest('/workflow', '/workflow'),
};
