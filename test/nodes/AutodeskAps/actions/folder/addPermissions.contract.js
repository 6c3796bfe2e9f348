'use strict';

const { SEED } = require('../../../../../sandbox/seed/data');
const { computed, items, locator } = require('../../../../support/contractValues');

const TOWER = SEED.projects.tower;
const subject = (user) => ({ subjects: { subject: [{ subjectType: 'USER', user, level: 'viewOnly' }] } });
const add = (extra) => ({ resource: 'folder', operation: 'addPermissions', projectId: locator(TOWER), folderId: locator(SEED.folders.towerShared), ...subject('={{ $json.user }}'), ...extra });

/** Folder > Add Permissions, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Add permissions',
	parameters: add(),
	setup: () => items({ user: SEED.users.viewer }, { user: SEED.users.member }, { user: SEED.serviceAccount.id }),
	firstRequest: {
		method: 'POST',
		path: '^/bim360/docs/v1/projects/[0-9a-f-]{36}/folders/[^/]+/permissions:batch-create$',
		example: `/bim360/docs/v1/projects/${TOWER.slice(2)}/folders/${encodeURIComponent(SEED.folders.towerShared)}/permissions:batch-create`,
		body: [{ subjectId: SEED.users.viewer, subjectType: 'USER', actions: ['VIEW', 'COLLABORATE'] }],
		scopes: { row: 'Folder > Add Permissions, Update Permissions, Remove Permissions', need: [['data:write']] },
	},
	badInputs: [
		{ field: 'Subjects', input: 'no subject (Folder > Add Permissions)', parameters: add({ subjects: { subject: [] } }) },
		{ field: 'Subjects › User Name or ID', input: 'empty (Folder > Add Permissions)', parameters: add(subject(computed(''))) },
	],
};
