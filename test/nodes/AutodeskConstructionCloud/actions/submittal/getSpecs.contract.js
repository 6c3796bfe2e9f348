'use strict';

const { getRequest, onHospital, teamProject } = require('./submittalContract');

/** Submittal > Get Specs, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Get submittal specs',
	parameters: onHospital('getSpecs'),
	firstRequest: getRequest('/specs', '/specs'),
	badInputs: [{ field: 'Project', input: 'a Fusion Team project ID (Submittal > Get Specs)', parameters: onHospital('getSpecs', teamProject) }],
};
