'use strict';

/**
 * The trigger's life through n8n-core's HookContext and WebhookContext against the sandbox:
 * activation registers hooks with secrets, events arrive and start the workflow, deactivation
 * leaves no hook behind.
 */

const { useSandbox, call } = require('../../support/sandbox');
const { FOLDER, startTrigger, fire, sandboxHooks, asUser, webhookRequests } = require('../../support/triggerHooks');

let harness;
const sandbox = useSandbox({ resetOverHttp: true });
afterEach(() => harness?.close());

const folderEvents = (events, extra = {}) => ({
	triggerOn: 'events',
	system: 'data',
	events,
	scopeKey: 'folder',
	scopeValue: FOLDER,
	...extra,
});

test('activation registers one hook per event at the webhook URL, each with its own secret; events start the workflow; deactivation removes them', async () => {
	harness = await startTrigger(sandbox, folderEvents(['dm.version.added', 'dm.folder.*'], { options: { hookAttribute: '{"team":"A"}' } }));
	expect(await harness.activate()).toBe(true);

	const hooks = await sandboxHooks(sandbox);
	expect(hooks.map((hook) => hook.event).sort()).toEqual(['dm.folder.*', 'dm.version.added']);
	for (const hook of hooks) {
		expect(hook).toMatchObject({
			system: 'data',
			callbackUrl: harness.webhookUrl,
			scope: { folder: FOLDER },
			hookAttribute: { team: 'A' },
			status: 'active',
			hasToken: true,
		});
	}
	const posts = webhookRequests(sandbox, 'POST');
	expect(posts.map((request) => JSON.parse(request.body))).toEqual(
		Array(2).fill({ callbackUrl: harness.webhookUrl, scope: { folder: FOLDER }, hookAttribute: { team: 'A' } }),
	);
	const tokens = webhookRequests(sandbox, 'PATCH').map((request) => JSON.parse(request.body).token);
	expect(tokens).toHaveLength(2);
	for (const token of tokens) expect(token.length).toBeGreaterThanOrEqual(32);
	for (const token of tokens) expect(token.length).toBeLessThanOrEqual(64);
	expect(new Set(tokens).size).toBe(2);
	const stored = harness.nodeData().hooks;
	expect(stored.map((hook) => hook.hookId).sort()).toEqual(hooks.map((hook) => hook.hookId).sort());
	expect(stored.map((hook) => hook.secret).sort()).toEqual([...tokens].sort());

	const [delivery] = await fire(sandbox, { resourceUrn: 'urn:adsk.wipprod:fs.file:vf.abc?version=3', payload: { ext: 'rvt', name: 'Tower.rvt' } });
	expect(delivery.attempts[0].status).toBe(200);
	const [[item]] = await harness.waitForExecutions(1);
	const versionHook = hooks.find((hook) => hook.event === 'dm.version.added');
	expect(item.json).toEqual({
		system: 'data',
		event: 'dm.version.added',
		hookId: versionHook.hookId,
		hookAttribute: { team: 'A' },
		resourceUrn: 'urn:adsk.wipprod:fs.file:vf.abc?version=3',
		payload: { ext: 'rvt', name: 'Tower.rvt' },
		deliveryId: delivery.deliveryId,
		receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
	});

	await fire(sandbox, { event: 'dm.folder.added', payload: { name: 'New' } });
	const executions = await harness.waitForExecutions(2);
	expect(executions[1][0].json).toMatchObject({ event: 'dm.folder.added', payload: { name: 'New' } });

	sandbox.ctx.log.clear();
	expect(await harness.activate()).toBe(false);
	expect(webhookRequests(sandbox).map((request) => request.method)).toEqual(['GET', 'GET']);

	expect(await harness.deactivate()).toBe(true);
	expect(await sandboxHooks(sandbox)).toEqual([]);
	expect(harness.nodeData().hooks).toEqual([]);
	expect(await fire(sandbox, {})).toEqual([]);
});

