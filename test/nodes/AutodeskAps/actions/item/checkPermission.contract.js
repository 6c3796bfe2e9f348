'use strict';

const { SEED } = require('../../../../../sandbox/seed/data');
const { locator, towerModel } = require('../../../../support/contractValues');

const TOWER = SEED.projects.tower;

/** Item > Check Permission, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Check permission',
	parameters: { resource: 'item', operation: 'checkPermission', ...towerModel, permissions: ['download'] },
	firstRequest: {
		method: 'POST',
		path: '^/data/v1/projects/[^/]+/commands$',
		example: `/data/v1/projects/${TOWER}/commands`,
		body: {
			jsonapi: { version: '1.0' },
			data: {
				type: 'commands',
				attributes: { extension: { type: 'commands:autodesk.core:CheckPermission', version: '1.0.0', data: { requiredActions: ['download'] } } },
				relationships: { resources: { data: [{ type: 'items', id: SEED.items.towerModel }] } },
			},
		},
		scopes: { row: 'Folder, Item > Check Permission; Item > Get Publish Status', need: [['data:read']] },
	},
	badInputs: [
		{
			field: 'Permissions',
			input: 'an unknown one (Check Permission, by expression)',
			parameters: { resource: 'item', operation: 'checkPermission', projectId: locator(TOWER), itemId: locator(SEED.items.towerModel), permissions: '={{ ["view", "manage"] }}' },
		},
	],
};
