'use strict';

const { getRequest, onHospital } = require('./rfiContract');

/** RFI > Get My Permissions, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Get my RFI permissions',
	parameters: onHospital('getMyPermissions'),
	firstRequest: getRequest('/users/me', '/users/me'),
};
