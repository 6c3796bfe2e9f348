'use strict';

const { emptiesAfter, ossBucket } = require('../../../../support/contractSeeds');

/** Bucket > Get Many, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	token: 'app',
	label: 'Get many buckets',
	parameters: { resource: 'bucket', operation: 'getAll', limit: 5 },
	setup: emptiesAfter(ossBucket),
	firstRequest: { method: 'GET', path: '^/oss/v2/buckets$', example: '/oss/v2/buckets', scopes: { row: 'Bucket > Get Many', need: [['bucket:read']] } },
};
