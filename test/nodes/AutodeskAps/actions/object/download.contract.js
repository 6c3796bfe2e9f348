'use strict';

const { inBucket, threeObjects } = require('../../../../support/contractSeeds');
const { locator } = require('../../../../support/contractValues');

/** Object > Download, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Download object: get the download URL',
	parameters: { resource: 'object', operation: 'download', ...inBucket, objectKey: '={{ $json.key }}', binaryPropertyName: 'data' },
	setup: threeObjects,
	firstRequest: { method: 'GET', path: '/signeds3download$', example: '/oss/v2/buckets/no-such-bucket/objects/model.rvt/signeds3download', scopes: { row: 'Item > Download, Object > Download (the signed download)', need: [['data:read']] } },
	signed: [{ method: 'GET', path: '^/s3/' }],
	badInputs: [
		{
			field: 'Object Key',
			input: 'empty (Download)',
			parameters: { resource: 'object', operation: 'download', bucketKey: locator('my-app-models'), objectKey: '  ', binaryPropertyName: 'data' },
		},
	],
};
