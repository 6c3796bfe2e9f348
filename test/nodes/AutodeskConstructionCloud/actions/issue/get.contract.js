'use strict';

const { computed } = require('../../../../support/contractValues');
const { getRequest, onHospital, threeIssues } = require('./issueContract');

const issueGet = (issueId) => onHospital('get', { issueId });

/** Issue > Get, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Get issue',
	parameters: issueGet('={{ $json.issueId }}'),
	setup: threeIssues,
	firstRequest: getRequest('/issues/[0-9a-f-]{36}', '/issues/00000000-0000-4000-8000-000000000000'),
	badInputs: [
		{ field: 'Issue ID', input: 'empty', parameters: issueGet(computed('')) },
		{ field: 'Issue ID', input: 'its display number (7)', parameters: issueGet('7') },
	],
};
