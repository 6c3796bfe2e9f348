'use strict';

/** webhook / get, getAll, update, delete through n8n-core's execution against the sandbox. */

const { useSandbox, call } = require('../../../../support/sandbox');
const { FOLDER, CALLBACK, runWebhook, seedHook, sandboxHooks, webhookRequests } = require('../../../../support/webhooks');

const sandbox = useSandbox({ resetOverHttp: true });

const hookPath = ({ system, event, hookId }) => `/webhooks/v1/systems/${system}/events/${event}/hooks/${hookId}`;
const address = (hook) => ({ system: hook.system, event: hook.event, hookId: hook.hookId });

describe('get', () => {
	test('reads one hook by system, event and id', async () => {
		const hook = await seedHook(sandbox, { body: { hookAttribute: { projectId: 'p1' } } });
		sandbox.ctx.log.clear();
		const { items, error } = await runWebhook(sandbox, { operation: 'get', ...address(hook), options: { region: 'US' } });
		expect(error).toBeUndefined();
		const [request] = webhookRequests(sandbox);
		expect(request).toMatchObject({ method: 'GET', path: hookPath(hook) });
		expect(request.headers['x-ads-region']).toBe('US');
		expect(items).toEqual([
			{
				json: expect.objectContaining({
					hookId: hook.hookId,
					system: 'data',
					event: 'dm.version.added',
					callbackUrl: CALLBACK,
					scope: { folder: FOLDER },
					hookAttribute: { projectId: 'p1' },
					status: 'active',
				}),
				pairedItem: { item: 0 },
			},
		]);
	});

	test('a hook id the service does not know is a 404 with the service\'s message', async () => {
		const { error } = await runWebhook(sandbox, { operation: 'get', system: 'data', event: 'dm.version.added', hookId: 'nope' });
		expect(error.httpCode).toBe('404');
		expect(error.message).toMatch(/Get a webhook failed: No hook nope/);
	});

	test('a typed-in system goes into the path, URL-encoded', async () => {
		const hook = await seedHook(sandbox, { system: 'adsk.c4r', event: 'model.sync' });
		sandbox.ctx.log.clear();
		const { items } = await runWebhook(sandbox, {
			operation: 'get',
			system: '__custom',
			customSystem: 'adsk.c4r',
			event: 'model.sync',
			hookId: hook.hookId,
		});
		expect(webhookRequests(sandbox)[0].path).toBe(hookPath(hook));
		expect(items[0].json.hookId).toBe(hook.hookId);
	});
});

