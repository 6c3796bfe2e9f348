'use strict';

const { getRequest, onHospital } = require('./issueContract');

/** Issue > Get Root Causes, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Get issue root causes',
	parameters: onHospital('getRootCauses'),
	firstRequest: getRequest('/issue-root-cause-categories', '/issue-root-cause-categories'),
};
