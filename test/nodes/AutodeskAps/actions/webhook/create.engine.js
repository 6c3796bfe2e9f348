'use strict';

/** webhook / create through n8n-core's execution against the sandbox: wire format, 409, rules. */

const { useSandbox, call } = require('../../../../support/sandbox');
const { FOLDER, CALLBACK, runWebhook, seedHook, sandboxHooks, webhookRequests } = require('../../../../support/webhooks');
const { SEED } = require('../../../../../sandbox/seed/data');

/** An ACC project whose admin the node runs as (hooks on a project's issues need a project admin). */
const HOSPITAL = SEED.projects.hospital.slice(2);

const sandbox = useSandbox({ resetOverHttp: true });

const create = (parameters, options) =>
	runWebhook(
		sandbox,
		{
			operation: 'create',
			system: 'data',
			event: 'dm.version.added',
			callbackUrl: CALLBACK,
			scopeKey: 'folder',
			scopeValue: FOLDER,
			...parameters,
		},
		options,
	);

test('sends the hook as JSON and outputs the id and URL from Location (the 201 has no body)', async () => {
	const { items, error } = await create({
		additionalFields: {
			hookAttribute: '{"projectId":"b.p1","note":"from n8n"}',
			filter: "$[?(@.ext=='rvt')]",
			hookExpiry: '2031-05-04T03:02:01Z',
			autoReactivateHook: true,
			region: 'EMEA',
		},
	});
	expect(error).toBeUndefined();

	const [request] = webhookRequests(sandbox, 'POST');
	expect(request.path).toBe('/webhooks/v1/systems/data/events/dm.version.added/hooks');
	expect(request.headers['content-type']).toBe('application/json');
	expect(request.headers['x-ads-region']).toBe('EMEA');
	expect(request.headers.authorization).toMatch(/^Bearer sbx_at_/);
	expect(JSON.parse(request.body)).toEqual({
		callbackUrl: CALLBACK,
		scope: { folder: FOLDER },
		hookAttribute: { projectId: 'b.p1', note: 'from n8n' },
		filter: "$[?(@.ext=='rvt')]",
		hookExpiry: '2031-05-04T03:02:01.000Z',
		autoReactivateHook: true,
	});
	expect(request.status).toBe(201);

	const [hook] = await sandboxHooks(sandbox);
	expect(items).toEqual([
		{
			json: {
				hookId: hook.hookId,
				hookUrl: `${sandbox.url}/webhooks/v1/systems/data/events/dm.version.added/hooks/${hook.hookId}`,
				created: true,
				system: 'data',
				event: 'dm.version.added',
				callbackUrl: CALLBACK,
				scope: { folder: FOLDER },
			},
			pairedItem: { item: 0 },
		},
	]);
	expect(hook).toMatchObject({ region: 'EMEA', autoReactivateHook: true, hookExpiry: '2031-05-04T03:02:01.000Z' });
	expect(webhookRequests(sandbox)).toHaveLength(1);
});

test('sends hubId, projectId (a bare GUID gets its b.), tenant and callbackWithEventPayloadOnly as the OpenAPI body has them', async () => {
	const { error } = await create({
		additionalFields: {
			hubId: ' b.hub-1 ',
			projectId: '7d3c1a52-8e4f-4b6a-9c2d-1f0e5a6b7c80',
			tenant: 'tenant-a',
			callbackWithEventPayloadOnly: true,
		},
	});
	expect(error).toBeUndefined();
	const [request] = webhookRequests(sandbox, 'POST');
	expect(JSON.parse(request.body)).toEqual({
		callbackUrl: CALLBACK,
		scope: { folder: FOLDER },
		hubId: 'b.hub-1',
		projectId: 'b.7d3c1a52-8e4f-4b6a-9c2d-1f0e5a6b7c80',
		tenant: 'tenant-a',
		callbackWithEventPayloadOnly: true,
	});
	const [hook] = await sandboxHooks(sandbox);
	expect(hook).toMatchObject({ hubId: 'b.hub-1', projectId: 'b.7d3c1a52-8e4f-4b6a-9c2d-1f0e5a6b7c80', tenant: 'tenant-a', callbackWithEventPayloadOnly: true });
});

