'use strict';

const { SEED } = require('../../../../../sandbox/seed/data');
const { computed, locator } = require('../../../../support/contractValues');

const projectGetAll = (extra) => ({ resource: 'project', operation: 'getAll', hubId: locator(SEED.hubs.bim360), limit: 5, ...extra });

/** Project > Get Many, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Get many projects',
	parameters: { resource: 'project', operation: 'getAll', hubId: locator(SEED.hubs.bim360), limit: 2 },
	firstRequest: { method: 'GET', path: '^/project/v1/hubs/[^/]+/projects$', example: `/project/v1/hubs/${SEED.hubs.bim360}/projects`, scopes: { row: 'Hub, Project, Folder, Item > Get', need: [['data:read']] } },
	badInputs: [
		{ field: 'Hub', input: 'empty', parameters: projectGetAll({ hubId: locator(computed('')) }) },
		{ field: 'Hub', input: 'spaces only', parameters: projectGetAll({ hubId: locator('   ') }) },
		{ field: 'Hub', input: 'a web URL', parameters: projectGetAll({ hubId: locator('https://acc.autodesk.com/docs/files/projects/x') }) },
		{ field: 'Hub', input: 'a folder ID', parameters: projectGetAll({ hubId: locator(SEED.folders.towerArchitecture) }) },
		{ field: 'Limit', input: '0', parameters: projectGetAll({ limit: computed(0) }) },
		{ field: 'Hub', input: '.. (path segment)', parameters: projectGetAll({ hubId: locator('..') }) },
	],
};
