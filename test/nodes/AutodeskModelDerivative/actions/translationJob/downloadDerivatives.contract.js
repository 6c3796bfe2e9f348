'use strict';

const { threeObjTranslations } = require('../../../../support/contractSeeds');
const { bySource, computed, designPath, encoded } = require('../../../../support/contractValues');

const PART = 'urn:adsk.objects:os.object:bucket/part.ipt';
const derivatives = (extra) => ({ resource: 'translationJob', operation: 'downloadDerivatives', source: encoded('urn:adsk.objects:os.object:b/bracket.ipt'), ...extra });

/** Translation Job > Download Derivatives, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Download fault-one.obj',
	parameters: { resource: 'translationJob', operation: 'downloadDerivatives', ...bySource, outputTypes: ['obj'] },
	setup: threeObjTranslations,
	// The manifest says which files there are, each file's signed cookies let the CDN answer it; the
	// fault suite faults the first file's download.
	firstRequest: { method: 'GET', path: '/manifest$', example: designPath('manifest', PART), scopes: { row: 'Translation Job > Get Manifest', need: [['data:read'], ['viewables:read']] } },
	faulted: { method: 'GET', path: '^/cdn/derivatives/' },
	laterRequests: [
		{
			method: 'GET',
			path: '/manifest/[^/]+/signedcookies$',
			example: designPath(`manifest/${encodeURIComponent(`urn:adsk.viewing:fs.file:${encoded(PART)}/output/obj/part.obj`)}/signedcookies`, PART),
			scopes: { row: 'Translation Job > Get Thumbnail, Download Derivatives; Model (every operation)', need: [['data:read']] },
		},
	],
	signed: [{ method: 'GET', path: '^/cdn/' }],
	badInputs: [
		{ field: 'Output Types', input: 'none (Download Derivatives)', parameters: derivatives({ outputTypes: computed([]) }) },
		{ field: 'Output Types', input: 'svf2 (Download Derivatives)', parameters: derivatives({ outputTypes: computed(['svf2']) }) },
		{ field: 'Put Output File in Field', input: 'empty (Download Derivatives)', parameters: derivatives({ outputTypes: ['obj'], binaryPropertyName: ' ' }) },
		{ field: 'Minutes Valid', input: '361 (Download Derivatives, Output Link)', parameters: derivatives({ outputTypes: ['obj'], output: 'link', linkMinutes: computed(361) }) },
	],
};
