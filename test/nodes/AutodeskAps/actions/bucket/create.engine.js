'use strict';

/** bucket / create through n8n's engine against the sandbox. */

const { useBucketSandbox } = require('../../../../support/oss');

const { runBucket, log } = useBucketSandbox();

test('Create sends the key and policy (and the region header) and outputs the bucket', async () => {
	const { items, error } = await runBucket({ operation: 'create', newBucketKey: ' my-app.models_1 ', policyKey: 'persistent', options: { region: 'EMEA' } });
	expect(error).toBeUndefined();
	expect(items).toEqual([
		{
			json: { bucketKey: 'my-app.models_1', bucketOwner: 'sandbox-client', createdDate: expect.any(Number), policyKey: 'persistent', permissions: [{ authId: 'sandbox-client', access: 'full' }] },
			pairedItem: { item: 0 },
		},
	]);
	const [request] = log('POST', '/oss/v2/buckets');
	expect(JSON.parse(request.body)).toEqual({ bucketKey: 'my-app.models_1', policyKey: 'persistent' });
	expect(request.headers['x-ads-region']).toBe('EMEA');
	expect(request.headers['content-type']).toBe('application/json');
});

test('Create of a key that is taken fails with the service\'s reason, once', async () => {
	await runBucket({ operation: 'create', newBucketKey: 'taken-key', policyKey: 'transient' });
	const { error } = await runBucket({ operation: 'create', newBucketKey: 'taken-key', policyKey: 'transient' });
	expect(error.message).toBe('Create bucket failed: Bucket already exists');
	expect(error.httpCode).toBe('409');
	expect(error.description).toMatch(/Bucket keys are unique across all of APS.*use it as it is \(Bucket > Get Many lists them\); otherwise choose another Bucket Key/);
	expect(error.description).toMatch(/^The bucket exists already\. /);
	expect(error.description).not.toMatch(/translation|wait|try again/i);
	expect(log('POST', '/oss/v2/buckets')).toHaveLength(2);
});
