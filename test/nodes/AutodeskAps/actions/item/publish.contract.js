'use strict';

const { SEED } = require('../../../../../sandbox/seed/data');
const { items, locator } = require('../../../../support/contractValues');

const HOSPITAL = SEED.projects.hospital;
const itemPublish = (extra) => ({ resource: 'item', operation: 'publish', projectId: locator(HOSPITAL), itemId: locator('={{ $json.item }}'), ...extra });

/** Item > Publish, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Get item',
	parameters: itemPublish(),
	setup: () => items({ item: SEED.items.hospitalCentral }, { item: SEED.items.hospitalMep }, { item: SEED.items.hospitalStructure }),
	firstRequest: {
		method: 'GET',
		path: '^/data/v1/projects/[^/]+/items/[^/]+$',
		example: `/data/v1/projects/${HOSPITAL}/items/${encodeURIComponent(SEED.items.hospitalCentral)}`,
		scopes: { row: 'Hub, Project, Folder, Item > Get', need: [['data:read']] },
	},
	laterRequests: [
		{
			method: 'POST',
			path: '^/data/v1/projects/[^/]+/commands$',
			example: `/data/v1/projects/${HOSPITAL}/commands`,
			body: {
				jsonapi: { version: '1.0' },
				data: {
					type: 'commands',
					attributes: { extension: { type: 'commands:autodesk.bim360:C4RModelPublish', version: '1.0.0' } },
					relationships: { resources: { data: [{ type: 'items', id: SEED.items.hospitalCentral }] } },
				},
			},
			scopes: { row: 'Item > Publish', need: [['data:create', 'data:write']] },
		},
	],
	badInputs: [
		{
			field: 'Project',
			input: 'a Fusion Team project (Item > Publish)',
			parameters: itemPublish({ projectId: locator(SEED.projects.bracket), itemId: locator(SEED.items.bracketModel) }),
		},
		{
			field: 'Time Limit (Seconds)',
			input: '0 (Item > Publish, Wait for Completion)',
			parameters: itemPublish({ itemId: locator(SEED.items.hospitalCentral), waitForCompletion: true, timeLimit: 0 }),
		},
	],
};
