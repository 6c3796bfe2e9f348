'use strict';

const { inBucket, threeObjects } = require('../../../../support/contractSeeds');
const { computed, locator } = require('../../../../support/contractValues');

const signedUrl = (extra) => ({ resource: 'object', operation: 'getSignedUrl', objectKey: 'a.txt', access: 'read', minutesExpiration: 5, singleUse: false, ...extra });

/** Object > Get Signed URL, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Get a signed URL',
	parameters: signedUrl({ ...inBucket, objectKey: '={{ $json.key }}' }),
	setup: threeObjects,
	firstRequest: { method: 'POST', path: '/signed$', example: '/oss/v2/buckets/no-such-bucket/objects/model.rvt/signed', body: {}, scopes: { row: 'Object > Delete, Get Signed URL', need: [['data:write']] } },
	badInputs: [
		{ field: 'Minutes Valid', input: '61 (Get Signed URL)', parameters: signedUrl({ bucketKey: locator('my-app-models'), minutesExpiration: computed(61) }) },
	],
};
