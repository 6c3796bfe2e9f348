'use strict';

/** Webhooks: creating, reading, updating, deleting and listing hooks; secret tokens. */

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
/** For test tables, built before the receiver listens. */
const plainHook = (extra = {}) => ({ callbackUrl: 'http://127.0.0.1:1/cb', scope: { folder: FOLDER }, ...extra });

async function createHook(system, event, body, options) {
	const response = await create(system, event, body, options);
	expect(response.status).toBe(201);
	return hookPathOf(response.headers.get('location'));
}

describe('creating hooks', () => {
	it('answers 201 with an empty body and a Location that shows the hook', async () => {
		const response = await create('data', 'dm.version.added', folderHook({ hookAttribute: { projectId: 'p1' } }));
		expect(response.status).toBe(201);
		expect(response.text).toBe('');
		expect(response.headers.get('content-length')).toBe('0');
		const location = response.headers.get('location');
		expect(location).toMatch(new RegExp(`^${sandbox.url}/webhooks/v1/systems/data/events/dm\\.version\\.added/hooks/[0-9a-f-]{36}$`));
		const hookId = location.split('/').pop();

		const shown = await call(sandbox, 'GET', hookPathOf(location), { token: app });
		expect(shown.status).toBe(200);
		expect(shown.body).toMatchObject({
			hookId,
			tenant: FOLDER,
			callbackUrl: `${receiver.url}/cb`,
			createdBy: 'sandbox-client',
			event: 'dm.version.added',
			system: 'data',
			creatorType: 'Application',
			status: 'active',
			autoReactivateHook: false,
			scope: { folder: FOLDER },
			hookAttribute: { projectId: 'p1' },
			urn: `urn:adsk.webhooks:events.hook:${hookId}`,
			__self__: `/systems/data/events/dm.version.added/hooks/${hookId}`,
		});
		expect(shown.body.createdDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+0000$/);
		expect(shown.body.lastUpdatedDate).toBe(shown.body.createdDate);
	});

	it('answers 409 for the same event, callback and scope, naming the hook', async () => {
		const first = await createHook('data', 'dm.version.added', folderHook());
		const again = await create('data', 'dm.version.added-1.0', folderHook());
		expect(again.status).toBe(409);
		expect(again.body.hookId).toBe(first.split('/').pop());
		expect(again.body.detail.join(' ')).toContain(first.split('/').pop());
		expect((await create('data', 'dm.version.added', folderHook({ scope: { folder: 'urn:other' } }))).status).toBe(201);
	});

	it.each([
		['no callbackUrl', { scope: { folder: FOLDER } }, /callbackUrl/],
		['a callbackUrl that is not http', { callbackUrl: 'ftp://example.com/x', scope: { folder: FOLDER } }, /callbackUrl/],
		['no scope', { callbackUrl: 'http://example.com/x' }, /scope/],
		['two scope names', plainHook({ scope: { folder: FOLDER, project: 'p' } }), /exactly one/],
		['a scope name that is not a name', plainHook({ scope: { 'my scope': 'x' } }), /my scope/],
		['a scope value that is not a string', plainHook({ scope: { folder: 5 } }), /scope\.folder/],
		['a hookAttribute array', plainHook({ hookAttribute: [1] }), /hookAttribute/],
		['a filter that is not JSONPath', plainHook({ filter: 'ext == txt' }), /filter/],
		['a hookExpiry that is not ISO 8601', plainHook({ hookExpiry: 'tomorrow' }), /hookExpiry/],
		['autoReactivateHook not boolean', plainHook({ autoReactivateHook: 'yes' }), /autoReactivateHook/],
	])('refuses %s with 400', async (_name, body, reason) => {
		const response = await create('data', 'dm.version.added', body);
		expect(response.status).toBe(400);
		expect(response.body.detail.join(' ')).toMatch(reason);
	});

	it('refuses unknown systems and events, and a body that is not JSON', async () => {
		expect((await create('nosuch', 'dm.version.added', folderHook())).status).toBe(400);
		expect((await create('data', 'dm.nothing.happened', folderHook())).status).toBe(400);
		expect((await create('data', 'zz*', folderHook())).status).toBe(400);
		const text = await call(sandbox, 'POST', hooksPath('data', 'dm.version.added'), { token: app, body: 'x', headers: { 'content-type': 'text/plain' } });
		expect(text.status).toBe(400);
		expect((await create('data', 'dm.version.added', folderHook(), { token: null })).status).toBe(401);
	});

	it('needs a three-legged token for the bidding system', async () => {
		const body = { callbackUrl: `${receiver.url}/bc`, scope: { companyId: 'company-1' } };
		const twoLegged = await create('autodesk.construction.bc', 'opportunity.comment.created', body);
		expect(twoLegged.status).toBe(403);
		expect(twoLegged.body.detail.join(' ')).toMatch(/three-legged/);
		const path = await createHook('autodesk.construction.bc', 'opportunity.comment.created-1.0', body, { token: user });
		const hook = (await call(sandbox, 'GET', path, { token: user })).body;
		expect(hook).toMatchObject({ creatorType: 'O2User', createdBy: 'user-1', event: 'opportunity.comment.created-1.0' });
		expect((await call(sandbox, 'GET', path.replace('-1.0', ''), { token: user })).status).toBe(200);
	});

	it('creates one hook per event for a whole system', async () => {
		const response = await call(sandbox, 'POST', '/webhooks/v1/systems/derivative/hooks', { token: app, json: { callbackUrl: `${receiver.url}/md`, scope: { workflow: 'wf' } } });
		expect(response.status).toBe(201);
		expect(response.body.hooks.map((hook) => hook.event).sort()).toEqual(['extraction.finished', 'extraction.updated']);
		const again = await call(sandbox, 'POST', '/webhooks/v1/systems/derivative/hooks', { token: app, json: { callbackUrl: `${receiver.url}/md`, scope: { workflow: 'wf' } } });
		expect(again.status).toBe(409);
	});
});

