'use strict';

const { SEED } = require('../../../../../sandbox/seed/data');
const { locator } = require('../../../../support/contractValues');

const HOSPITAL = SEED.projects.hospital;
const folderCheck = (extra) => ({
	resource: 'folder',
	operation: 'checkPermission',
	projectId: locator(HOSPITAL),
	folderId: locator(SEED.folders.hospitalCoordination),
	...extra,
});

/** Folder > Check Permission, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Check permission',
	parameters: folderCheck({ permissions: ['view', 'delete'] }),
	firstRequest: {
		method: 'POST',
		path: '^/data/v1/projects/[^/]+/commands$',
		example: `/data/v1/projects/${HOSPITAL}/commands`,
		body: {
			jsonapi: { version: '1.0' },
			data: {
				type: 'commands',
				attributes: { extension: { type: 'commands:autodesk.core:CheckPermission', version: '1.0.0', data: { requiredActions: ['view', 'delete'] } } },
				relationships: { resources: { data: [{ type: 'folders', id: SEED.folders.hospitalCoordination }] } },
			},
		},
		scopes: { row: 'Folder, Item > Check Permission; Item > Get Publish Status', need: [['data:read']] },
	},
	badInputs: [{ field: 'Permissions', input: 'none chosen (Check Permission)', parameters: folderCheck({ permissions: [] }) }],
};
