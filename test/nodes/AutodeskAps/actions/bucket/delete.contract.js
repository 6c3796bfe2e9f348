'use strict';

const { threeBuckets } = require('../../../../support/contractSeeds');
const { computed, locator } = require('../../../../support/contractValues');

/** Bucket > Delete, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	token: 'app',
	label: 'Delete bucket',
	parameters: { resource: 'bucket', operation: 'delete', bucketKey: locator('={{ $json.key }}') },
	setup: threeBuckets,
	firstRequest: { method: 'DELETE', path: '^/oss/v2/buckets/[^/]+$', example: '/oss/v2/buckets/no-such-bucket', scopes: { row: 'Bucket > Delete', need: [['bucket:delete']] } },
	badInputs: [{ field: 'Bucket', input: 'empty (Delete)', parameters: { resource: 'bucket', operation: 'delete', bucketKey: locator(computed('')) } }],
};