test('hub, project, tenant and callbackWithEventPayloadOnly are sent on create; payload-only callbacks still start the workflow', async () => {
	harness = await startTrigger(
		sandbox,
		folderEvents(['dm.version.added'], { options: { hubId: 'b.hub-1', projectId: 'b.project-1', tenant: 't-1', callbackWithEventPayloadOnly: true } }),
	);
	expect(await harness.activate()).toBe(true);
	const [post] = webhookRequests(sandbox, 'POST');
	expect(JSON.parse(post.body)).toEqual({
		callbackUrl: harness.webhookUrl,
		scope: { folder: FOLDER },
		hubId: 'b.hub-1',
		projectId: 'b.project-1',
		tenant: 't-1',
		callbackWithEventPayloadOnly: true,
	});
	const [hook] = await sandboxHooks(sandbox);
	expect(hook).toMatchObject({ hubId: 'b.hub-1', projectId: 'b.project-1', tenant: 't-1', callbackWithEventPayloadOnly: true });

	const [delivery] = await fire(sandbox, { payload: { ext: 'rvt', name: 'Tower.rvt' } });
	expect(delivery.attempts[0].status).toBe(200);
	const [[item]] = await harness.waitForExecutions(1);
	expect(item.json).toMatchObject({ system: 'data', event: 'dm.version.added', hookId: hook.hookId, payload: { ext: 'rvt', name: 'Tower.rvt' } });
});

test('wildcards and typed-in events: one hook per distinct pattern, events matched with or without -1.0', async () => {
	harness = await startTrigger(sandbox, {
		triggerOn: 'events',
		system: 'autodesk.construction.bc',
		events: ['opportunity.comment.*'],
		customEvents: 'bid.created, opportunity.comment.created',
		scopeKey: 'companyId',
		scopeValue: 'company-9',
	});
	await harness.activate();
	const hooks = await sandboxHooks(sandbox);
	expect(hooks.map((hook) => hook.event).sort()).toEqual(['bid.created', 'opportunity.comment.*']);

	const scope = { companyId: 'company-9' };
	await fire(sandbox, { system: 'autodesk.construction.bc', event: 'opportunity.comment.deleted-1.0', scope, payload: { id: 'c1' } });
	await fire(sandbox, { system: 'autodesk.construction.bc', event: 'bid.created', scope, payload: { id: 'b1' } });
	expect(await fire(sandbox, { system: 'autodesk.construction.bc', event: 'opportunity.created', scope, payload: { id: 'o1' } })).toEqual([]);
	const executions = await harness.waitForExecutions(2);
	expect(executions.map(([item]) => [item.json.event, item.json.payload.id])).toEqual([
		['opportunity.comment.deleted-1.0', 'c1'],
		['bid.created', 'b1'],
	]);
	expect(await harness.deactivate()).toBe(true);
	expect(await sandboxHooks(sandbox)).toEqual([]);
});

test('deactivation leaves no hook even when one was deleted behind its back (404 tolerated)', async () => {
	harness = await startTrigger(sandbox, folderEvents(['dm.version.added', 'dm.version.deleted', 'dm.folder.added']));
	await harness.activate();
	const [gone] = harness.nodeData().hooks;
	expect((await asUser(sandbox, 'DELETE', `/webhooks/v1/systems/data/events/${gone.event}/hooks/${gone.hookId}`)).status).toBe(204);
	sandbox.ctx.log.clear();

	expect(await harness.deactivate()).toBe(true);
	expect(await sandboxHooks(sandbox)).toEqual([]);
	const deletes = webhookRequests(sandbox, 'DELETE');
	expect(deletes.map((request) => request.status)).toEqual([404, 204, 204]);
});

test('checkExists forgets a hook that is gone; activation registers only what is missing', async () => {
	harness = await startTrigger(sandbox, folderEvents(['dm.version.added', 'dm.folder.added']));
	await harness.activate();
	const [kept, gone] = harness.nodeData().hooks;
	await asUser(sandbox, 'DELETE', `/webhooks/v1/systems/data/events/${gone.event}/hooks/${gone.hookId}`);
	sandbox.ctx.log.clear();

	expect(await harness.activate()).toBe(true);
	expect(webhookRequests(sandbox, 'POST').map((request) => request.path)).toEqual([`/webhooks/v1/systems/data/events/${gone.event}/hooks`]);
	const stored = harness.nodeData().hooks;
	expect(stored).toHaveLength(2);
	expect(stored.find((hook) => hook.event === kept.event)).toEqual(kept);
	expect(stored.find((hook) => hook.event === gone.event).hookId).not.toBe(gone.hookId);
	expect((await sandboxHooks(sandbox)).every((hook) => hook.hasToken)).toBe(true);
});

