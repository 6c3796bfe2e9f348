'use strict';

const { SEED } = require('../../../../../sandbox/seed/data');
const { computed, locator } = require('../../../../support/contractValues');

const TOWER = SEED.projects.tower;
const definitions = (extra) => ({
	resource: 'folder',
	operation: 'getAttributeDefinitions',
	projectId: locator(TOWER),
	folderId: locator(SEED.folders.towerArchitecture),
	returnAll: false,
	limit: 3,
	...extra,
});

/** Folder > Get Attribute Definitions, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Get attribute definitions',
	parameters: definitions(),
	firstRequest: {
		method: 'GET',
		path: '^/bim360/docs/v1/projects/[0-9a-f-]{36}/folders/[^/]+/custom-attribute-definitions$',
		example: `/bim360/docs/v1/projects/${TOWER.slice(2)}/folders/${encodeURIComponent(SEED.folders.towerArchitecture)}/custom-attribute-definitions`,
		scopes: { row: 'Folder > Get Attribute Definitions; Item > Get Attributes, Update Attributes (reading)', need: [['data:read']] },
	},
	badInputs: [
		{ field: 'Project', input: 'a team hub project (custom attributes)', parameters: definitions({ projectId: locator(SEED.projects.bracket), folderId: locator(SEED.folders.bracketDesigns) }) },
		{ field: 'Limit', input: '0 (Folder > Get Attribute Definitions)', parameters: definitions({ limit: computed(0) }) },
	],
};
