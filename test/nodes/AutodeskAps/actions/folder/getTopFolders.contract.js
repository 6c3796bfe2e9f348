'use strict';

const { SEED } = require('../../../../../sandbox/seed/data');
const { locator } = require('../../../../support/contractValues');

/** Folder > Get Top Folders, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Get top folders',
	parameters: { resource: 'folder', operation: 'getTopFolders', hubId: locator(SEED.hubs.bim360), projectId: locator(SEED.projects.tower) },
	firstRequest: { method: 'GET', path: '/topFolders$', example: `/project/v1/hubs/${SEED.hubs.bim360}/projects/${SEED.projects.tower}/topFolders`, scopes: { row: 'Hub, Project, Folder, Item > Get', need: [['data:read']] } },
};
