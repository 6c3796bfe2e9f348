'use strict';

const { emptiesAfter, inBucket, threeObjects } = require('../../../../support/contractSeeds');
const { computed, locator } = require('../../../../support/contractValues');

/** Object > Get Many, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	token: 'app',
	label: 'Get many objects',
	parameters: { resource: 'object', operation: 'getAll', ...inBucket, limit: 5 },
	setup: emptiesAfter(threeObjects),
	firstRequest: { method: 'GET', path: '^/oss/v2/buckets/[^/]+/objects$', example: '/oss/v2/buckets/no-such-bucket/objects', scopes: { row: 'Object > Get Many', need: [['data:read']] } },
	badInputs: [
		{
			field: 'Bucket',
			input: 'Models/2024 (Object > Get Many)',
			parameters: { resource: 'object', operation: 'getAll', bucketKey: locator(computed('Models/2024')), limit: 5 },
		},
	],
};
