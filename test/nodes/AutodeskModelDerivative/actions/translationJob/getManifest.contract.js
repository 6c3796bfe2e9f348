'use strict';

const { SEED } = require('../../../../../sandbox/seed/data');
const { threeManifests } = require('../../../../support/contractSeeds');
const { bySource, designPath } = require('../../../../support/contractValues');

/** Translation Job > Get Manifest, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Get manifest',
	parameters: { resource: 'translationJob', operation: 'getManifest', ...bySource },
	setup: threeManifests,
	firstRequest: { method: 'GET', path: '/manifest$', example: designPath('manifest'), scopes: { row: 'Translation Job > Get Manifest', need: [['data:read'], ['viewables:read']] } },
	badInputs: [
		{ field: 'Source Design', input: 'an item ID (Get Manifest)', parameters: { resource: 'translationJob', operation: 'getManifest', source: SEED.items.towerModel } },
	],
};
