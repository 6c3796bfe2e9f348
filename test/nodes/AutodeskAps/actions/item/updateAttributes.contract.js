'use strict';

const { SEED } = require('../../../../../sandbox/seed/data');
const { DOCS_SEED } = require('../../../../../sandbox/seed/docs');
const { computed, items, locator, towerModel } = require('../../../../support/contractValues');

const TOWER = SEED.projects.tower;
const BATCH_UPDATE = '^/bim360/docs/v1/projects/[0-9a-f-]{36}/versions/[^/]+/custom-attributes:batch-update$';
const updateAttributes = (extra) => ({
	resource: 'item',
	operation: 'updateAttributes',
	...towerModel,
	attributes: { attribute: [{ name: 'Revision', value: 'P03' }] },
	...extra,
});

/** Item > Update Attributes, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Update attributes',
	parameters: updateAttributes({
		itemId: locator('={{ $json.item }}'),
		attributes: { attribute: [{ name: 'Revision', value: '={{ $json.revision }}' }] },
	}),
	setup: async () =>
		items(
			{ item: SEED.items.towerModel, revision: 'R1' },
			{ item: SEED.items.towerFacade, revision: 'R2' },
			{ item: SEED.items.towerFrame, revision: 'R3' },
		),
	firstRequest: {
		method: 'GET',
		path: '^/data/v1/projects/[^/]+/items/[^/]+$',
		example: `/data/v1/projects/${TOWER}/items/${encodeURIComponent(SEED.items.towerModel)}`,
		scopes: { row: 'Folder > Get Attribute Definitions; Item > Get Attributes, Update Attributes (reading)', need: [['data:read']] },
	},
	laterRequests: [
		{
			method: 'POST',
			path: BATCH_UPDATE,
			example: `/bim360/docs/v1/projects/${TOWER.slice(2)}/versions/${encodeURIComponent(SEED.versions.towerModelV2)}/custom-attributes:batch-update`,
			body: [{ id: DOCS_SEED.attributes.towerRevision, value: 'P03' }],
			scopes: { row: 'Item > Update Attributes', need: [['data:write']] },
		},
	],
	faulted: { method: 'POST', path: BATCH_UPDATE },
	badInputs: [
		{ field: 'Attributes', input: 'none (Item > Update Attributes)', parameters: updateAttributes({ attributes: {} }) },
		{ field: 'Attributes › Name or ID', input: 'empty (Item > Update Attributes)', parameters: updateAttributes({ attributes: { attribute: [{ name: ' ', value: 'x' }] } }) },
		{
			field: 'Attributes › Name or ID',
			input: 'one name twice, in another case (Item > Update Attributes)',
			parameters: updateAttributes({ attributes: { attribute: [{ name: 'Revision', value: 'a' }, { name: 'revision', value: 'b' }] } }),
		},
		{ field: 'Version ID', input: 'a folder ID (Item > Update Attributes)', parameters: updateAttributes({ versionChoice: 'id', versionId: SEED.folders.towerArchitecture }) },
		{ field: 'Project', input: 'a team project (Item > Update Attributes)', parameters: updateAttributes({ projectId: locator(SEED.projects.bracket), itemId: locator(SEED.items.bracketModel) }) },
	],
};
