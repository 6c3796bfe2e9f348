'use strict';

const { SEED } = require('../../../../../sandbox/seed/data');
const { computed, items, locator } = require('../../../../support/contractValues');

const TOWER = SEED.projects.tower;
const folderCreate = (name) => ({ resource: 'folder', operation: 'create', projectId: locator(TOWER), folderId: locator(SEED.folders.towerShared), name });

/** Folder > Create, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Create folder',
	parameters: folderCreate('={{ $json.name }}'),
	setup: () => items({ name: 'Fault One' }, { name: 'Fault Two' }, { name: 'Fault Three' }),
	firstRequest: { method: 'POST', path: '^/data/v1/projects/[^/]+/folders$', example: `/data/v1/projects/${SEED.projects.bracket}/folders`, body: {}, scopes: { row: 'Folder > Create; Item > Upload (storage, item, version)', need: [['data:create']] } },
	badInputs: [
		{ field: 'Name', input: 'empty (Folder > Create)', parameters: folderCreate(computed('')) },
		{ field: 'Name', input: 'spaces only (Folder > Create)', parameters: folderCreate('   ') },
		{ field: 'Name', input: 'Plans/2024 (Folder > Create)', parameters: folderCreate('Plans/2024') },
		{ field: 'Name', input: "Ada's: notes? (Folder > Create)", parameters: folderCreate("Ada's: notes?") },
		{ field: 'Name', input: 'a line break inside (Folder > Create)', parameters: folderCreate(computed('Plans\n2024')) },
		{ field: 'Name', input: '256 characters (Folder > Create)', parameters: folderCreate('x'.repeat(256)) },
	],
};
