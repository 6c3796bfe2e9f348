'use strict';

const { SEED } = require('../../../../../sandbox/seed/data');
const { items, locator } = require('../../../../support/contractValues');

const TOWER = SEED.projects.tower;
const itemDelete = (extra) => ({ resource: 'item', operation: 'delete', projectId: locator(TOWER), itemId: locator('={{ $json.item }}'), ...extra });

/** Item > Delete, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Delete item',
	parameters: itemDelete(),
	setup: () => items({ item: SEED.items.towerFacade }, { item: SEED.items.towerCore }, { item: SEED.items.towerNotes }),
	firstRequest: {
		method: 'POST',
		path: '^/data/v1/projects/[^/]+/versions$',
		example: `/data/v1/projects/${TOWER}/versions`,
		body: {
			jsonapi: { version: '1.0' },
			data: {
				type: 'versions',
				attributes: { extension: { type: 'versions:autodesk.core:Deleted', version: '1.0' } },
				relationships: { item: { data: { type: 'items', id: SEED.items.towerFacade } } },
			},
		},
		scopes: { row: 'Item > Delete, Copy', need: [['data:create']] },
	},
	badInputs: [
		{
			field: 'Project',
			input: 'a Fusion Team project (Item > Delete)',
			parameters: itemDelete({ projectId: locator(SEED.projects.bracket), itemId: locator(SEED.items.bracketModel) }),
		},
	],
};
