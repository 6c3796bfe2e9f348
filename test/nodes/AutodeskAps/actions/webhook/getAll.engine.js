'use strict';

/** webhook / getAll through n8n-core's execution against the sandbox. */

const { useSandbox, call } = require('../../../../support/sandbox');
const { CALLBACK, address, runWebhook, seedHook, webhookRequests } = require('../../../../support/webhooks');

const sandbox = useSandbox({ resetOverHttp: true });

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

	test('each input item lists the hooks of its own filters; every output item is paired to it', async () => {
		await seedMany();
		const { items, error } = await runWebhook(
			sandbox,
			{ operation: 'getAll', returnAll: true, filters: { system: '={{ $json.system }}' } },
			{ items: [{ json: { system: 'derivative' } }, { json: { system: 'data' } }] },
		);
		expect(error).toBeUndefined();
		expect(items.map((item) => [item.pairedItem.item, item.json.system])).toEqual([
			[0, 'derivative'],
			...Array(5).fill([1, 'data']),
		]);
		expect(webhookRequests(sandbox).map((request) => request.path)).toEqual([
			'/webhooks/v1/systems/derivative/hooks',
			'/webhooks/v1/systems/data/hooks',
			'/webhooks/v1/systems/data/hooks',
			'/webhooks/v1/systems/data/hooks',
		]);
	});

	test('an Event filter without System is refused before anything is sent', async () => {
		const { error } = await runWebhook(sandbox, { operation: 'getAll', returnAll: true, filters: { event: 'dm.version.added' } });
		expect(error.message).toMatch(/The Event filter needs the System filter/);
		expect(webhookRequests(sandbox)).toHaveLength(0);
	});
});
