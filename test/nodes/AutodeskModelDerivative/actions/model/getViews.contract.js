'use strict';

const { threeTranslated } = require('../../../../support/contractSeeds');
const { bySource, designPath } = require('../../../../support/contractValues');

/** Model > Get Views, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Get model views',
	parameters: { resource: 'model', operation: 'getViews', ...bySource },
	setup: threeTranslated,
	firstRequest: { method: 'GET', path: '/metadata$', example: designPath('metadata'), scopes: { row: 'Translation Job > Get Thumbnail, Download Derivatives; Model (every operation)', need: [['data:read']] } },
};