test('a scope name typed in (Other) is sent as the scope key; events the OpenAPI lists are offered', async () => {
	const { items, error } = await create({
		system: 'autodesk.construction.cost',
		event: 'costPayment.created-1.0',
		scopeKey: '__custom',
		customScopeKey: 'costProject',
		scopeValue: 'b.project-1',
	});
	expect(error).toBeUndefined();
	expect(items[0].json).toMatchObject({ created: true, scope: { costProject: 'b.project-1' } });
	const [request] = webhookRequests(sandbox, 'POST');
	expect(request.path).toBe('/webhooks/v1/systems/autodesk.construction.cost/events/costPayment.created-1.0/hooks');
	expect(JSON.parse(request.body).scope).toEqual({ costProject: 'b.project-1' });
	for (const [system, event] of [
		['data', 'dm.version.moved.out'],
		['data', 'dm.version.copied.out'],
		['data', 'dm.folder.purged'],
		['data', 'dm.folder.moved.out'],
		['data', 'dm.folder.copied.out'],
		['adsk.tandem', 'dt.mutation'],
		['autodesk.construction.cost', 'project.initialized-1.0'],
	]) {
		const created = await create({ system, event });
		expect(created.error).toBeUndefined();
		expect(created.items[0].json).toMatchObject({ created: true, event });
	}
});

test('takes a system and a wildcard event typed in', async () => {
	const { items, error } = await create({
		system: '__custom',
		customSystem: 'autodesk.construction.issues',
		event: '__custom',
		customEvent: 'issue.*',
		scopeKey: 'project',
		scopeValue: HOSPITAL,
	});
	expect(error).toBeUndefined();
	const [request] = webhookRequests(sandbox, 'POST');
	expect(request.path).toBe('/webhooks/v1/systems/autodesk.construction.issues/events/issue.*/hooks');
	expect(JSON.parse(request.body)).toEqual({ callbackUrl: CALLBACK, scope: { project: HOSPITAL } });
	expect(items[0].json).toMatchObject({ created: true, system: 'autodesk.construction.issues', event: 'issue.*' });
});

test('registers a Construction Reviews (Docs) hook on a project, both review events by one wildcard; a two-legged credential is refused by the service', async () => {
	const { items, error } = await create({ system: 'autodesk.construction.reviews', event: '__custom', customEvent: 'review.*-1.0', scopeKey: 'project', scopeValue: HOSPITAL });
	expect(error).toBeUndefined();
	const [request] = webhookRequests(sandbox, 'POST');
	expect(request.path).toBe('/webhooks/v1/systems/autodesk.construction.reviews/events/review.*-1.0/hooks');
	expect(JSON.parse(request.body)).toEqual({ callbackUrl: CALLBACK, scope: { project: HOSPITAL } });
	expect(items[0].json).toMatchObject({ created: true, system: 'autodesk.construction.reviews', event: 'review.*-1.0' });
	const twoLegged = await create({ system: 'autodesk.construction.reviews', event: 'review.closed-1.0', scopeKey: 'project', scopeValue: HOSPITAL }, { userId: null });
	expect(twoLegged.error.httpCode).toBe('403');
	expect(twoLegged.error.message).toMatch(/three-legged/);
});

test('registers a bidding-system hook (companyId scope) with a three-legged credential', async () => {
	const { items, error } = await create({
		system: 'autodesk.construction.bc',
		event: 'opportunity.comment.*',
		scopeKey: 'companyId',
		scopeValue: 'company-7',
	});
	expect(error).toBeUndefined();
	expect(webhookRequests(sandbox, 'POST')[0].path).toBe(
		'/webhooks/v1/systems/autodesk.construction.bc/events/opportunity.comment.*/hooks',
	);
	expect(items[0].json).toMatchObject({ created: true, scope: { companyId: 'company-7' } });
});

test('a two-legged credential is refused by the bidding system with the service\'s own message', async () => {
	const { error } = await create(
		{ system: 'autodesk.construction.bc', event: 'bid.created', scopeKey: 'companyId', scopeValue: 'c1' },
		{ userId: null },
	);
	expect(error.message).toMatch(/Create a webhook failed: .*three-legged/);
	expect(error.httpCode).toBe('403');
});

