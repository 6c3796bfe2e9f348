'use strict';

const { computed, locator } = require('../../../../support/contractValues');
const { getRequest, onHospital, threeItems } = require('./submittalContract');

const get = (itemId) => onHospital('get', { itemId });

/** Submittal > Get, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Get submittal item',
	parameters: get('={{ $json.itemId }}'),
	setup: threeItems,
	firstRequest: getRequest('/items/[0-9a-f-]{36}', '/items/00000000-0000-4000-8000-000000000000'),
	badInputs: [
		{ field: 'Submittal Item', input: 'empty (Get)', parameters: get(locator(computed(''))) },
		{ field: 'Submittal Item', input: 'its number (084413-01)', parameters: get('084413-01') },
	],
};