test('checkExists turns a hook the service deactivated (failed deliveries) active again', async () => {
	harness = await startTrigger(sandbox, folderEvents(['dm.version.added']));
	await harness.activate();
	const [hook] = harness.nodeData().hooks;
	await asUser(sandbox, 'PATCH', `/webhooks/v1/systems/data/events/${hook.event}/hooks/${hook.hookId}`, { status: 'inactive' });
	sandbox.ctx.log.clear();

	expect(await harness.activate()).toBe(false);
	expect(JSON.parse(webhookRequests(sandbox, 'PATCH')[0].body)).toEqual({ status: 'active' });
	expect((await sandboxHooks(sandbox))[0].status).toBe('active');
});

test('a hook left at the same URL (409, static data lost) is replaced by one with a known secret', async () => {
	harness = await startTrigger(sandbox, folderEvents(['dm.version.added']));
	await harness.activate();
	const [old] = harness.nodeData().hooks;
	harness.staticData = {};
	sandbox.ctx.log.clear();

	expect(await harness.activate()).toBe(true);
	expect(webhookRequests(sandbox).map((request) => [request.method, request.status])).toEqual([
		['POST', 409],
		['GET', 200],
		['DELETE', 204],
		['POST', 201],
		['PATCH', 200],
	]);
	const hooks = await sandboxHooks(sandbox);
	expect(hooks).toHaveLength(1);
	expect(hooks[0].hookId).not.toBe(old.hookId);
	expect(hooks[0].hasToken).toBe(true);

	await fire(sandbox, {});
	const [[item]] = await harness.waitForExecutions(1);
	expect(item.json.hookId).toBe(hooks[0].hookId);
});

test('with its static data lost, deactivation still finds and removes its hooks, and only those', async () => {
	const other = await asUser(sandbox, 'POST', '/webhooks/v1/systems/data/events/dm.version.added/hooks', {
		callbackUrl: 'https://elsewhere.example.com/hook',
		scope: { folder: FOLDER },
	});
	expect(other.status).toBe(201);
	harness = await startTrigger(sandbox, folderEvents(['dm.version.added', 'dm.folder.added']));
	await harness.activate();
	harness.staticData = {};

	expect(await harness.deactivate()).toBe(true);
	const left = await sandboxHooks(sandbox);
	expect(left.map((hook) => hook.callbackUrl)).toEqual(['https://elsewhere.example.com/hook']);
});

test('with its static data lost, deactivation finds its hooks past the first page of the list', async () => {
	await call(sandbox, 'POST', '/__sandbox/webhooks/settings', { json: { pageSize: 1 } });
	for (let index = 0; index < 2; index += 1) {
		const other = await asUser(sandbox, 'POST', '/webhooks/v1/systems/data/events/dm.version.added/hooks', {
			callbackUrl: `https://elsewhere.example.com/hook${index}`,
			scope: { folder: FOLDER },
		});
		expect(other.status).toBe(201);
	}
	harness = await startTrigger(sandbox, folderEvents(['dm.version.added', 'dm.folder.added']));
	await harness.activate();
	harness.staticData = {};
	sandbox.ctx.log.clear();

	expect(await harness.deactivate()).toBe(true);
	const left = await sandboxHooks(sandbox);
	expect(left.map((hook) => hook.callbackUrl).sort()).toEqual(['https://elsewhere.example.com/hook0', 'https://elsewhere.example.com/hook1']);
	const lists = webhookRequests(sandbox, 'GET');
	expect(lists).toHaveLength(4);
	expect(lists.every((request) => request.path === '/webhooks/v1/systems/data/hooks' && request.status === 200)).toBe(true);
});

test('when giving a hook its secret fails, activation fails and leaves no hook behind', async () => {
	harness = await startTrigger(sandbox, folderEvents(['dm.version.added', 'dm.folder.added']));
	await call(sandbox, 'POST', '/__sandbox/faults', {
		json: { kind: 'status', status: 400, method: 'PATCH', path: '^/webhooks/', after: 1, times: 1 },
	});
	await expect(harness.activate()).rejects.toThrow(/Update a webhook failed/);
	expect(await sandboxHooks(sandbox)).toEqual([]);
	expect(harness.nodeData().hooks ?? []).toEqual([]);
});

