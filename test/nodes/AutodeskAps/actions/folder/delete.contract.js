'use strict';

const { SEED } = require('../../../../../sandbox/seed/data');
const { items, locator } = require('../../../../support/contractValues');

const TOWER = SEED.projects.tower;
const folderDelete = (extra) => ({ resource: 'folder', operation: 'delete', projectId: locator(TOWER), folderId: locator('={{ $json.folder }}'), ...extra });

/** Folder > Delete, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Delete folder',
	parameters: folderDelete(),
	setup: () => items({ folder: SEED.folders.towerStructure }, { folder: SEED.folders.towerShared }, { folder: SEED.folders.towerArchitecture }),
	firstRequest: {
		method: 'PATCH',
		path: '^/data/v1/projects/[^/]+/folders/[^/]+$',
		example: `/data/v1/projects/${TOWER}/folders/${encodeURIComponent(SEED.folders.towerStructure)}`,
		body: { jsonapi: { version: '1.0' }, data: { type: 'folders', id: SEED.folders.towerStructure, attributes: { hidden: true } } },
		scopes: { row: 'Folder > Delete', need: [['data:write']] },
	},
	badInputs: [
		{
			field: 'Project',
			input: 'a Fusion Team project (Folder > Delete)',
			parameters: folderDelete({ projectId: locator(SEED.projects.bracket), folderId: locator(SEED.folders.bracketArchive) }),
		},
	],
};
