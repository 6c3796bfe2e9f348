'use strict';

/** OSS buckets and objects lists: key and policy rules, ownership, paging, deletion. */

const { useSandbox, tokenFor, call } = require('../../../support/sandbox');

let token;
const sandbox = useSandbox({
	each: () => {
		token = tokenFor(sandbox, { scopes: ['bucket:create', 'bucket:read', 'bucket:delete', 'data:read', 'data:write'] });
	},
});

const createBucket = (json, as = token, headers = {}) => call(sandbox, 'POST', '/oss/v2/buckets', { token: as, json, headers });

describe('the app-only rule (the bucket reference pages: authentication context app-only)', () => {
	it("refuses a user's three-legged token on every bucket route with 403, and changes nothing", async () => {
		expect((await createBucket({ bucketKey: 'app-bucket', policyKey: 'transient' })).status).toBe(200);
		const user = tokenFor(sandbox, { userId: 'user-admin', scopes: ['bucket:create', 'bucket:read', 'bucket:delete'] });
		const refused = [
			await createBucket({ bucketKey: 'user-bucket', policyKey: 'transient' }, user),
			await call(sandbox, 'GET', '/oss/v2/buckets', { token: user }),
			await call(sandbox, 'GET', '/oss/v2/buckets/app-bucket/details', { token: user }),
			await call(sandbox, 'DELETE', '/oss/v2/buckets/app-bucket', { token: user }),
		];
		expect(refused.map((response) => response.status)).toEqual([403, 403, 403, 403]);
		expect(refused[0].body.reason).toMatch(/app-only \(two-legged\) token/);
		expect(sandbox.ctx.state.oss.buckets.has('user-bucket')).toBe(false);
		expect(sandbox.ctx.state.oss.buckets.get('app-bucket').deleted).toBeFalsy();
	});

	it("refuses a user's token on an app bucket's object list and object details (app-only), not on its signed S3 download", async () => {
		expect((await createBucket({ bucketKey: 'app-bucket', policyKey: 'transient' })).status).toBe(200);
		const user = tokenFor(sandbox, { userId: 'user-admin', scopes: ['data:read'] });
		const listed = await call(sandbox, 'GET', '/oss/v2/buckets/app-bucket/objects', { token: user });
		const details = await call(sandbox, 'GET', '/oss/v2/buckets/app-bucket/objects/any.rvt/details', { token: user });
		expect([listed.status, details.status]).toEqual([403, 403]);
		expect(listed.body.reason).toMatch(/app-only \(two-legged\) token/);
		expect((await call(sandbox, 'GET', '/oss/v2/buckets/app-bucket/objects', { token })).status).toBe(200);
		const download = await call(sandbox, 'GET', '/oss/v2/buckets/app-bucket/objects/any.rvt/signeds3download', { token: user });
		expect(download.body.reason ?? '').not.toMatch(/app-only/);
	});
});

describe('create bucket', () => {
	it('creates a bucket owned by the app and answers it', async () => {
		const response = await createBucket({ bucketKey: 'my-bucket.1_a', policyKey: 'transient' });
		expect(response.status).toBe(200);
		expect(response.body).toMatchObject({ bucketKey: 'my-bucket.1_a', bucketOwner: 'sandbox-client', policyKey: 'transient', permissions: [{ authId: 'sandbox-client', access: 'full' }] });
		expect(typeof response.body.createdDate).toBe('number');
	});

	it.each([
		['too short', 'ab'],
		['upper case', 'MyBucket'],
		['a space', 'my bucket'],
		['too long', 'a'.repeat(129)],
		['not a string', 42],
	])('refuses a bucketKey %s with 400 and a reason', async (_, bucketKey) => {
		const response = await createBucket({ bucketKey, policyKey: 'transient' });
		expect(response.status).toBe(400);
		expect(response.body.reason).toMatch(/bucketKey/);
	});

	it('refuses a policyKey out of transient, temporary, persistent', async () => {
		const response = await createBucket({ bucketKey: 'good-key', policyKey: 'forever' });
		expect(response.status).toBe(400);
		expect(response.body.reason).toMatch(/policyKey/);
		expect((await createBucket({ bucketKey: 'good-key' })).status).toBe(400);
	});

	it('answers 409 for a key that exists, also when another app owns it', async () => {
		expect((await createBucket({ bucketKey: 'taken', policyKey: 'persistent' })).status).toBe(200);
		const other = tokenFor(sandbox, { clientId: 'other-app', scopes: ['bucket:create'] });
		const response = await createBucket({ bucketKey: 'taken', policyKey: 'temporary' }, other);
		expect(response.status).toBe(409);
		expect(response.body).toEqual({ reason: 'Bucket already exists' });
	});

	it('needs bucket:create', async () => {
		const response = await createBucket({ bucketKey: 'scoped', policyKey: 'transient' }, tokenFor(sandbox, { scopes: ['bucket:read'] }));
		expect(response.status).toBe(401);
	});

	it('refuses an unknown x-ads-region', async () => {
		expect((await createBucket({ bucketKey: 'region-key', policyKey: 'transient' }, token, { 'x-ads-region': 'MARS' })).status).toBe(400);
	});
});

