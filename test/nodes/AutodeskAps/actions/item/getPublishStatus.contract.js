'use strict';

const { SEED } = require('../../../../../sandbox/seed/data');
const { locator } = require('../../../../support/contractValues');

const HOSPITAL = SEED.projects.hospital;

/** Item > Get Publish Status, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Get publish status',
	parameters: { resource: 'item', operation: 'getPublishStatus', projectId: locator(HOSPITAL), itemId: locator(SEED.items.hospitalCentral) },
	firstRequest: {
		method: 'POST',
		path: '^/data/v1/projects/[^/]+/commands$',
		example: `/data/v1/projects/${HOSPITAL}/commands`,
		body: {
			jsonapi: { version: '1.0' },
			data: {
				type: 'commands',
				attributes: { extension: { type: 'commands:autodesk.bim360:C4RModelGetPublishJob', version: '1.0.0' } },
				relationships: { resources: { data: [{ type: 'items', id: SEED.items.hospitalCentral }] } },
			},
		},
		scopes: { row: 'Folder, Item > Check Permission; Item > Get Publish Status', need: [['data:read']] },
	},
	badInputs: [
		{
			field: 'Project',
			input: 'a Fusion Team project (Item > Get Publish Status)',
			parameters: { resource: 'item', operation: 'getPublishStatus', projectId: locator(SEED.projects.bracket), itemId: locator(SEED.items.bracketModel) },
		},
	],
};
