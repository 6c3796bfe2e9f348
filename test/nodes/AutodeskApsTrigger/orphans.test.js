'use strict';

/**
 * Activation that fails half way leaves nothing registered at the trigger's URL: one hook was
 * created and answered, the next create reached the service (which made the hook) but its answer
 * was lost. The trigger removes both before it reports the failure.
 */

const { useSandbox, call } = require('../../support/sandbox');
const { FOLDER, startTrigger, sandboxHooks, webhookRequests } = require('../../support/triggerHooks');

let harness;
const sandbox = useSandbox({ resetOverHttp: true });
afterEach(() => harness?.close());

const twoEvents = { triggerOn: 'events', system: 'data', events: ['dm.version.added', 'dm.folder.added'], scopeKey: 'folder', scopeValue: FOLDER };
const fault = (spec) => call(sandbox, 'POST', '/__sandbox/faults', { json: spec });

test('the second create is dropped after the service made the hook: activation fails and no hook stays at the URL', async () => {
	harness = await startTrigger(sandbox, twoEvents);
	await fault({ kind: 'drop-after', method: 'POST', path: '^/webhooks/v1/systems/data/events/dm\\.folder\\.added/hooks$' });
	await expect(harness.activate()).rejects.toThrow(/Create a webhook failed: the connection was dropped before an answer/);

	const posts = webhookRequests(sandbox, 'POST');
	expect(posts.map((entry) => [entry.path, entry.status ?? entry.fault])).toEqual([
		['/webhooks/v1/systems/data/events/dm.version.added/hooks', 201],
		['/webhooks/v1/systems/data/events/dm.folder.added/hooks', 'drop-after'],
	]);
	const deletes = webhookRequests(sandbox, 'DELETE').map((entry) => entry.path);
	expect(deletes).toHaveLength(2);
	expect(deletes.some((path) => path.includes('/events/dm.version.added/hooks/'))).toBe(true);
	expect(deletes.some((path) => path.includes('/events/dm.folder.added/hooks/'))).toBe(true);
	expect((await sandboxHooks(sandbox)).filter((hook) => hook.callbackUrl === harness.webhookUrl)).toEqual([]);
	expect(harness.nodeData().hooks ?? []).toEqual([]);
});

test('the second create is dropped before the service acted: the first hook is removed, nothing else is touched', async () => {
	harness = await startTrigger(sandbox, twoEvents);
	const other = await call(sandbox, 'POST', '/webhooks/v1/systems/data/events/dm.folder.added/hooks', {
		token: require('../../support/sandbox').tokenFor(sandbox, { scopes: ['data:read', 'data:write'], userId: 'user-admin' }),
		json: { callbackUrl: 'https://elsewhere.example.com/hook', scope: { folder: FOLDER } },
	});
	expect(other.status).toBe(201);
	await fault({ kind: 'drop', method: 'POST', path: '^/webhooks/v1/systems/data/events/dm\\.folder\\.added/hooks$' });
	await expect(harness.activate()).rejects.toThrow(/Create a webhook failed/);
	const left = await sandboxHooks(sandbox);
	expect(left.map((hook) => hook.callbackUrl)).toEqual(['https://elsewhere.example.com/hook']);
});

test('after the failure a new activation registers both hooks, each with a secret', async () => {
	harness = await startTrigger(sandbox, twoEvents);
	await fault({ kind: 'drop-after', method: 'POST', path: '^/webhooks/v1/systems/data/events/dm\\.folder\\.added/hooks$' });
	await expect(harness.activate()).rejects.toThrow();
	expect(await harness.activate()).toBe(true);
	const hooks = (await sandboxHooks(sandbox)).filter((hook) => hook.callbackUrl === harness.webhookUrl);
	expect(hooks.map((hook) => hook.event).sort()).toEqual(['dm.folder.added', 'dm.version.added']);
	expect(hooks.every((hook) => hook.hasToken)).toBe(true);
});
