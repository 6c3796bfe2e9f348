'use strict';

/** webhook / delete through n8n-core's execution against the sandbox. */

const { useSandbox } = require('../../../../support/sandbox');
const { address, hookPath, runWebhook, seedHook, sandboxHooks, webhookRequests } = require('../../../../support/webhooks');

const sandbox = useSandbox({ resetOverHttp: true });

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
