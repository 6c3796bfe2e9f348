'use strict';

const { getRequest, onHospital } = require('./submittalContract');

/** Submittal > Get Packages, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Get submittal packages',
	parameters: onHospital('getPackages'),
	firstRequest: getRequest('/packages', '/packages'),
};
