'use strict';

const { inBucket, threeObjects } = require('../../../../support/contractSeeds');

/** Object > Delete, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Delete object',
	parameters: { resource: 'object', operation: 'delete', ...inBucket, objectKey: '={{ $json.key }}' },
	setup: threeObjects,
	firstRequest: { method: 'DELETE', path: '^/oss/v2/buckets/[^/]+/objects/[^/]+$', example: '/oss/v2/buckets/no-such-bucket/objects/model.rvt', scopes: { row: 'Object > Delete, Get Signed URL', need: [['data:write']] } },
};
