'use strict';

const { SEED } = require('../../../../../sandbox/seed/data');
const { locator } = require('../../../../support/contractValues');

const TOWER = SEED.projects.tower;
const itemCopy = (extra) => ({
	resource: 'item',
	operation: 'copy',
	projectId: locator(TOWER),
	itemId: locator(SEED.items.towerModel),
	folderId: locator(SEED.folders.towerShared),
	...extra,
});

/** Item > Copy, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Copy file: get the tip version',
	parameters: itemCopy(),
	firstRequest: {
		method: 'GET',
		path: '^/data/v1/projects/[^/]+/items/[^/]+/tip$',
		example: `/data/v1/projects/${TOWER}/items/${encodeURIComponent(SEED.items.towerModel)}/tip`,
		scopes: { row: 'Hub, Project, Folder, Item > Get', need: [['data:read']] },
	},
	laterRequests: [
		{
			method: 'POST',
			path: '^/data/v1/projects/[^/]+/items(\\?copyFrom=.+)?$',
			example: `/data/v1/projects/${TOWER}/items?copyFrom=${encodeURIComponent(SEED.versions.towerModelV2)}`,
			body: { jsonapi: { version: '1.0' }, data: { type: 'items', relationships: { parent: { data: { type: 'folders', id: SEED.folders.towerShared } } } } },
			scopes: { row: 'Item > Delete, Copy', need: [['data:create']] },
		},
	],
	badInputs: [
		{ field: 'Project', input: 'a Fusion Team project (Item > Copy)', parameters: itemCopy({ projectId: locator(SEED.projects.bracket), itemId: locator(SEED.items.bracketModel), folderId: locator(SEED.folders.bracketDesigns) }) },
		{ field: 'If the File Exists', input: 'replace (Item > Copy)', parameters: itemCopy({ ifExists: 'replace' }) },
	],
};