describe('one hook: get, patch, delete', () => {
	it('patches the fields the service allows and never shows the token', async () => {
		const path = await createHook('data', 'dm.version.added', folderHook());
		sandbox.ctx.clock.advance(1000);
		const changes = { status: 'inactive', filter: "$[?(@.ext=='txt')]", hookAttribute: { a: 1 }, token: SECRET, autoReactivateHook: true, hookExpiry: '2099-01-01T00:00:00.000Z' };
		const patched = await call(sandbox, 'PATCH', path, { token: app, json: changes });
		expect(patched.status).toBe(200);
		const { token: _secret, ...shown } = changes;
		expect(patched.body).toMatchObject(shown);
		expect(patched.text).not.toContain(SECRET);
		expect(patched.body.lastUpdatedDate).not.toBe(patched.body.createdDate);
		const admin = await call(sandbox, 'GET', '/__sandbox/webhooks/hooks');
		expect(admin.body[0].hasToken).toBe(true);
		expect(admin.text).not.toContain(SECRET);
	});

	it.each([
		['an unknown key', { callbackUrl: 'http://example.com' }, /callbackUrl/],
		['callbackWithEventPayloadOnly (not in the OpenAPI file\'s ModifyHookPayload)', { callbackWithEventPayloadOnly: true }, /callbackWithEventPayloadOnly/],
		['a token of 31 characters', { token: 't'.repeat(31) }, /32 to 64/],
		['a token of 65 characters', { token: 't'.repeat(65) }, /32 to 64/],
		['an unknown status', { status: 'paused' }, /status/],
		['nothing', {}, /Nothing/],
	])('refuses %s', async (_name, body, reason) => {
		const path = await createHook('data', 'dm.version.added', folderHook());
		const response = await call(sandbox, 'PATCH', path, { token: app, json: body });
		expect(response.status).toBe(400);
		expect(response.body.detail.join(' ')).toMatch(reason);
	});

	it('deletes with 204 and then answers 404', async () => {
		const path = await createHook('data', 'dm.version.added', folderHook());
		expect((await call(sandbox, 'GET', path.replace('dm.version.added', 'dm.version.deleted'), { token: app })).status).toBe(404);
		expect((await call(sandbox, 'GET', path, { token: tokenFor(sandbox, { clientId: 'other-app' }) })).status).toBe(404);
		const deleted = await call(sandbox, 'DELETE', path, { token: app });
		expect(deleted.status).toBe(204);
		expect(deleted.text).toBe('');
		expect((await call(sandbox, 'GET', path, { token: app })).status).toBe(404);
		expect((await call(sandbox, 'PATCH', path, { token: app, json: { status: 'active' } })).status).toBe(404);
		expect((await call(sandbox, 'DELETE', path, { token: app })).status).toBe(404);
	});
});

