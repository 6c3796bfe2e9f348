'use strict';

const { threeViews } = require('../../../../support/contractSeeds');
const { bySource, computed, designPath, encoded } = require('../../../../support/contractValues');

const modelProperties = (extra) => ({ resource: 'model', operation: 'getProperties', source: encoded('urn:adsk.objects:os.object:b/bracket.ipt'), ...extra });

/** Model > Get Properties, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Get properties',
	parameters: { resource: 'model', operation: 'getProperties', ...bySource, viewGuid: '={{ $json.viewGuid }}' },
	setup: threeViews,
	firstRequest: { method: 'GET', path: '/metadata/[^/]+/properties$', example: designPath('metadata/view-guid/properties'), scopes: { row: 'Translation Job > Get Thumbnail, Download Derivatives; Model (every operation)', need: [['data:read']] } },
	badInputs: [
		{ field: 'Object IDs', input: '4, x', parameters: modelProperties({ objects: 'chosen', objectIds: '4, x' }) },
		{ field: 'Object IDs', input: 'empty', parameters: modelProperties({ objects: 'chosen', objectIds: ' , ' }) },
		{ field: 'Time Limit (Seconds)', input: '0 (Get Properties)', parameters: modelProperties({ timeLimit: computed(0) }) },
	],
};
