'use strict';

/**
 * What the trigger's webhook() accepts: only callbacks signed with one of its hooks' secrets over
 * the raw bytes, each delivery once. Refused callbacks get 401 and start no workflow.
 */

const { useSandbox, call } = require('../../support/sandbox');
const { FOLDER, startTrigger, fire, sign, postCallback } = require('../../support/triggerHooks');

let harness;
const sandbox = useSandbox({
	resetOverHttp: true,
	each: async () => {
		harness = await startTrigger(sandbox, {
			triggerOn: 'events',
			system: 'data',
			events: ['dm.version.added'],
			scopeKey: 'folder',
			scopeValue: FOLDER,
		});
		await harness.activate();
	},
});
afterEach(() => harness.close());

const deliveriesLog = async () => (await call(sandbox, 'GET', '/__sandbox/webhooks/deliveries')).body;

test('a forged signature (made with another secret) gets 401 and starts nothing', async () => {
	const [delivery] = await fire(sandbox, { signWith: 'wrong' });
	expect(delivery.attempts[0]).toMatchObject({ status: 401, signed: true });
	expect(harness.requests.map((request) => [request.status, request.started])).toEqual([[401, false]]);
	expect(harness.executions).toEqual([]);
});

test('an unsigned callback gets 401 and starts nothing', async () => {
	const [delivery] = await fire(sandbox, { signWith: 'none' });
	expect(delivery.attempts[0]).toMatchObject({ status: 401, signed: false });
	expect(harness.executions).toEqual([]);
});

test('a body changed after signing gets 401: the signature covers the raw bytes', async () => {
	await fire(sandbox, { payload: { ext: 'rvt', size: 1 } });
	const [genuine] = harness.requests;
	expect(genuine.status).toBe(200);
	const tampered = Buffer.from(genuine.raw.toString('utf8').replace('"size":1', '"size":2'));
	const status = await postCallback(harness.webhookUrl, tampered, {
		'x-adsk-signature': genuine.headers['x-adsk-signature'],
		'x-adsk-delivery-id': 'another-delivery',
	});
	expect(status).toBe(401);
	expect(harness.executions).toHaveLength(1);
});

test('a signed callback with a content type n8n does not parse is checked over its bytes too', async () => {
	const [stored] = harness.nodeData().hooks;
	for (const [index, contentType] of ['application/octet-stream', ''].entries()) {
		const raw = Buffer.from(JSON.stringify({ version: '1.0', hook: { hookId: stored.hookId, system: 'data', event: 'dm.version.added' }, payload: { index } }));
		const status = await postCallback(harness.webhookUrl, raw, {
			'content-type': contentType,
			'x-adsk-signature': sign(raw, stored.secret),
			'x-adsk-delivery-id': `other-type-${index}`,
		});
		expect(status).toBe(200);
	}
	expect(harness.executions).toHaveLength(2);
	const forged = Buffer.from('{"version":"1.0","payload":{"index":9}}');
	const refused = await postCallback(harness.webhookUrl, forged, { 'content-type': 'application/octet-stream', 'x-adsk-signature': sign(forged, 'another-secret-of-at-least-32-characters') });
	expect(refused).toBe(401);
	expect(harness.executions).toHaveLength(2);
});

test('the same bytes re-serialized (spacing changed) fail: verification is not over parsed JSON', async () => {
	await fire(sandbox, {});
	const [genuine] = harness.requests;
	const reformatted = Buffer.from(JSON.stringify(JSON.parse(genuine.raw.toString('utf8')), null, 2));
	const status = await postCallback(harness.webhookUrl, reformatted, {
		'x-adsk-signature': genuine.headers['x-adsk-signature'],
		'x-adsk-delivery-id': 'reformatted',
	});
	expect(status).toBe(401);
});

test('duplicate deliveries (same delivery id) are acknowledged with 200 and start the workflow once', async () => {
	const [delivery] = await fire(sandbox, { duplicate: 2 });
	expect(delivery.attempts.map((attempt) => attempt.status)).toEqual([200, 200, 200]);
	expect(harness.requests.map((request) => request.started)).toEqual([true, false, false]);
	expect(harness.executions).toHaveLength(1);
	expect(harness.executions[0][0].json.deliveryId).toBe(delivery.deliveryId);
	expect((await deliveriesLog()).every((entry) => entry.ok)).toBe(true);
});

test('a replayed callback (captured and sent again) is dropped', async () => {
	await fire(sandbox, {});
	const [genuine] = harness.requests;
	const status = await postCallback(harness.webhookUrl, genuine.raw, {
		'x-adsk-signature': genuine.headers['x-adsk-signature'],
		'x-adsk-delivery-id': genuine.headers['x-adsk-delivery-id'],
	});
	expect(status).toBe(200);
	expect(harness.requests[1].started).toBe(false);
	expect(harness.executions).toHaveLength(1);
});

test('delivery ids and bodies are remembered within bounds: the newest 500', async () => {
	const [stored] = harness.nodeData().hooks;
	const send = (deliveryId, index) => {
		const raw = Buffer.from(JSON.stringify({ version: '1.0', hook: { hookId: stored.hookId, system: 'data', event: 'dm.version.added' }, payload: { index } }));
		return postCallback(harness.webhookUrl, raw, { 'x-adsk-signature': sign(raw, stored.secret), 'x-adsk-delivery-id': deliveryId });
	};
	for (let index = 0; index < 510; index += 1) expect(await send(`d-${index}`, index)).toBe(200);
	expect(harness.executions).toHaveLength(510);
	// A delivery reaches static data at the next callback, once n8n has accepted its execution.
	const { deliveryIds, bodyDigests } = harness.nodeData();
	expect(deliveryIds).toHaveLength(500);
	expect(deliveryIds[0]).toBe('d-9');
	expect(deliveryIds[499]).toBe('d-508');
	expect(bodyDigests).toHaveLength(500);

	await send('d-509', 509);
	expect(harness.executions).toHaveLength(510);
	await send('d-0', 0);
	expect(harness.executions).toHaveLength(511);
});

test('after deactivation its secrets are forgotten: even a once-valid callback gets 401', async () => {
	await fire(sandbox, {});
	const [genuine] = harness.requests;
	await harness.deactivate();
	const status = await postCallback(harness.webhookUrl, genuine.raw, {
		'x-adsk-signature': genuine.headers['x-adsk-signature'],
		'x-adsk-delivery-id': 'later',
	});
	expect(status).toBe(401);
});
