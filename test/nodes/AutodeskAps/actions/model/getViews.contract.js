'use strict';

const { threeTranslated } = require('../../../../support/contractSeeds');
const { encoded } = require('../../../../support/contractValues');

/** Model > Get Views, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Get model views',
	readme: { resource: 'Model', operation: 'Get Views' },
	parameters: { resource: 'model', operation: 'getViews', source: '={{ $json.source }}' },
	setup: threeTranslated,
	firstRequest: { method: 'GET', path: '/metadata$', example: `/modelderivative/v2/designdata/${encoded('urn:adsk.objects:os.object:bucket/house.rvt')}/metadata` },
	scopes: [{ row: 'Translation Job > Get Thumbnail, Download Derivatives; Model (every operation)', need: [['data:read']] }],
	badInputs: [],
};
