'use strict';

const { threeViews } = require('../../../../support/contractSeeds');
const { bySource, computed, designPath, encoded } = require('../../../../support/contractValues');

const PART = encoded('urn:adsk.objects:os.object:b/bracket.ipt');

/** Model > Get Object Tree, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Get object tree',
	parameters: { resource: 'model', operation: 'getObjectTree', ...bySource, viewGuid: '={{ $json.viewGuid }}' },
	setup: threeViews,
	firstRequest: { method: 'GET', path: '/metadata/[^/]+$', example: designPath('metadata/view-guid'), scopes: { row: 'Translation Job > Get Thumbnail, Download Derivatives; Model (every operation)', need: [['data:read']] } },
	badInputs: [{ field: 'Root Object ID', input: '-1', parameters: { resource: 'model', operation: 'getObjectTree', source: PART, objectId: computed(-1) } }],
};
