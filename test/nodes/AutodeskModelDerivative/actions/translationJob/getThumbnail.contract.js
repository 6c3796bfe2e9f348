'use strict';

const { threeTranslated } = require('../../../../support/contractSeeds');
const { bySource, computed, designPath, encoded } = require('../../../../support/contractValues');

const thumbnail = (extra) => ({ resource: 'translationJob', operation: 'getThumbnail', source: encoded('urn:adsk.objects:os.object:b/bracket.ipt'), ...extra });

/** Translation Job > Get Thumbnail, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Get thumbnail',
	parameters: { resource: 'translationJob', operation: 'getThumbnail', ...bySource },
	setup: threeTranslated,
	firstRequest: { method: 'GET', path: '/thumbnail$', example: designPath('thumbnail'), scopes: { row: 'Translation Job > Get Thumbnail, Download Derivatives; Model (every operation)', need: [['data:read']] } },
	badInputs: [
		{ field: 'Size', input: '300 (Get Thumbnail)', parameters: thumbnail({ size: computed(300) }) },
		{ field: 'Put Output File in Field', input: 'empty (Get Thumbnail)', parameters: thumbnail({ binaryPropertyName: ' ' }) },
		{ field: 'Minutes Valid', input: '0 (Get Thumbnail, Output Link)', parameters: thumbnail({ output: 'link', linkMinutes: computed(0) }) },
		{ field: 'Output', input: 'url (Get Thumbnail)', parameters: thumbnail({ output: computed('url') }) },
	],
};
