'use strict';

const { SEED } = require('../../../../../sandbox/seed/data');
const { computed, items, locator, towerModel } = require('../../../../support/contractValues');

const TOWER = SEED.projects.tower;
const getAttributes = (extra) => ({ resource: 'item', operation: 'getAttributes', ...towerModel, ...extra });

/**
 * Item > Get Attributes, as the suites that cover every operation see it (test/support/contracts.js).
 * The input items' documents share a batch-get when they share the project and the x-user-id: the
 * three items here name three users, so each sends its own request.
 */
module.exports = {
	label: 'Get attributes',
	parameters: getAttributes({ itemId: locator('={{ $json.item }}'), options: { userId: '={{ $json.user }}' } }),
	setup: async () =>
		items(
			{ item: SEED.items.towerModel, user: SEED.users.admin },
			{ item: SEED.items.towerFacade, user: SEED.users.member },
			{ item: SEED.items.towerFrame, user: SEED.users.viewer },
		),
	firstRequest: {
		method: 'POST',
		path: '^/bim360/docs/v1/projects/[0-9a-f-]{36}/versions:batch-get$',
		example: `/bim360/docs/v1/projects/${TOWER.slice(2)}/versions:batch-get`,
		body: { urns: [SEED.items.towerModel] },
		scopes: { row: 'Folder > Get Attribute Definitions; Item > Get Attributes, Update Attributes (reading)', need: [['data:read']] },
	},
	badInputs: [
		{ field: 'Version ID', input: 'empty (Item > Get Attributes)', parameters: getAttributes({ versionChoice: 'id', versionId: '' }) },
		{ field: 'Version ID', input: 'an item ID (Item > Get Attributes)', parameters: getAttributes({ versionChoice: 'id', versionId: SEED.items.towerModel }) },
		{ field: 'Version', input: 'latest (Item > Get Attributes)', parameters: getAttributes({ versionChoice: computed('latest') }) },
		{ field: 'Project', input: 'a personal hub project (Item > Get Attributes)', parameters: getAttributes({ projectId: locator(SEED.projects.bracket), itemId: locator(SEED.items.bracketModel) }) },
	],
};
