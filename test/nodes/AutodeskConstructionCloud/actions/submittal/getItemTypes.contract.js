'use strict';

const { getRequest, onHospital } = require('./submittalContract');

/** Submittal > Get Item Types, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Get submittal item types',
	parameters: onHospital('getItemTypes'),
	firstRequest: getRequest('/item-types', '/item-types'),
};