test('409: reports the existing hook, found by listing, and sends the create only once', async () => {
	const existing = await seedHook(sandbox, { body: { hookAttribute: { kept: true } } });
	sandbox.ctx.log.clear();
	const { items, error } = await create({ additionalFields: { hookAttribute: { other: 1 } } });
	expect(error).toBeUndefined();
	expect(items).toHaveLength(1);
	expect(items[0].json).toMatchObject({
		created: false,
		hookId: existing.hookId,
		hookUrl: existing.location,
		hookAttribute: { kept: true },
		callbackUrl: CALLBACK,
		status: 'active',
		message: expect.stringContaining('409'),
	});
	const requests = webhookRequests(sandbox);
	expect(requests.map((request) => [request.method, request.path, request.status])).toEqual([
		['POST', '/webhooks/v1/systems/data/events/dm.version.added/hooks', 409],
		['GET', '/webhooks/v1/systems/data/events/dm.version.added/hooks', 200],
	]);
	expect(requests[1].query).toEqual({ scopeName: 'folder' });
	expect(await sandboxHooks(sandbox)).toHaveLength(1);
});

test('409: the existing hook is found past the first page of the list (links.next relative to /webhooks/v1)', async () => {
	await call(sandbox, 'POST', '/__sandbox/webhooks/settings', { json: { pageSize: 1 } });
	for (let index = 0; index < 2; index += 1) await seedHook(sandbox, { body: { callbackUrl: `${CALLBACK}/${index}` } });
	const existing = await seedHook(sandbox);
	sandbox.ctx.log.clear();
	const { items, error } = await create({});
	expect(error).toBeUndefined();
	expect(items[0].json).toMatchObject({ created: false, hookId: existing.hookId });
	const requests = webhookRequests(sandbox, 'GET');
	expect(requests.map((request) => [request.path, request.status])).toEqual(
		Array(3).fill(['/webhooks/v1/systems/data/events/dm.version.added/hooks', 200]),
	);
	expect(requests.every((request) => request.query.scopeName === 'folder')).toBe(true);
});

test('a 5xx on create is not repeated (creating is not idempotent)', async () => {
	await call(sandbox, 'POST', '/__sandbox/faults', {
		json: { kind: 'status', status: 503, method: 'POST', path: '^/webhooks/', times: 1 },
	});
	const { error } = await create({});
	expect(error.httpCode).toBe('503');
	expect(webhookRequests(sandbox, 'POST')).toHaveLength(1);
});

describe('bad input is refused before anything is sent', () => {
	test.each([
		['a callback URL that is not http(s)', { callbackUrl: 'ftp://example.com/x' }, /Callback URL must be an http or https URL/],
		['an empty scope value', { scopeValue: '  ' }, /Scope Value is required/],
		['hookAttribute that is not JSON', { additionalFields: { hookAttribute: '{oops' } }, /Hook Attribute is not valid JSON/],
		['hookAttribute that is an array', { additionalFields: { hookAttribute: '[1,2]' } }, /Hook Attribute must be a JSON object/],
		['hookAttribute of 1 KB', { additionalFields: { hookAttribute: { text: 'x'.repeat(1020) } } }, /smaller than 1 KB/],
		['a filter that is not JSONPath', { additionalFields: { filter: "ext == 'rvt'" } }, /Filter .* must be a JSONPath expression/],
		['an expiry that is no date', { additionalFields: { hookExpiry: 'next tuesday' } }, /Hook Expiry .* must be a date/],
		['an event with a space', { event: '__custom', customEvent: 'dm version' }, /Event "dm version" must not contain spaces/],
		['a system with a slash', { system: '__custom', customSystem: 'data/x' }, /System "data\/x" must not contain spaces or slashes/],
	])('%s', async (_name, parameters, message) => {
		const { error } = await create(parameters);
		expect(error.message).toMatch(message);
		expect(error.name).toBe('NodeOperationError');
		expect(webhookRequests(sandbox)).toHaveLength(0);
	});
});

test('Continue On Fail: a bad item becomes an error item and the others are created, each paired', async () => {
	const { items, error } = await create(
		{ callbackUrl: '={{ $json.url }}' },
		{
			continueOnFail: true,
			items: [{ json: { url: `${CALLBACK}/1` } }, { json: { url: 'not a url' } }, { json: { url: `${CALLBACK}/3` } }],
		},
	);
	expect(error).toBeUndefined();
	expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
	expect(items[0].json).toMatchObject({ created: true, callbackUrl: `${CALLBACK}/1` });
	expect(items[1].json.error).toMatch(/Callback URL must be an http or https URL/);
	expect(items[2].json).toMatchObject({ created: true, callbackUrl: `${CALLBACK}/3` });
	expect(webhookRequests(sandbox, 'POST')).toHaveLength(2);
});
