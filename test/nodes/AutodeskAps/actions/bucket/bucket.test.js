'use strict';

const { useSandbox, call, tokenFor } = require('../../../../support/sandbox');
const { sandboxCredentials } = require('../../../../support/credentials');
const { runNode } = require('../../../../support/engine');

/** bucket / create, getAll, delete through n8n's engine against the sandbox. */

const SCOPES = ['bucket:create', 'bucket:read', 'bucket:delete'];
const locator = (value, mode = 'id') => ({ __rl: true, mode, value });
const sandbox = useSandbox({ resetOverHttp: true });

function runBucket(parameters, { scopes = SCOPES } = {}) {
	return runNode({
		parameters: { resource: 'bucket', ...parameters },
		credentials: sandboxCredentials(sandbox, { scopes, userId: null }),
	});
}

const log = (method, path) => sandbox.ctx.log.find({ method, path });

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
	expect(log('POST', '/oss/v2/buckets')).toHaveLength(2);
});

test('Get Many follows next pages up to the limit, and all of them with Return All', async () => {
	const token = tokenFor(sandbox, { scopes: ['bucket:create'] });
	for (let index = 1; index <= 5; index++) {
		await call(sandbox, 'POST', '/oss/v2/buckets', { token, json: { bucketKey: `bucket-${index}`, policyKey: 'transient' } });
	}
	const limited = await runBucket({ operation: 'getAll', returnAll: false, limit: 3 });
	expect(limited.items.map((item) => item.json.bucketKey)).toEqual(['bucket-1', 'bucket-2', 'bucket-3']);
	expect(Object.keys(limited.items[0].json).sort()).toEqual(['bucketKey', 'createdDate', 'policyKey']);
	sandbox.ctx.log.clear();
	const all = await runBucket({ operation: 'getAll', returnAll: true });
	expect(all.items).toHaveLength(5);
	expect(log('GET', '/oss/v2/buckets')).toHaveLength(1);
	sandbox.ctx.log.clear();
	const paged = await runBucket({ operation: 'getAll', returnAll: false, limit: 2, filters: { region: 'US' } });
	expect(paged.items).toHaveLength(2);
	expect(log('GET', '/oss/v2/buckets').map((entry) => entry.query)).toEqual([{ limit: '2', region: 'US' }]);
});

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
