'use strict';

/** webhook / update through n8n-core's execution against the sandbox. */

const { useSandbox } = require('../../../../support/sandbox');
const { address, hookPath, runWebhook, seedHook, sandboxHooks, webhookRequests } = require('../../../../support/webhooks');

const sandbox = useSandbox({ resetOverHttp: true });

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

	test('Continue On Fail: a hook the service does not know is a 404 error item; the next item is updated, each paired', async () => {
		const hook = await seedHook(sandbox);
		sandbox.ctx.log.clear();
		const { items, error } = await runWebhook(
			sandbox,
			{ operation: 'update', system: 'data', event: 'dm.version.added', hookId: '={{ $json.hookId }}', updateFields: { status: 'inactive' } },
			{ continueOnFail: true, items: [{ json: { hookId: 'nope' } }, { json: { hookId: hook.hookId } }] },
		);
		expect(error).toBeUndefined();
		expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
		expect(items[0].json.httpCode).toBe('404');
		expect(items[0].json.error).toMatch(/^Update a webhook failed: No hook nope/);
		expect(items[1].json).toMatchObject({ hookId: hook.hookId, status: 'inactive' });
		expect(webhookRequests(sandbox).map((request) => [request.method, request.path, request.status])).toEqual([
			['PATCH', hookPath({ ...address(hook), hookId: 'nope' }), 404],
			['PATCH', hookPath(hook), 200],
		]);
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