describe('getAll', () => {
	beforeEach(() => call(sandbox, 'POST', '/__sandbox/webhooks/settings', { json: { pageSize: 2 } }));

	async function seedMany() {
		const hooks = [];
		for (const event of ['dm.version.added', 'dm.version.deleted', 'dm.folder.added', 'dm.folder.deleted', 'dm.lineage.reserved']) {
			hooks.push(await seedHook(sandbox, { event }));
		}
		await seedHook(sandbox, { system: 'derivative', event: 'extraction.finished', body: { scope: { workflow: 'wf-1' } } });
		sandbox.ctx.log.clear();
		return hooks;
	}

	test('Return All follows links.next (pageState) through every page', async () => {
		await seedMany();
		const { items, error } = await runWebhook(sandbox, { operation: 'getAll', returnAll: true });
		expect(error).toBeUndefined();
		expect(items).toHaveLength(6);
		const requests = webhookRequests(sandbox);
		expect(requests.map((request) => request.path)).toEqual(Array(3).fill('/webhooks/v1/hooks'));
		expect(requests[0].query).toEqual({});
		expect(requests[1].query.pageState).toEqual(expect.any(String));
		expect(requests[2].query.pageState).not.toBe(requests[1].query.pageState);
		expect(new Set(items.map((item) => item.json.hookId)).size).toBe(6);
	});

	test('Limit fetches no page more than needed', async () => {
		await seedMany();
		const { items } = await runWebhook(sandbox, { operation: 'getAll', returnAll: false, limit: 3 });
		expect(items).toHaveLength(3);
		expect(webhookRequests(sandbox)).toHaveLength(2);
	});

	test('filters: system, then system and event with scope name, status and region', async () => {
		await seedMany();
		const bySystem = await runWebhook(sandbox, { operation: 'getAll', returnAll: true, filters: { system: 'derivative' } });
		expect(bySystem.items.map((item) => item.json.event)).toEqual(['extraction.finished']);
		expect(webhookRequests(sandbox)[0].path).toBe('/webhooks/v1/systems/derivative/hooks');

		sandbox.ctx.log.clear();
		const byEvent = await runWebhook(sandbox, {
			operation: 'getAll',
			returnAll: true,
			filters: { system: 'data', event: 'dm.folder.added', scopeName: 'folder', status: 'active', region: 'US' },
		});
		expect(byEvent.items.map((item) => item.json.event)).toEqual(['dm.folder.added']);
		const [request] = webhookRequests(sandbox);
		expect(request.path).toBe('/webhooks/v1/systems/data/events/dm.folder.added/hooks');
		expect(request.query).toEqual({ status: 'active', scopeName: 'folder' });
		expect(request.headers['x-ads-region']).toBe('US');
	});

	test('pages past the first: links.next is relative to /webhooks/v1, and status, scope name and region hold on every page', async () => {
		await call(sandbox, 'POST', '/__sandbox/webhooks/settings', { json: { pageSize: 1 } });
		const wanted = [];
		for (let index = 0; index < 3; index += 1) {
			wanted.push(await seedHook(sandbox, { region: 'EMEA', body: { callbackUrl: `${CALLBACK}/${index}` } }));
		}
		await seedHook(sandbox, { region: 'US', body: { callbackUrl: `${CALLBACK}/us` } });
		const paused = await seedHook(sandbox, { region: 'EMEA', body: { callbackUrl: `${CALLBACK}/paused` } });
		await call(sandbox, 'POST', '/__sandbox/webhooks/settings', { json: { pageSize: 1 } });
		await runWebhook(sandbox, { operation: 'update', ...address(paused), options: { region: 'EMEA' }, updateFields: { status: 'inactive' } });
		sandbox.ctx.log.clear();
		const { items, error } = await runWebhook(sandbox, {
			operation: 'getAll',
			returnAll: true,
			filters: { system: 'data', event: 'dm.version.added', scopeName: 'folder', status: 'active', region: 'EMEA' },
		});
		expect(error).toBeUndefined();
		expect(items.map((item) => item.json.hookId).sort()).toEqual(wanted.map((hook) => hook.hookId).sort());
		const requests = webhookRequests(sandbox);
		expect(requests).toHaveLength(3);
		for (const request of requests) {
			expect(request.path).toBe('/webhooks/v1/systems/data/events/dm.version.added/hooks');
			expect(request.status).toBe(200);
			expect(request.query).toMatchObject({ status: 'active', scopeName: 'folder' });
			expect(request.headers['x-ads-region']).toBe('EMEA');
		}
	});

	test('a Scope filter typed in (Other) goes out as scopeName', async () => {
		const wanted = await seedHook(sandbox, { system: 'autodesk.construction.cost', event: 'budget.created-1.0', body: { scope: { costProject: 'b.p1' } } });
		await seedHook(sandbox, { system: 'autodesk.construction.cost', event: 'budget.created-1.0', body: { scope: { project: 'b.p1' } } });
		sandbox.ctx.log.clear();
		const { items, error } = await runWebhook(sandbox, {
			operation: 'getAll',
			returnAll: true,
			filters: { system: 'autodesk.construction.cost', event: 'budget.created-1.0', scopeName: '__custom', customScopeName: 'costProject' },
		});
		expect(error).toBeUndefined();
		expect(items.map((item) => item.json.hookId)).toEqual([wanted.hookId]);
		expect(webhookRequests(sandbox)[0].query).toEqual({ scopeName: 'costProject' });
	});

	test('a links.next that repeats a page already read stops with an error naming the list', async () => {
		await seedMany();
		await call(sandbox, 'POST', '/__sandbox/faults', { json: { kind: 'repeat-next', method: 'GET', path: '^/webhooks/v1/hooks$', times: 100 } });
		const { error } = await runWebhook(sandbox, { operation: 'getAll', returnAll: true });
		expect(error.name).toBe('NodeOperationError');
		expect(error.message).toMatch(/Get many webhooks stopped: the service's list does not end \(its next page repeats a page already read\)/);
		expect(webhookRequests(sandbox)).toHaveLength(2);
	});

	test('a list that never ends (a new pageState on every page) stops after 10,000 hooks', async () => {
		await call(sandbox, 'POST', '/__sandbox/webhooks/settings', { json: { pageSize: 100 } });
		for (let index = 0; index < 101; index += 1) await seedHook(sandbox, { body: { callbackUrl: `${CALLBACK}/${index}` } });
		sandbox.ctx.log.clear();
		await call(sandbox, 'POST', '/__sandbox/faults', { json: { kind: 'endless-next', method: 'GET', path: '^/webhooks/v1/hooks$', times: 1000 } });
		const { error } = await runWebhook(sandbox, { operation: 'getAll', returnAll: true });
		expect(error.message).toMatch(/Get many webhooks stopped: the service's list does not end \(more than 10000 resources\)/);
		const requests = webhookRequests(sandbox);
		expect(requests).toHaveLength(101);
		expect(new Set(requests.map((request) => request.query.pageState)).size).toBe(101);
	});

	test('no hooks (the service answers 204) gives no items', async () => {
		const { items, error } = await runWebhook(sandbox, { operation: 'getAll', returnAll: true, filters: { status: 'inactive' } });
		expect(error).toBeUndefined();
		expect(items).toEqual([]);
		expect(webhookRequests(sandbox)[0].status).toBe(204);
	});

	test('an Event filter without System is refused before anything is sent', async () => {
		const { error } = await runWebhook(sandbox, { operation: 'getAll', returnAll: true, filters: { event: 'dm.version.added' } });
		expect(error.message).toMatch(/The Event filter needs the System filter/);
		expect(webhookRequests(sandbox)).toHaveLength(0);
	});
});

describe('update', () => {
	const SECRET = 'k'.repeat(40);

	test('PATCHes only the fields given; the secret token is never in the output', async () => {
		const hook = await seedHook(sandbox);
		sandbox.ctx.log.clear();
		const { items, error } = await runWebhook(sandbox, {
			operation: 'update',
			...address(hook),
			updateFields: {
				status: 'inactive',
				filter: "$[?(@.ext=='dwg')]",
				hookAttribute: '{"team":"A"}',
				hookExpiry: '2032-01-02T03:04:05.000Z',
				autoReactivateHook: true,
				token: SECRET,
			},
		});
		expect(error).toBeUndefined();
		const [request] = webhookRequests(sandbox);
		expect(request).toMatchObject({ method: 'PATCH', path: hookPath(hook), status: 200 });
		expect(request.headers['content-type']).toBe('application/json');
		expect(JSON.parse(request.body)).toEqual({
			status: 'inactive',
			filter: "$[?(@.ext=='dwg')]",
			hookAttribute: { team: 'A' },
			hookExpiry: '2032-01-02T03:04:05.000Z',
			autoReactivateHook: true,
			token: SECRET,
		});
		expect(items[0].json).toMatchObject({
			hookId: hook.hookId,
			status: 'inactive',
			filter: "$[?(@.ext=='dwg')]",
			hookAttribute: { team: 'A' },
			tokenSet: true,
		});
		expect(JSON.stringify(items)).not.toContain(SECRET);
		const [stored] = await sandboxHooks(sandbox);
		expect(stored).toMatchObject({ status: 'inactive', hasToken: true });
	});

	test('an emptied filter removes it (null)', async () => {
		const hook = await seedHook(sandbox, { body: { filter: "$[?(@.ext=='txt')]" } });
		sandbox.ctx.log.clear();
		const { items } = await runWebhook(sandbox, { operation: 'update', ...address(hook), updateFields: { filter: '' } });
		expect(JSON.parse(webhookRequests(sandbox)[0].body)).toEqual({ filter: null });
		expect(items[0].json.filter).toBeUndefined();
	});

	test.each([
		['a secret token of 31 characters', { token: 'x'.repeat(31) }, /Secret Token must be 32 to 64 characters long; it has 31/],
		['a secret token of 65 characters', { token: 'x'.repeat(65) }, /Secret Token must be 32 to 64 characters long; it has 65/],
		['no field to change', {}, /Update Fields is empty/],
		['hookAttribute that is not an object', { hookAttribute: '"text"' }, /Hook Attribute must be a JSON object/],
	])('refuses %s before anything is sent, without echoing the token', async (_name, updateFields, message) => {
		const { error } = await runWebhook(sandbox, {
			operation: 'update',
			system: 'data',
			event: 'dm.version.added',
			hookId: 'h1',
			updateFields,
		});
		expect(error.message).toMatch(message);
		if (updateFields.token) expect(`${error.message} ${error.description}`).not.toContain(updateFields.token);
		expect(webhookRequests(sandbox)).toHaveLength(0);
	});
});

describe('delete', () => {
	test('DELETEs the hook; it is gone; deleting it again is a 404', async () => {
		const hook = await seedHook(sandbox);
		sandbox.ctx.log.clear();
		const { items, error } = await runWebhook(sandbox, { operation: 'delete', ...address(hook) });
		expect(error).toBeUndefined();
		expect(webhookRequests(sandbox)).toEqual([expect.objectContaining({ method: 'DELETE', path: hookPath(hook), status: 204 })]);
		expect(items).toEqual([{ json: { ...address(hook), deleted: true }, pairedItem: { item: 0 } }]);
		expect(await sandboxHooks(sandbox)).toEqual([]);

		const again = await runWebhook(sandbox, { operation: 'delete', ...address(hook) });
		expect(again.error.httpCode).toBe('404');
		expect(again.error.message).toMatch(/Delete a webhook failed/);
	});
});
