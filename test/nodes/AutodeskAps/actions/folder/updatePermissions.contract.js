'use strict';

const { SEED } = require('../../../../../sandbox/seed/data');
const { computed, items, locator } = require('../../../../support/contractValues');

const TOWER = SEED.projects.tower;
const subject = (user) => ({ subjects: { subject: [{ subjectType: 'USER', user, level: 'viewOnly' }] } });
const update = (extra) => ({ resource: 'folder', operation: 'updatePermissions', projectId: locator(TOWER), folderId: locator(SEED.folders.towerStructure), ...subject('={{ $json.user }}'), ...extra });

/** Folder > Update Permissions, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Update permissions',
	parameters: update(),
	setup: (sandbox) => {
		const folder = sandbox.ctx.state.data.folders.get(SEED.folders.towerStructure);
		for (const userId of [SEED.users.viewer, SEED.users.member, SEED.serviceAccount.id]) folder.grants.set(userId, 'read');
		return items({ user: SEED.users.viewer }, { user: SEED.users.member }, { user: SEED.serviceAccount.id });
	},
	firstRequest: {
		method: 'POST',
		path: '^/bim360/docs/v1/projects/[0-9a-f-]{36}/folders/[^/]+/permissions:batch-update$',
		example: `/bim360/docs/v1/projects/${TOWER.slice(2)}/folders/${encodeURIComponent(SEED.folders.towerStructure)}/permissions:batch-update`,
		body: [{ subjectId: SEED.users.viewer, subjectType: 'USER', actions: ['VIEW', 'COLLABORATE'] }],
		scopes: { row: 'Folder > Add Permissions, Update Permissions, Remove Permissions', need: [['data:write']] },
	},
	badInputs: [
		{ field: 'Subjects', input: 'no subject (Folder > Update Permissions)', parameters: update({ subjects: { subject: [] } }) },
		{ field: 'Subjects › User Name or ID', input: 'empty (Folder > Update Permissions)', parameters: update(subject(computed(''))) },
	],
};
