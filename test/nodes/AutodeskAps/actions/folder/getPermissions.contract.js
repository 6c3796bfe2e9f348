'use strict';

const { SEED } = require('../../../../../sandbox/seed/data');
const { locator } = require('../../../../support/contractValues');

const TOWER = SEED.projects.tower;
const get = (extra) => ({ resource: 'folder', operation: 'getPermissions', projectId: locator(TOWER), folderId: locator(SEED.folders.towerStructure), ...extra });

/** Folder > Get Permissions, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Get permissions',
	parameters: get(),
	firstRequest: {
		method: 'GET',
		path: '^/bim360/docs/v1/projects/[0-9a-f-]{36}/folders/[^/]+/permissions$',
		example: `/bim360/docs/v1/projects/${TOWER.slice(2)}/folders/${encodeURIComponent(SEED.folders.towerStructure)}/permissions`,
		scopes: { row: 'Folder > Get Permissions', need: [['data:read']] },
	},
	badInputs: [
		{ field: 'Project', input: 'a team hub project (folder permissions)', parameters: get({ projectId: locator(SEED.projects.bracket), folderId: locator(SEED.folders.bracketDesigns) }) },
	],
};
