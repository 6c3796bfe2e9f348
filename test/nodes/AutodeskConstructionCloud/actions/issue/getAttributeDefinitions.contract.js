'use strict';

const { getRequest, onHospital } = require('./issueContract');

/** Issue > Get Custom Attributes, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Get issue custom attributes',
	parameters: onHospital('getAttributeDefinitions', { dataTypes: ['list'] }),
	firstRequest: getRequest('/issue-attribute-definitions', '/issue-attribute-definitions'),
};
