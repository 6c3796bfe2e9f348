'use strict';

const { getRequest, onHospital } = require('./submittalContract');

/** Submittal > Get Responses, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Get submittal responses',
	parameters: onHospital('getResponses'),
	firstRequest: getRequest('/responses', '/responses'),
};
