'use strict';

const { SEED } = require('../../../../../sandbox/seed/data');
const { computed, locator } = require('../../../../support/contractValues');

const TOWER = SEED.projects.tower;
const contents = (extra) => ({
	resource: 'folder',
	operation: 'getContents',
	projectId: locator(TOWER),
	folderId: locator(SEED.folders.towerArchitecture),
	limit: 5,
	...extra,
});

/** Folder > Get Contents, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Get folder contents',
	parameters: contents({ limit: 2 }),
	firstRequest: {
		method: 'GET',
		path: '^/data/v1/projects/[^/]+/folders/[^/]+/contents$',
		example: `/data/v1/projects/${TOWER}/folders/${encodeURIComponent(SEED.folders.towerArchitecture)}/contents`,
		scopes: { row: 'Hub, Project, Folder, Item > Get', need: [['data:read']] },
	},
	badInputs: [
		{ field: 'Folder', input: 'spaces only', parameters: contents({ folderId: locator('  ') }) },
		{ field: 'Folder', input: 'an item ID', parameters: contents({ folderId: locator(SEED.items.towerModel) }) },
		{ field: 'Folder', input: 'a version ID', parameters: contents({ folderId: locator(SEED.versions.towerModelV2) }) },
		{ field: 'Folder', input: 'a URL without a folder', parameters: contents({ folderId: locator(`https://acc.autodesk.com/docs/files/projects/${TOWER.slice(2)}`) }) },
		{ field: 'Limit', input: '-5', parameters: contents({ limit: computed(-5) }) },
		{ field: 'Folder', input: '%2E%2e (path segment)', parameters: contents({ folderId: locator('%2E%2e') }) },
		{ field: 'Max Depth', input: '0 (Include Subfolders)', parameters: contents({ includeSubfolders: true, maxDepth: computed(0) }) },
		{ field: 'Max Depth', input: '26 (Include Subfolders)', parameters: contents({ includeSubfolders: true, maxDepth: computed(26) }) },
	],
};
