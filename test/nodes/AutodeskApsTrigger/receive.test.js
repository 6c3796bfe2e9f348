'use strict';

/**
 * Which deliveries start the workflow: a validly signed body already accepted is dropped under
 * another delivery id or none; a delivery counts only once n8n accepted its execution, so the
 * redelivery of one n8n failed to start still runs.
 */

const { useSandbox } = require('../../support/sandbox');
const { FOLDER, startTrigger, fire, sign, postCallback } = require('../../support/triggerHooks');

let harness;
const sandbox = useSandbox({
	resetOverHttp: true,
	each: async () => {
		harness = await startTrigger(sandbox, { triggerOn: 'events', system: 'data', events: ['dm.version.added'], scopeKey: 'folder', scopeValue: FOLDER });
		await harness.activate();
	},
});
afterEach(() => harness.close());

/** Sends these bytes signed with the trigger's secret, with a delivery id unless it is undefined. */
function send(raw, deliveryId) {
	const [stored] = harness.nodeData().hooks;
	const headers = { 'x-adsk-signature': sign(raw, stored.secret) };
	if (deliveryId !== undefined) headers['x-adsk-delivery-id'] = deliveryId;
	return postCallback(harness.webhookUrl, raw, headers);
}

const body = (payload) => {
	const [stored] = harness.nodeData().hooks;
	return Buffer.from(JSON.stringify({ version: '1.0', hook: { hookId: stored.hookId, system: 'data', event: 'dm.version.added' }, payload }));
};

describe('replayed callbacks', () => {
	test('the same signed body under another delivery id is acknowledged and dropped', async () => {
		await fire(sandbox, {});
		const [genuine] = harness.requests;
		expect(await send(genuine.raw, 'another-delivery-id')).toBe(200);
		expect(harness.requests[1].started).toBe(false);
		expect(harness.executions).toHaveLength(1);
	});

	test('the same signed body without a delivery id is dropped too', async () => {
		await fire(sandbox, {});
		const [genuine] = harness.requests;
		expect(await send(genuine.raw, undefined)).toBe(200);
		expect(harness.requests[1].started).toBe(false);
		expect(harness.executions).toHaveLength(1);
	});

	test('a body without a delivery id runs once; another body runs', async () => {
		const first = body({ n: 1 });
		expect(await send(first, undefined)).toBe(200);
		expect(await send(first, undefined)).toBe(200);
		expect(await send(body({ n: 2 }), undefined)).toBe(200);
		expect(harness.requests.map((request) => request.started)).toEqual([true, false, true]);
	});

	test('bodies are remembered within the same bound as delivery ids (500)', async () => {
		for (let index = 0; index <= 500; index += 1) await send(body({ index }), `d-${index}`);
		expect(harness.executions).toHaveLength(501);
		expect(await send(body({ index: 500 }), 'other-500')).toBe(200);
		expect(harness.executions).toHaveLength(501);
		expect(await send(body({ index: 0 }), 'other-0')).toBe(200);
		expect(harness.executions).toHaveLength(502);
	});
});

describe('a delivery counts once its execution was accepted', () => {
	test('n8n fails to start the run: the callback gets 500, and the redelivery of the same id runs', async () => {
		harness.failStarts = 1;
		const raw = body({ n: 1 });
		expect(await send(raw, 'delivery-1')).toBe(500);
		expect(harness.executions).toHaveLength(0);
		expect(await send(raw, 'delivery-1')).toBe(200);
		expect(harness.executions).toHaveLength(1);
		expect(harness.executions[0][0].json.deliveryId).toBe('delivery-1');
		expect(await send(raw, 'delivery-1')).toBe(200);
		expect(harness.executions).toHaveLength(1);
	});

	test('a delivery the sandbox sends while n8n cannot start runs when the service delivers it again', async () => {
		harness.failStarts = 1;
		const [delivery] = await fire(sandbox, { duplicate: 1 });
		expect(delivery.attempts.map((attempt) => attempt.status)).toEqual([500, 200]);
		expect(harness.requests.map((request) => request.started)).toEqual([false, true]);
		expect(harness.executions).toHaveLength(1);
	});
});