describe('lists', () => {
	it('answers 204 with no body when there is nothing', async () => {
		for (const path of ['/webhooks/v1/hooks', '/webhooks/v1/systems/data/hooks', hooksPath('data', 'dm.version.added'), '/webhooks/v1/app/hooks']) {
			const response = await call(sandbox, 'GET', path, { token: app });
			expect(response.status).toBe(204);
			expect(response.text).toBe('');
		}
	});

	it('pages by pageState with links.next as a path relative to /webhooks/v1 (the OpenAPI example)', async () => {
		await call(sandbox, 'POST', '/__sandbox/webhooks/settings', { json: { pageSize: 2 } });
		for (let index = 0; index < 5; index += 1) await createHook('data', 'dm.version.added', folderHook({ callbackUrl: `${receiver.url}/cb${index}` }));
		const seen = [];
		let next = '/hooks?status=active';
		const sizes = [];
		while (next) {
			expect(next.startsWith('/hooks?')).toBe(true);
			const response = await call(sandbox, 'GET', `/webhooks/v1${next}`, { token: app });
			expect(response.status).toBe(200);
			sizes.push(response.body.data.length);
			seen.push(...response.body.data.map((hook) => hook.callbackUrl));
			next = response.body.links.next;
			if (next) expect(new URLSearchParams(next.split('?')[1]).get('status')).toBe('active');
		}
		expect(sizes).toEqual([2, 2, 1]);
		expect(new Set(seen).size).toBe(5);
		expect((await call(sandbox, 'GET', '/webhooks/v1/hooks?pageState=not-a-page', { token: app })).status).toBe(400);
	});

	it('needs data:read to read hooks, and data:read with data:write to change them (webhooks.yaml security)', async () => {
		const readOnly = tokenFor(sandbox, { scopes: ['data:read'] });
		const writeOnly = tokenFor(sandbox, { scopes: ['data:write'] });
		expect((await create('data', 'dm.version.added', folderHook(), { token: readOnly })).status).toBe(401);
		expect((await create('data', 'dm.version.added', folderHook(), { token: writeOnly })).status).toBe(401);
		const path = await createHook('data', 'dm.version.added', folderHook());
		expect((await call(sandbox, 'GET', path, { token: readOnly })).status).toBe(200);
		expect((await call(sandbox, 'GET', '/webhooks/v1/hooks', { token: writeOnly })).status).toBe(401);
		expect((await call(sandbox, 'PATCH', path, { token: readOnly, json: { status: 'inactive' } })).status).toBe(401);
		expect((await call(sandbox, 'DELETE', path, { token: readOnly })).status).toBe(401);
		expect((await call(sandbox, 'POST', '/webhooks/v1/tokens', { token: readOnly, json: { token: SECRET } })).status).toBe(401);
		expect((await call(sandbox, 'DELETE', path, { token: app })).status).toBe(204);
	});

	it('an event list pages relative to /webhooks/v1 too, and a pageState holds its filters and region', async () => {
		await call(sandbox, 'POST', '/__sandbox/webhooks/settings', { json: { pageSize: 1 } });
		const path = hooksPath('data', 'dm.version.added');
		for (const region of ['EMEA', 'EMEA', 'US']) {
			const response = await call(sandbox, 'POST', path, { token: app, headers: { 'x-ads-region': region }, json: folderHook({ callbackUrl: `${receiver.url}/${region}${Math.random()}` }) });
			expect(response.status).toBe(201);
		}
		const first = await call(sandbox, 'GET', `${path}?scopeName=folder&status=active`, { token: app, headers: { 'x-ads-region': 'EMEA' } });
		const { next } = first.body.links;
		expect(next.startsWith('/systems/data/events/dm.version.added/hooks?')).toBe(true);
		const second = await call(sandbox, 'GET', `/webhooks/v1${next}`, { token: app, headers: { 'x-ads-region': 'EMEA' } });
		expect(second.status).toBe(200);
		expect(second.body.data[0].hookId).not.toBe(first.body.data[0].hookId);
		expect(second.body.links.next).toBeUndefined();
		const otherRegion = await call(sandbox, 'GET', `/webhooks/v1${next}`, { token: app });
		expect(otherRegion.status).toBe(400);
		expect(otherRegion.text).toMatch(/another region/);
		const withoutFilter = await call(sandbox, 'GET', `/webhooks/v1${next.replace('status=active&', '')}`, { token: app, headers: { 'x-ads-region': 'EMEA' } });
		expect(withoutFilter.status).toBe(400);
		expect(withoutFilter.text).toMatch(/another status/);
	});

	it('filters by status, system, event, region and owner', async () => {
		const added = await createHook('data', 'dm.version.added', folderHook());
		await createHook('data', 'dm.folder.added', folderHook());
		await createHook('derivative', 'extraction.finished', { callbackUrl: `${receiver.url}/md`, scope: { workflow: 'wf' } });
		await createHook('data', 'dm.version.added', folderHook(), { headers: { 'x-ads-region': 'EMEA' } });
		await call(sandbox, 'PATCH', added, { token: app, json: { status: 'inactive' } });

		const count = async (path, token = app) => {
			const response = await call(sandbox, 'GET', path, { token });
			return response.status === 204 ? 0 : response.body.data.length;
		};
		expect(await count('/webhooks/v1/hooks')).toBe(3);
		expect(await count('/webhooks/v1/hooks?status=inactive')).toBe(1);
		expect(await count('/webhooks/v1/hooks?region=EMEA')).toBe(1);
		expect(await count('/webhooks/v1/systems/data/hooks')).toBe(2);
		expect(await count(hooksPath('data', 'dm.version.added-1.0'))).toBe(1);
		expect(await count('/webhooks/v1/hooks', tokenFor(sandbox, { clientId: 'other-app' }))).toBe(0);
		expect(await count('/webhooks/v1/hooks', user)).toBe(0);
		expect((await call(sandbox, 'GET', '/webhooks/v1/hooks?status=paused', { token: app })).status).toBe(400);
	});

	it('lists app hooks for two-legged tokens only', async () => {
		await createHook('data', 'dm.version.added', folderHook());
		expect((await call(sandbox, 'GET', '/webhooks/v1/app/hooks', { token: app })).body.data).toHaveLength(1);
		const forUser = await call(sandbox, 'GET', '/webhooks/v1/app/hooks', { token: user });
		expect(forUser.status).toBe(403);
	});
});

describe('secret tokens', () => {
	it('sets, refuses a second POST, replaces and deletes the app-wide secret', async () => {
		expect((await call(sandbox, 'POST', '/webhooks/v1/tokens', { token: app, json: { token: 'short' } })).status).toBe(400);
		const created = await call(sandbox, 'POST', '/webhooks/v1/tokens', { token: app, json: { token: SECRET } });
		expect(created.status).toBe(200);
		expect(created.body.status).toBe(200);
		expect((await call(sandbox, 'POST', '/webhooks/v1/tokens', { token: app, json: { token: SECRET } })).status).toBe(400);
		expect((await call(sandbox, 'PUT', '/webhooks/v1/tokens/@me', { token: app, json: { token: 'x'.repeat(64) } })).status).toBe(204);
		expect((await call(sandbox, 'PUT', '/webhooks/v1/tokens/@me', { token: app, json: { token: 'x'.repeat(65) } })).status).toBe(400);
		expect((await call(sandbox, 'DELETE', '/webhooks/v1/tokens/@me', { token: app })).status).toBe(204);
	});
});
