'use strict';

const { items } = require('../../../../support/contractValues');
const { IDS, getRequest, onHospital } = require('./submittalContract');

/** Submittal > Get Attachments, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Get submittal item attachments',
	parameters: onHospital('getAttachments', { itemId: '={{ $json.itemId }}' }),
	setup: async () => items(...['hardware', 'curtainWall', 'roofing'].map((key) => ({ itemId: IDS.items[key] }))),
	firstRequest: getRequest('/items/[0-9a-f-]{36}/attachments', '/items/00000000-0000-4000-8000-000000000000/attachments'),
};
