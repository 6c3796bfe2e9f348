'use strict';

const { threeManifests } = require('../../../../support/contractSeeds');
const { bySource, computed, designPath, encoded } = require('../../../../support/contractValues');

const manifest = designPath('manifest');

/** Translation Job > Delete Manifest, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Delete manifest',
	parameters: { resource: 'translationJob', operation: 'deleteManifest', ...bySource },
	setup: threeManifests,
	// The manifest is read first (to say whether there was one); the fault suite faults the DELETE.
	firstRequest: { method: 'GET', path: '/manifest$', example: manifest, scopes: { row: 'Translation Job > Get Manifest', need: [['data:read'], ['viewables:read']] } },
	faulted: { method: 'DELETE', path: '/manifest$' },
	laterRequests: [{ method: 'DELETE', path: '/manifest$', example: manifest, scopes: { row: 'Translation Job > Delete Manifest', need: [['data:read', 'data:write']] } }],
	badInputs: [
		{
			field: 'Region',
			input: 'MARS (Delete Manifest)',
			parameters: { resource: 'translationJob', operation: 'deleteManifest', source: encoded('urn:adsk.objects:os.object:b/a.rvt'), region: computed('MARS') },
		},
	],
};