describe('list and delete buckets', () => {
	it('lists only the app\'s own buckets, page by page with next', async () => {
		for (const key of ['b-3', 'b-1', 'b-2']) await createBucket({ bucketKey: key, policyKey: 'transient' });
		await createBucket({ bucketKey: 'other-1', policyKey: 'transient' }, tokenFor(sandbox, { clientId: 'other-app', scopes: ['bucket:create'] }));
		const first = await call(sandbox, 'GET', '/oss/v2/buckets?limit=2', { token });
		expect(first.status).toBe(200);
		expect(first.body.items.map((bucket) => bucket.bucketKey)).toEqual(['b-1', 'b-2']);
		expect(Object.keys(first.body.items[0]).sort()).toEqual(['bucketKey', 'createdDate', 'policyKey']);
		const next = new URL(first.body.next);
		const second = await call(sandbox, 'GET', `${next.pathname}${next.search}`, { token });
		expect(second.body.items.map((bucket) => bucket.bucketKey)).toEqual(['b-3']);
		expect(second.body.next).toBeUndefined();
	});

	it('refuses a limit above 100', async () => {
		expect((await call(sandbox, 'GET', '/oss/v2/buckets?limit=101', { token })).status).toBe(400);
	});

	it('deletes a bucket (200); again is 409; its key stays taken; unknown is 404; another app 403', async () => {
		await createBucket({ bucketKey: 'gone', policyKey: 'transient' });
		const other = tokenFor(sandbox, { clientId: 'other-app', scopes: ['bucket:delete'] });
		expect((await call(sandbox, 'DELETE', '/oss/v2/buckets/gone', { token: other })).status).toBe(403);
		expect((await call(sandbox, 'DELETE', '/oss/v2/buckets/gone', { token })).status).toBe(200);
		expect((await call(sandbox, 'DELETE', '/oss/v2/buckets/gone', { token })).status).toBe(409);
		expect((await createBucket({ bucketKey: 'gone', policyKey: 'transient' })).status).toBe(409);
		expect((await call(sandbox, 'GET', '/oss/v2/buckets', { token })).body.items).toEqual([]);
		expect((await call(sandbox, 'DELETE', '/oss/v2/buckets/never', { token })).status).toBe(404);
	});
});

describe('objects list', () => {
	const seed = (bucketKey, keys) => {
		for (const key of keys) require('../../../../sandbox/routes/oss/state').seedObject(sandbox.ctx.state.oss, bucketKey, key, Buffer.from(key), { baseUrl: sandbox.url });
	};

	it('lists objects with beginsWith and paging; another app gets 403; unknown bucket 404', async () => {
		await createBucket({ bucketKey: 'objs', policyKey: 'persistent' });
		seed('objs', ['a/1.txt', 'a/2.txt', 'b.txt']);
		const first = await call(sandbox, 'GET', '/oss/v2/buckets/objs/objects?beginsWith=a%2F&limit=1', { token });
		expect(first.status).toBe(200);
		expect(first.body.items).toEqual([
			{ bucketKey: 'objs', objectKey: 'a/1.txt', objectId: 'urn:adsk.objects:os.object:objs/a/1.txt', sha1: expect.stringMatching(/^[0-9a-f]{40}$/), size: 7, contentType: 'application/octet-stream', location: expect.stringContaining('/oss/v2/buckets/objs/objects/a%2F1.txt') },
		]);
		const next = new URL(first.body.next);
		const second = await call(sandbox, 'GET', `${next.pathname}${next.search}`, { token });
		expect(second.body.items.map((item) => item.objectKey)).toEqual(['a/2.txt']);
		expect(second.body.next).toBeUndefined();
		const other = tokenFor(sandbox, { clientId: 'other-app', scopes: ['data:read'] });
		expect((await call(sandbox, 'GET', '/oss/v2/buckets/objs/objects', { token: other })).status).toBe(403);
		expect((await call(sandbox, 'GET', '/oss/v2/buckets/nothere/objects', { token })).status).toBe(404);
	});

	it('deletes an object (200), then 404; transient objects are gone after 24 h', async () => {
		await createBucket({ bucketKey: 'short', policyKey: 'transient' });
		seed('short', ['x.bin', 'y.bin']);
		expect((await call(sandbox, 'DELETE', '/oss/v2/buckets/short/objects/x.bin', { token })).status).toBe(200);
		expect((await call(sandbox, 'DELETE', '/oss/v2/buckets/short/objects/x.bin', { token })).status).toBe(404);
		expect((await call(sandbox, 'GET', '/oss/v2/buckets/short/objects/y.bin/details', { token })).status).toBe(200);
		sandbox.ctx.clock.advance(24 * 3600 * 1000 + 1000);
		const fresh = tokenFor(sandbox, { scopes: ['data:read'] });
		expect((await call(sandbox, 'GET', '/oss/v2/buckets/short/objects/y.bin/details', { token: fresh })).status).toBe(404);
	});
});
