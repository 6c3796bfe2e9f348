'use strict';

const { computed, locator } = require('../../../../support/contractValues');
const { getRequest, onHospital, threeRfis } = require('./rfiContract');

const rfiGet = (rfiId) => onHospital('get', { rfiId });

/** RFI > Get, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Get RFI',
	parameters: rfiGet('={{ $json.rfiId }}'),
	setup: threeRfis,
	firstRequest: getRequest('/rfis/[0-9a-f-]{36}', '/rfis/00000000-0000-4000-8000-000000000000'),
	badInputs: [
		{ field: 'RFI', input: 'empty (Get)', parameters: rfiGet(locator(computed(''))) },
		{ field: 'RFI', input: 'its number (001)', parameters: rfiGet('001') },
	],
};
