'use strict';

/** Webhook delivery: body, signature, delivery ids, duplicates, matching, filters, deactivation. */

const crypto = require('node:crypto');
const { useSandbox, tokenFor, call } = require('../../../support/sandbox');
const { startReceiver } = require('../../../support/callbackReceiver');

const FOLDER = 'urn:adsk.wipprod:fs.folder:co.folderA';
const SECRET = 's'.repeat(40);

let receiver;
let app; // two-legged token
let user; // three-legged token

// Registered before the sandbox's hooks, so that the receiver closes first.
beforeAll(async () => {
	receiver = await startReceiver();
});
afterAll(() => receiver.close());
const sandbox = useSandbox({
	each: () => {
		receiver.clear();
		app = tokenFor(sandbox, { scopes: ['data:read', 'data:write'] });
		user = tokenFor(sandbox, { scopes: ['data:read', 'data:write'], userId: 'user-1' });
	},
});

const hooksPath = (system, event) => `/webhooks/v1/systems/${system}/events/${encodeURIComponent(event)}/hooks`;
const hookPathOf = (location) => new URL(location).pathname;
const create = (system, event, body, { token = app, headers } = {}) => call(sandbox, 'POST', hooksPath(system, event), { token, json: body, headers });
const folderHook = (extra = {}) => ({ callbackUrl: `${receiver.url}/cb`, scope: { folder: FOLDER }, ...extra });
const fire = (event) => call(sandbox, 'POST', '/__sandbox/webhooks/events', { json: { system: 'data', event: 'dm.version.added', scope: { folder: FOLDER }, payload: { ext: 'txt' }, ...event } });
const hmac = (raw, secret) => `sha1hash=${crypto.createHmac('sha1', secret).update(raw).digest('hex')}`;

async function createHook(system, event, body, options) {
	const response = await create(system, event, body, options);
	expect(response.status).toBe(201);
	return hookPathOf(response.headers.get('location'));
}

