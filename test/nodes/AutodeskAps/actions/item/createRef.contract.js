'use strict';

const { SEED } = require('../../../../../sandbox/seed/data');
const { computed, items, towerModel } = require('../../../../support/contractValues');

const createRef = (extra) => ({
	resource: 'item',
	operation: 'createRef',
	...towerModel,
	targetType: 'folders',
	targetId: SEED.folders.towerShared,
	...extra,
});

/** Item > Create Ref, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Create ref',
	parameters: createRef({ targetId: '={{ $json.target }}' }),
	setup: () => items(...['towerShared', 'towerDesign', 'towerPlans'].map((key) => ({ target: SEED.folders[key] }))),
	firstRequest: {
		method: 'POST',
		path: '/relationships/refs$',
		example: `/data/v1/projects/${SEED.projects.bracket}/items/${encodeURIComponent(SEED.items.bracketModel)}/relationships/refs`,
		body: {},
		scopes: { row: 'Item > Create Ref', need: [['data:create']] },
	},
	badInputs: [
		{ field: 'Target ID', input: 'empty', parameters: createRef({ targetId: computed('') }) },
		{ field: 'Target ID', input: 'a version ID for Target Type Folder', parameters: createRef({ targetId: SEED.versions.towerModelV2 }) },
		{ field: 'Target ID', input: 'a folder ID for Target Type Item', parameters: createRef({ targetType: 'items', targetId: SEED.folders.towerArchitecture }) },
		{ field: 'Target Type', input: 'files', parameters: createRef({ targetType: computed('files') }) },
		{ field: 'Extension Type', input: 'empty', parameters: createRef({ extensionType: computed('') }) },
		{ field: 'Extension Version', input: 'empty', parameters: createRef({ extensionVersion: computed('') }) },
		{ field: 'Additional Fields › Extension Data (JSON)', input: '{oops', parameters: createRef({ additionalFields: { extensionData: '{oops' } }) },
	],
};
