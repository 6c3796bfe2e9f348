'use strict';

const { getRequest, onHospital, threeItems } = require('./submittalContract');

/** Submittal > Get Attachments, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Get submittal item attachments',
	parameters: onHospital('getAttachments', { itemId: '={{ $json.itemId }}' }),
	setup: threeItems,
	firstRequest: getRequest('/items/[0-9a-f-]{36}/attachments', '/items/00000000-0000-4000-8000-000000000000/attachments'),
};
