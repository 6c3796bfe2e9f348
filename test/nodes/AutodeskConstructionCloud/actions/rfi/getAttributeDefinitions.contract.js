'use strict';

const { getRequest, onHospital } = require('./rfiContract');

/** RFI > Get Custom Attributes, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Get RFI custom attributes',
	parameters: onHospital('getAttributeDefinitions'),
	firstRequest: getRequest('/attributes', '/attributes'),
};
