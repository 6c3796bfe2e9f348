'use strict';

const { OBJECT_KEYS, inBucket, ossBucket } = require('../../../../support/contractSeeds');
const { computed, fileItems, locator } = require('../../../../support/contractValues');

const objectUpload = (extra) => ({ resource: 'object', operation: 'upload', bucketKey: locator('my-app-models'), binaryPropertyName: 'data', ...extra });

/** Object > Upload, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Upload object: get upload URLs',
	parameters: objectUpload({ ...inBucket, objectKey: '={{ $json.key }}' }),
	setup: async (sandbox) => {
		await ossBucket(sandbox);
		return OBJECT_KEYS.map((key) => ({ json: { key }, binary: { data: { data: Buffer.from(key).toString('base64'), mimeType: 'text/plain', fileName: key } } }));
	},
	firstRequest: { method: 'GET', path: '/signeds3upload$', example: '/oss/v2/buckets/no-such-bucket/objects/model.rvt/signeds3upload', scopes: { row: 'Item > Upload, Object > Upload (the signed upload)', need: [['data:write'], ['data:create']] } },
	signed: [{ method: 'PUT', path: '^/s3/' }],
	badInputs: [
		{ field: 'Input Binary Field', input: 'a field the item does not have', parameters: objectUpload({ binaryPropertyName: 'file' }), items: fileItems(Buffer.from('x')) },
		{ field: 'Input Binary Field', input: 'an item without files', parameters: objectUpload(), items: [{ json: {} }] },
		{ field: 'Input Binary Field', input: 'an empty file', parameters: objectUpload(), items: fileItems(Buffer.alloc(0)) },
		{ field: 'Options › Part Size (MB)', input: '4', parameters: objectUpload({ options: { partSizeMb: computed(4) } }), items: fileItems(Buffer.from('x')) },
		{ field: 'Source URL', input: 'http to another machine (Object > Upload)', parameters: objectUpload({ fileSource: 'url', sourceUrl: 'http://files.example.com/a.rvt' }) },
		{ field: 'Source URL', input: 'not a URL (Object > Upload)', parameters: objectUpload({ fileSource: 'url', sourceUrl: 'files/a.rvt' }) },
		{ field: 'Source Headers › Name', input: 'Bad Name (Object > Upload)', parameters: objectUpload({ fileSource: 'url', sourceUrl: 'https://files.example.com/a.rvt', sourceHeaders: { header: [{ name: 'Bad Name', value: 'x' }] } }) },
	],
};
