'use strict';

const { SEED } = require('../../../../../sandbox/seed/data');
const { computed, locator, towerModel } = require('../../../../support/contractValues');

const TOWER = SEED.projects.tower;
const itemGet = (extra) => ({ resource: 'item', operation: 'get', ...towerModel, ...extra });

/** Item > Get, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Get item',
	parameters: itemGet(),
	firstRequest: {
		method: 'GET',
		path: '^/data/v1/projects/[^/]+/items/[^/]+$',
		example: `/data/v1/projects/${TOWER}/items/${encodeURIComponent(SEED.items.towerModel)}`,
		scopes: { row: 'Hub, Project, Folder, Item > Get', need: [['data:read']] },
	},
	badInputs: [
		{ field: 'Item', input: 'empty', parameters: itemGet({ itemId: locator(computed('')) }) },
		{ field: 'Item', input: 'a folder ID', parameters: itemGet({ itemId: locator(SEED.folders.towerArchitecture) }) },
		{ field: 'Item', input: 'a version ID', parameters: itemGet({ itemId: locator(SEED.versions.towerModelV2) }) },
		{ field: 'Item', input: 'a URL without an item', parameters: itemGet({ itemId: locator('https://acc.autodesk.com/docs/files/projects/x?folderUrn=y') }) },
		{ field: 'Act As User ID', input: 'a space inside', parameters: itemGet({ options: { userId: 'ada admin' } }) },
		{ field: 'Act As User ID', input: 'a line break inside', parameters: itemGet({ options: { userId: computed('user\nadmin') } }) },
		{ field: 'Item', input: '.. (path segment)', parameters: itemGet({ itemId: locator('..') }) },
		{ field: 'Item', input: 'an ID holding /../', parameters: itemGet({ itemId: locator('urn:adsk.wipprod:dm.lineage:x/../y') }) },
		{ field: 'Item', input: 'an ID holding %2F%2E%2E%2F', parameters: itemGet({ itemId: locator('urn:adsk.wipprod:dm.lineage:x%2F%2E%2E%2Fy') }) },
	],
};
