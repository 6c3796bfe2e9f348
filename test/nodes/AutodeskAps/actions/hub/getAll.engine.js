'use strict';

const { runNode } = require('../../../../support/engine');
const { sandboxCredentials } = require('../../../../support/credentials');
const { useSandbox, call } = require('../../../../support/sandbox');
const { SEED } = require('../../../../../sandbox/seed/data');

/** hub / getAll through n8n-core's execution against the sandbox: the path every operation follows. */

const sandbox = useSandbox({ resetOverHttp: true });

const hubRequests = () => sandbox.ctx.log.find({ method: 'GET', path: /^\/project\/v1\/hubs$/ });

function getHubs(parameters, { credentials, ...options } = {}) {
	return runNode({
		parameters: { resource: 'hub', operation: 'getAll', ...parameters },
		credentials: sandboxCredentials(sandbox, credentials),
		...options,
	});
}

test('Return All gives one simplified item per hub, paired with the input item', async () => {
	const { items, error } = await getHubs({ returnAll: true });
	expect(error).toBeUndefined();
	expect(items.map((item) => item.json.id).sort()).toEqual(Object.values(SEED.hubs).sort());
	const bim360 = items.find((item) => item.json.id === SEED.hubs.bim360);
	expect(bim360).toEqual({
		json: expect.objectContaining({
			id: SEED.hubs.bim360,
			type: 'hubs',
			name: 'Sandbox BIM 360 Account',
			extensionType: 'hubs:autodesk.bim360:Account',
		}),
		pairedItem: { item: 0 },
	});
	const [request] = hubRequests();
	expect(request.headers.authorization).toMatch(/^Bearer sbx_at_/);
	expect(request.headers['x-user-id']).toBeUndefined();
});

test('Simplify off returns the JSON:API resources as the service sent them', async () => {
	const { items } = await getHubs({ returnAll: true, simplify: false });
	expect(items[0].json).toEqual(
		expect.objectContaining({ type: 'hubs', attributes: expect.objectContaining({ name: expect.any(String) }) }),
	);
});

test('Limit stops at the limit', async () => {
	const { items } = await getHubs({ returnAll: false, limit: 2 });
	expect(items).toHaveLength(2);
	expect(hubRequests()).toHaveLength(1);
});

test('filters go out as filter[name], filter[extension.type] and filter[id]', async () => {
	const { items } = await getHubs({
		returnAll: true,
		filters: { name: 'Sandbox ACC Account', extensionTypes: ['hubs:autodesk.bim360:Account'], ids: `${SEED.hubs.acc}, ${SEED.hubs.bim360}` },
	});
	expect(items.map((item) => item.json.id)).toEqual([SEED.hubs.acc]);
	expect(hubRequests()[0].query).toEqual({
		'filter[id]': [SEED.hubs.acc, SEED.hubs.bim360],
		'filter[name]': 'Sandbox ACC Account',
		'filter[extension.type]': 'hubs:autodesk.bim360:Account',
	});
});

test('Act As User ID sends x-user-id: a two-legged token sees only that user\'s hubs', async () => {
	const credentials = { userId: null, scopes: ['data:read'] };
	const { items } = await getHubs({ returnAll: true, options: { userId: 'user-viewer' } }, { credentials });
	expect(items.map((item) => item.json.id)).toEqual([SEED.hubs.bim360]);
	expect(hubRequests()[0].headers['x-user-id']).toBe('user-viewer');
});

test('one input item per run: each item runs the operation with its own parameters', async () => {
	const { items } = await getHubs(
		{ returnAll: true, filters: { name: '={{ $json.hubName }}' } },
		{ items: [{ json: { hubName: 'Sandbox ACC Account' } }, { json: { hubName: "Ada's Team Hub" } }] },
	);
	expect(items.map((item) => [item.json.id, item.pairedItem.item])).toEqual([
		[SEED.hubs.acc, 0],
		[SEED.hubs.team, 1],
	]);
});

test('Continue On Fail: a failed item becomes an error item paired to its input; the others go on', async () => {
	await call(sandbox, 'POST', '/__sandbox/faults', { json: { kind: 'status', status: 403, path: '^/project/v1/hubs$', after: 1 } });
	const { items, error } = await getHubs(
		{ returnAll: false, limit: 1 },
		{ items: [{ json: {} }, { json: {} }, { json: {} }], continueOnFail: true },
	);
	expect(error).toBeUndefined();
	expect(items.map((item) => item.pairedItem.item)).toEqual([0, 1, 2]);
	expect(items[0].json.id).toEqual(expect.any(String));
	expect(items[1].json).toEqual({
		error: 'Get many hubs failed: Sandbox fault: status 403.',
		description: expect.stringMatching(/Permission not granted/),
		httpCode: '403',
	});
	expect(items[2].json.id).toEqual(expect.any(String));
});

test('Continue (using error output): the failed item leaves by the error output, its advice and status under details; the others by the main output', async () => {
	await call(sandbox, 'POST', '/__sandbox/faults', { json: { kind: 'status', status: 403, path: '^/project/v1/hubs$', after: 1 } });
	const { items, errorItems, error } = await getHubs(
		{ returnAll: false, limit: 1 },
		{ items: [{ json: {} }, { json: {} }, { json: {} }], continueOnFail: 'errorOutput' },
	);
	expect(error).toBeUndefined();
	expect(items.map((item) => item.pairedItem.item)).toEqual([0, 2]);
	expect(items.every((item) => typeof item.json.id === 'string')).toBe(true);
	expect(errorItems).toHaveLength(1);
	expect(errorItems[0].pairedItem).toEqual({ item: 1 });
	expect(errorItems[0].json).toEqual({
		error: 'Get many hubs failed: Sandbox fault: status 403.',
		details: { description: expect.stringMatching(/Permission not granted/), httpCode: '403' },
	});
});

test('without Continue On Fail the node fails with the item named', async () => {
	await call(sandbox, 'POST', '/__sandbox/faults', { json: { kind: 'status', status: 403, path: '^/project/v1/hubs$', after: 1 } });
	const { error } = await getHubs({ returnAll: true }, { items: [{ json: {} }, { json: {} }] });
	expect(error.message).toBe('Get many hubs failed: Sandbox fault: status 403.');
	expect(error.context.itemIndex).toBe(1);
});

test('a token without the data:read scope: 401 with advice to add the scope and reconnect', async () => {
	const { error } = await getHubs({ returnAll: true }, { credentials: { scopes: ['viewables:read'] } });
	expect(error.httpCode).toBe('401');
	expect(error.message).toMatch(/required scope \(data:read\)/);
	expect(error.description).toMatch(/add the scope/);
});