describe('delivery', () => {
	it('posts the callback body with a delivery id and an HMAC-SHA1 signature of the raw bytes', async () => {
		await call(sandbox, 'POST', '/webhooks/v1/tokens', { token: app, json: { token: SECRET } });
		const path = await createHook('data', 'dm.version.added', folderHook({ hookAttribute: { projectId: 'p1' } }));
		const fired = await fire({ resourceUrn: 'urn:adsk.wipprod:fs.file:vf.abc?version=1' });
		expect(fired.status).toBe(200);
		const [callback] = await receiver.waitFor(1);
		expect(callback.headers['content-type']).toBe('application/json');
		expect(callback.body).toMatchObject({
			version: '1.0',
			resourceUrn: 'urn:adsk.wipprod:fs.file:vf.abc?version=1',
			hook: { hookId: path.split('/').pop(), system: 'data', event: 'dm.version.added', scope: { folder: FOLDER }, hookAttribute: { projectId: 'p1' }, callbackUrl: `${receiver.url}/cb` },
			payload: { ext: 'txt' },
		});
		expect(callback.headers['x-adsk-delivery-id']).toMatch(/^[0-9a-f-]{36}$/);
		expect(callback.headers['x-adsk-signature']).toBe(hmac(callback.raw, SECRET));
		expect(fired.body.deliveries[0]).toMatchObject({ hookId: path.split('/').pop(), deliveryId: callback.headers['x-adsk-delivery-id'] });

		const hookSecret = 'h'.repeat(32);
		await call(sandbox, 'PATCH', path, { token: app, json: { token: hookSecret } });
		await fire();
		const [, second] = await receiver.waitFor(2);
		expect(second.headers['x-adsk-signature']).toBe(hmac(second.raw, hookSecret));
		expect(second.headers['x-adsk-delivery-id']).not.toBe(callback.headers['x-adsk-delivery-id']);

		await fire({ signWith: 'wrong' });
		const [, , forged] = await receiver.waitFor(3);
		expect(forged.headers['x-adsk-signature']).toMatch(/^sha1hash=[0-9a-f]{40}$/);
		expect(forged.headers['x-adsk-signature']).not.toBe(hmac(forged.raw, hookSecret));

		const log = (await call(sandbox, 'GET', '/__sandbox/webhooks/deliveries')).body;
		expect(log.map((entry) => [entry.status, entry.signed])).toEqual([
			[200, true],
			[200, true],
			[200, true],
		]);
	});

	it('sends no signature without a secret, and only the payload when asked', async () => {
		await createHook('data', 'dm.version.added', folderHook({ callbackWithEventPayloadOnly: true }));
		await fire({ payload: { ext: 'dwg', size: 3 } });
		const [callback] = await receiver.waitFor(1);
		expect(callback.headers['x-adsk-signature']).toBeUndefined();
		expect(callback.body).toEqual({ ext: 'dwg', size: 3 });
	});

	it('repeats a duplicate delivery with the same id and the same bytes', async () => {
		await createHook('data', 'dm.version.added', folderHook());
		await fire({ duplicate: 2 });
		const callbacks = await receiver.waitFor(3);
		expect(new Set(callbacks.map((callback) => callback.headers['x-adsk-delivery-id'])).size).toBe(1);
		expect(callbacks[1].raw).toEqual(callbacks[0].raw);
		expect(callbacks[2].raw).toEqual(callbacks[0].raw);
	});

	it('matches wildcard patterns and the version suffix', async () => {
		const patterns = ['dm.version.*', '*', 'dm.*.added', 'dm.folder.added', 'dm.version.added-1.0', 'dm.operation*'];
		for (const pattern of patterns) await createHook('data', pattern, folderHook({ callbackUrl: `${receiver.url}/${pattern}` }));
		const fired = await fire({ event: 'dm.version.added-1.0' });
		expect(fired.body.deliveries).toHaveLength(4);
		const callbacks = await receiver.waitFor(4);
		expect(callbacks.map((callback) => decodeURIComponent(callback.path).slice(1)).sort()).toEqual(['*', 'dm.*.added', 'dm.version.*', 'dm.version.added-1.0']);

		await createHook('autodesk.construction.bc', 'opportunity.comment.*', { callbackUrl: `${receiver.url}/bc`, scope: { companyId: 'c1' } }, { token: user });
		const bc = await call(sandbox, 'POST', '/__sandbox/webhooks/events', {
			json: { system: 'autodesk.construction.bc', event: 'opportunity.comment.deleted-1.0', scope: { companyId: 'c1' }, payload: { id: 'x' } },
		});
		expect(bc.body.deliveries).toHaveLength(1);
	});

	it('delivers only to hooks of the same scope', async () => {
		await createHook('data', 'dm.version.added', folderHook({ callbackUrl: `${receiver.url}/a` }));
		await createHook('data', 'dm.version.added', { callbackUrl: `${receiver.url}/b`, scope: { folder: 'urn:adsk.wipprod:fs.folder:co.folderB' } });
		const fired = await fire();
		expect(fired.body.deliveries).toHaveLength(1);
		expect((await receiver.waitFor(1))[0].path).toBe('/a');
	});

	it('applies the JSONPath filter', async () => {
		await createHook('data', 'dm.version.added', folderHook({ callbackUrl: `${receiver.url}/txt`, filter: "$[?(@.ext=='txt')]" }));
		await createHook('data', 'dm.version.added', folderHook({ callbackUrl: `${receiver.url}/both`, filter: "$[?(@.payload.ext == 'txt' && @.payload.project != 'p2')]" }));
		const first = await fire({ payload: { ext: 'txt', project: 'p1' } });
		expect(first.body.deliveries.map((delivery) => delivery.skipped)).toEqual([undefined, undefined]);
		const second = await fire({ payload: { ext: 'txt', project: 'p2' } });
		expect(second.body.deliveries.map((delivery) => delivery.skipped)).toEqual([undefined, 'filtered']);
		const third = await fire({ payload: { ext: 'dwg' } });
		expect(third.body.deliveries.map((delivery) => delivery.skipped)).toEqual(['filtered', 'filtered']);
		expect((await receiver.waitFor(3)).map((callback) => callback.path).sort()).toEqual(['/both', '/txt', '/txt']);
	});

	it('turns a hook inactive after 5 failed events and delivers nothing to it', async () => {
		const path = await createHook('data', 'dm.version.added', folderHook());
		receiver.status = 500;
		for (let index = 0; index < 4; index += 1) await fire();
		expect((await call(sandbox, 'GET', path, { token: app })).body.status).toBe('active');
		await fire();
		expect((await call(sandbox, 'GET', path, { token: app })).body.status).toBe('inactive');
		const skipped = await fire();
		expect(skipped.body.deliveries).toEqual([{ hookId: path.split('/').pop(), skipped: 'inactive' }]);
		expect(receiver.received).toHaveLength(5);

		receiver.status = 200;
		await call(sandbox, 'PATCH', path, { token: app, json: { status: 'active' } });
		const delivered = await fire();
		expect(delivered.body.deliveries[0].attempts[0].status).toBe(200);
		const log = (await call(sandbox, 'GET', `/__sandbox/webhooks/deliveries?hookId=${path.split('/').pop()}`)).body;
		expect(log.map((entry) => entry.ok)).toEqual([false, false, false, false, false, true]);
	});

	it('counts an unreachable callback as a failure and skips expired hooks', async () => {
		await createHook('data', 'dm.version.added', folderHook({ callbackUrl: 'http://127.0.0.1:9/nothing' }));
		const fired = await fire();
		expect(fired.body.deliveries[0].attempts[0]).toMatchObject({ ok: false, error: expect.any(String) });

		await createHook('data', 'dm.folder.added', folderHook({ hookExpiry: '2000-01-01T00:00:00Z' }));
		const expired = await fire({ event: 'dm.folder.added' });
		expect(expired.body.deliveries).toEqual([expect.objectContaining({ skipped: 'expired' })]);
	});

	it('refuses an admin event of an unknown system or event', async () => {
		expect((await fire({ system: 'nosuch' })).status).toBe(400);
		expect((await fire({ event: 'dm.version.exploded' })).status).toBe(400);
	});
});
