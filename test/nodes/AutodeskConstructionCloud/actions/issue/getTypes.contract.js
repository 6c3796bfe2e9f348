'use strict';

const { getRequest, onHospital, teamProject } = require('./issueContract');

/** Issue > Get Types, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Get issue types',
	parameters: onHospital('getTypes'),
	firstRequest: getRequest('/issue-types', '/issue-types'),
	badInputs: [{ field: 'Project', input: 'a Fusion Team project ID (Get Types)', parameters: onHospital('getTypes', teamProject) }],
};
