'use strict';

/** bucket / getAll through n8n's engine against the sandbox. */

const { call, tokenFor, useBucketSandbox } = require('../../../../support/oss');
const { runNode } = require('../../../../support/engine');
const { sandboxCredentials } = require('../../../../support/credentials');

const { sandbox, runBucket, log } = useBucketSandbox();

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

test('each input item gets its own list, its buckets paired to it', async () => {
	const token = tokenFor(sandbox, { scopes: ['bucket:create'] });
	for (const bucketKey of ['first-bucket', 'second-bucket']) {
		await call(sandbox, 'POST', '/oss/v2/buckets', { token, json: { bucketKey, policyKey: 'transient' } });
	}
	sandbox.ctx.log.clear();
	const { items, error } = await runBucket(
		{ operation: 'getAll', returnAll: false, limit: '={{ $json.limit }}' },
		{ items: [{ json: { limit: 1 } }, { json: { limit: 2 } }] },
	);
	expect(error).toBeUndefined();
	expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 1 }]);
	expect(items.map((item) => item.json.bucketKey)).toEqual(['first-bucket', 'first-bucket', 'second-bucket']);
	expect(log('GET', '/oss/v2/buckets').map((entry) => entry.query.limit)).toEqual(['1', '2']);
});

test("a user's three-legged token is refused (APS: app-only); the advice names the app's Client Credentials", async () => {
	const { error } = await runNode({
		parameters: { resource: 'bucket', operation: 'getAll', returnAll: true },
		credentials: sandboxCredentials(sandbox, { scopes: ['bucket:read'] }),
	});
	expect(error.httpCode).toBe('403');
	expect(error.message).toMatch(/^Get many buckets failed: Buckets belong to the application/);
	expect(error.description).toMatch(/^Buckets belong to the app that created them and take its own two-legged token: use an OAuth2 credential with Grant Type Client Credentials/);
	expect(error.description).not.toMatch(/integrations/);
	expect(log('GET', '/oss/v2/buckets').map((entry) => entry.status)).toEqual([403]);
});
