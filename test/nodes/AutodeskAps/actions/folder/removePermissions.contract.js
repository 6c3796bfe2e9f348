'use strict';

const { SEED } = require('../../../../../sandbox/seed/data');
const { computed, items, locator } = require('../../../../support/contractValues');

const TOWER = SEED.projects.tower;
const subject = (user) => ({ subjects: { subject: [{ subjectType: 'USER', user }] } });
const remove = (extra) => ({ resource: 'folder', operation: 'removePermissions', projectId: locator(TOWER), folderId: locator(SEED.folders.towerShared), ...subject('={{ $json.user }}'), ...extra });

/** Folder > Remove Permissions, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Remove permissions',
	parameters: remove(),
	setup: () => items({ user: SEED.users.viewer }, { user: SEED.users.member }, { user: SEED.serviceAccount.id }),
	firstRequest: {
		method: 'POST',
		path: '^/bim360/docs/v1/projects/[0-9a-f-]{36}/folders/[^/]+/permissions:batch-delete$',
		example: `/bim360/docs/v1/projects/${TOWER.slice(2)}/folders/${encodeURIComponent(SEED.folders.towerShared)}/permissions:batch-delete`,
		body: [{ subjectId: SEED.users.viewer, subjectType: 'USER' }],
		scopes: { row: 'Folder > Add Permissions, Update Permissions, Remove Permissions', need: [['data:write']] },
	},
	badInputs: [
		{ field: 'Subjects', input: 'no subject (Folder > Remove Permissions)', parameters: remove({ subjects: { subject: [] } }) },
		{ field: 'Subjects › User Name or ID', input: 'empty (Folder > Remove Permissions)', parameters: remove(subject(computed(''))) },
	],
};
