'use strict';

const { SEED } = require('../../../../../sandbox/seed/data');
const { items, locator } = require('../../../../support/contractValues');

const BRACKET = SEED.projects.bracket;
const itemUpdate = (updateFields, extra) => ({
	resource: 'item',
	operation: 'update',
	projectId: locator(BRACKET),
	itemId: locator(SEED.items.bracketModel),
	updateFields,
	...extra,
});

/** Item > Update, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Update item',
	parameters: itemUpdate({ displayName: '={{ $json.name }}' }),
	setup: () => items({ name: 'Bracket 1.f3d' }, { name: 'Bracket 2.f3d' }, { name: 'Bracket 3.f3d' }),
	firstRequest: {
		method: 'PATCH',
		path: '^/data/v1/projects/[^/]+/items/[^/]+$',
		example: `/data/v1/projects/${BRACKET}/items/${encodeURIComponent(SEED.items.bracketModel)}`,
		body: { jsonapi: { version: '1.0' }, data: { type: 'items', id: SEED.items.bracketModel, attributes: {} } },
		scopes: { row: 'Item > Update', need: [['data:write']] },
	},
	badInputs: [
		{ field: 'Update Fields', input: 'nothing added', parameters: itemUpdate({}), named: 'Display Name or Attributes (JSON)' },
		{ field: 'Update Fields › Attributes (JSON)', input: '{"a":', parameters: itemUpdate({ attributes: '{"a": ' }) },
		{ field: 'Update Fields › Attributes (JSON)', input: '[1, 2]', parameters: itemUpdate({ attributes: '[1, 2]' }) },
		{ field: 'Update Fields › Attributes (JSON)', input: '{"description": "x"}', parameters: itemUpdate({ attributes: '{"description": "x"}' }) },
		{
			field: 'Update Fields › Display Name',
			input: 'in a Construction Cloud / BIM 360 project',
			parameters: itemUpdate({ displayName: 'New.rvt' }, { projectId: locator(SEED.projects.tower), itemId: locator(SEED.items.towerModel) }),
		},
	],
};
