'use strict';

/** bucket / delete through n8n's engine against the sandbox. */

const { call, locator, tokenFor, useBucketSandbox } = require('../../../../support/oss');

const { sandbox, runBucket, log } = useBucketSandbox();

test('Delete deletes the bucket; a bucket already marked for deletion counts as deleted; an unknown one is 404', async () => {
	const token = tokenFor(sandbox, { scopes: ['bucket:create', 'bucket:delete'] });
	await call(sandbox, 'POST', '/oss/v2/buckets', { token, json: { bucketKey: 'old-bucket', policyKey: 'transient' } });
	const { items } = await runBucket({ operation: 'delete', bucketKey: locator('old-bucket') });
	expect(items[0].json).toEqual({ bucketKey: 'old-bucket', deleted: true });
	const again = await runBucket({ operation: 'delete', bucketKey: locator('old-bucket', 'list') });
	expect(again.items[0].json).toEqual({ bucketKey: 'old-bucket', deleted: true });
	expect(log('DELETE', '/oss/v2/buckets/old-bucket').map((entry) => entry.status)).toEqual([200, 409]);
	const missing = await runBucket({ operation: 'delete', bucketKey: locator('never-was') });
	expect(missing.error.message).toBe('Delete bucket failed: Bucket never-was does not exist.');
});

test('Continue On Fail: an unknown bucket is a 404 error item of its own item; the next bucket is deleted', async () => {
	const token = tokenFor(sandbox, { scopes: ['bucket:create'] });
	await call(sandbox, 'POST', '/oss/v2/buckets', { token, json: { bucketKey: 'old-bucket', policyKey: 'transient' } });
	const { items, error } = await runBucket(
		{ operation: 'delete', bucketKey: locator('={{ $json.bucket }}') },
		{ continueOnFail: true, items: [{ json: { bucket: 'never-was' } }, { json: { bucket: 'old-bucket' } }] },
	);
	expect(error).toBeUndefined();
	expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
	expect(items[0].json).toMatchObject({ httpCode: '404', error: 'Delete bucket failed: Bucket never-was does not exist.' });
	expect(items[1].json).toEqual({ bucketKey: 'old-bucket', deleted: true });
	expect(log('DELETE', /^\/oss\/v2\/buckets\//).map((entry) => [entry.path, entry.status])).toEqual([
		['/oss/v2/buckets/never-was', 404],
		['/oss/v2/buckets/old-bucket', 200],
	]);
});
