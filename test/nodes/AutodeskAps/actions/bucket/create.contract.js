'use strict';

const { computed, items } = require('../../../../support/contractValues');

const bucketCreate = (extra) => ({ resource: 'bucket', operation: 'create', newBucketKey: 'my-app-models', policyKey: 'transient', ...extra });

/** Bucket > Create, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	token: 'app',
	label: 'Create bucket',
	parameters: bucketCreate({ newBucketKey: '={{ $json.key }}' }),
	setup: () => items({ key: 'fault-new-1' }, { key: 'fault-new-2' }, { key: 'fault-new-3' }),
	firstRequest: { method: 'POST', path: '^/oss/v2/buckets$', example: '/oss/v2/buckets', body: {}, scopes: { row: 'Bucket > Create', need: [['bucket:create']] } },
	badInputs: [
		{ field: 'Bucket Key', input: 'empty (Create)', parameters: bucketCreate({ newBucketKey: computed('') }) },
		{ field: 'Bucket Key', input: 'My Models (Create)', parameters: bucketCreate({ newBucketKey: 'My Models' }) },
		{ field: 'Bucket Key', input: 'ab (Create)', parameters: bucketCreate({ newBucketKey: 'ab' }) },
		{ field: 'Bucket Key', input: '129 characters (Create)', parameters: bucketCreate({ newBucketKey: 'a'.repeat(129) }) },
		{ field: 'Retention Policy', input: 'forever (Create)', parameters: bucketCreate({ policyKey: computed('forever') }) },
	],
};
