'use strict';

/** webhook / get through n8n-core's execution against the sandbox. */

const { useSandbox } = require('../../../../support/sandbox');
const { FOLDER, CALLBACK, address, hookPath, runWebhook, seedHook, webhookRequests } = require('../../../../support/webhooks');

const sandbox = useSandbox({ resetOverHttp: true });

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