describe('parameters are checked before anything is sent', () => {
	test.each([
		['a workflow ID with an underscore', { triggerOn: 'translationFinished', workflowId: 'my_flow' }, /^Translation Job Workflow ID "my_flow" must be 1 to 36 characters/],
		['no events', folderEvents([]), /Events is empty/],
		['an empty scope value', folderEvents(['dm.version.added'], { scopeValue: '' }), /Scope Value is required/],
		['a filter that is not JSONPath', folderEvents(['dm.version.added'], { options: { filter: 'ext=rvt' } }), /must be a JSONPath expression/],
		['a hub ID with a space', folderEvents(['dm.version.added'], { options: { hubId: 'b.my hub' } }), /Hub ID "b.my hub" must not contain spaces/],
	])('%s', async (_name, parameters, message) => {
		harness = await startTrigger(sandbox, parameters);
		await expect(harness.activate()).rejects.toThrow(message);
		expect(webhookRequests(sandbox)).toEqual([]);
	});
});

test('"Listen for test event" registers at the test URL and removes only its own hooks; the production ones stay', async () => {
	harness = await startTrigger(sandbox, folderEvents(['dm.version.added']));
	await harness.activate();
	const [production] = harness.nodeData().hooks;

	expect(await harness.activate({ test: true })).toBe(true);
	let hooks = await sandboxHooks(sandbox);
	expect(hooks.map((hook) => hook.callbackUrl).sort()).toEqual([harness.webhookUrl, harness.testWebhookUrl].sort());
	expect(hooks.every((hook) => hook.hasToken)).toBe(true);

	const [delivery, testDelivery] = await fire(sandbox, {});
	expect([delivery.attempts[0].status, testDelivery.attempts[0].status]).toEqual([200, 200]);
	expect(harness.executions).toHaveLength(2);

	expect(await harness.deactivate({ test: true })).toBe(true);
	hooks = await sandboxHooks(sandbox);
	expect(hooks.map((hook) => [hook.hookId, hook.callbackUrl])).toEqual([[production.hookId, harness.webhookUrl]]);
	expect(harness.nodeData().hooks).toEqual([production]);

	expect(await harness.activate()).toBe(false);
	expect(await harness.deactivate()).toBe(true);
	expect(await sandboxHooks(sandbox)).toEqual([]);
});

test('a production hook left at an older n8n URL is removed on the next activation', async () => {
	harness = await startTrigger(sandbox, folderEvents(['dm.version.added']));
	await harness.activate();
	const [old] = harness.nodeData().hooks;
	const moved = { ...old, callbackUrl: 'https://old-n8n.example.com/webhook/x/webhook' };
	harness.staticData['node:APS Trigger'].hooks = [moved];
	sandbox.ctx.log.clear();

	expect(await harness.activate()).toBe(true);
	expect(webhookRequests(sandbox, 'DELETE').map((request) => request.path)).toEqual([
		`/webhooks/v1/systems/data/events/dm.version.added/hooks/${old.hookId}`,
	]);
	const hooks = await sandboxHooks(sandbox);
	expect(hooks).toHaveLength(1);
	expect(hooks[0].callbackUrl).toBe(harness.webhookUrl);
	expect(harness.nodeData().hooks.map((hook) => hook.callbackUrl)).toEqual([harness.webhookUrl]);
});

test('a hook that cannot be deleted makes deactivation answer false and stays known for the next attempt', async () => {
	harness = await startTrigger(sandbox, folderEvents(['dm.version.added', 'dm.folder.added']));
	await harness.activate();
	const [first] = harness.nodeData().hooks;
	await call(sandbox, 'POST', '/__sandbox/faults', {
		json: { kind: 'status', status: 403, method: 'DELETE', path: `/hooks/${first.hookId}$`, times: 2 },
	});
	expect(await harness.deactivate()).toBe(false);
	expect(harness.nodeData().hooks).toEqual([first]);
	expect((await sandboxHooks(sandbox)).map((hook) => hook.hookId)).toEqual([first.hookId]);

	expect(await harness.deactivate()).toBe(true);
	expect(await sandboxHooks(sandbox)).toEqual([]);
	expect(harness.nodeData().hooks).toEqual([]);
});

test('a delete that fails once is made good by the sweep in the same deactivation', async () => {
	harness = await startTrigger(sandbox, folderEvents(['dm.version.added']));
	await harness.activate();
	const [only] = harness.nodeData().hooks;
	await call(sandbox, 'POST', '/__sandbox/faults', {
		json: { kind: 'status', status: 403, method: 'DELETE', path: `/hooks/${only.hookId}$`, times: 1 },
	});
	expect(await harness.deactivate()).toBe(true);
	expect(await sandboxHooks(sandbox)).toEqual([]);
	expect(harness.nodeData().hooks).toEqual([]);
	expect(webhookRequests(sandbox, 'DELETE').map((request) => request.status)).toEqual([403, 204]);
});
