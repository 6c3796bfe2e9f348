'use strict';

const { SEED } = require('../../../../../sandbox/seed/data');
const { computed, towerModel } = require('../../../../support/contractValues');

const itemVersions = (extra) => ({ resource: 'item', operation: 'getVersions', ...towerModel, limit: 5, ...extra });

/** Item > Get Versions, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Get item versions',
	parameters: itemVersions({ limit: 2 }),
	firstRequest: {
		method: 'GET',
		path: '^/data/v1/projects/[^/]+/items/[^/]+/versions$',
		example: `/data/v1/projects/${SEED.projects.bracket}/items/${encodeURIComponent(SEED.items.bracketModel)}/versions`,
		scopes: { row: 'Item > Get Versions', need: [['data:read']] },
	},
	badInputs: [
		{ field: 'Filters › Version Number', input: '0 (Item > Get Versions)', parameters: itemVersions({ filters: { versionNumber: computed(0) } }) },
		{ field: 'Filters › Version Number', input: '1.5 (Item > Get Versions)', parameters: itemVersions({ filters: { versionNumber: computed(1.5) } }) },
	],
};
