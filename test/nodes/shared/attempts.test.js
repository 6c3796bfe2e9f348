'use strict';

const { runNode } = require('../../support/engine');
const { sandboxCredentials } = require('../../support/credentials');
const { useSandbox, call } = require('../../support/sandbox');
const { SEED } = require('../../../sandbox/seed/data');

/** The retry loop (nodes/shared/attempts.ts), proven inside n8n-core's execution against the sandbox over HTTP. */

const sandbox = useSandbox({ resetOverHttp: true });

const fault = (spec) => call(sandbox, 'POST', '/__sandbox/faults', { json: spec });
const logged = (method, path) => sandbox.ctx.log.find({ method, path });

const refsPath = `/data/v1/projects/${encodeURIComponent(SEED.projects.tower)}/items/${encodeURIComponent(SEED.items.towerModel)}/relationships/refs`;
const refBody = {
	jsonapi: { version: '1.0' },
	data: {
		type: 'folders',
		id: SEED.folders.towerDesign,
		meta: { extension: { type: 'auxiliary:autodesk.core:Attachment', version: '1.0' } },
	},
};

function probe(parameters, options = {}) {
	return runNode({ type: 'transportProbe', parameters, credentials: sandboxCredentials(sandbox), ...options });
}

describe('retries', () => {
	test('a 429 is waited out for its Retry-After, then the request succeeds', async () => {
		await fault({ kind: 'status', status: 429, retryAfter: 1, path: '^/project/v1/hubs$' });
		const { items, error } = await probe({ url: '/project/v1/hubs' });
		expect(error).toBeUndefined();
		expect(items[0].json.statusCode).toBe(200);
		const requests = logged('GET', /^\/project\/v1\/hubs$/);
		expect(requests.map((entry) => entry.status)).toEqual([429, 200]);
		expect(requests[1].time - requests[0].time).toBeGreaterThanOrEqual(950);
	});

	test('a 429 whose Retry-After is beyond the bound fails at once with the service message', async () => {
		await fault({ kind: 'status', status: 429, retryAfter: 3600, path: '^/project/v1/hubs$' });
		const { error } = await probe({ url: '/project/v1/hubs' });
		expect(error.message).toMatch(/^Probe request failed: Sandbox fault/);
		expect(error.description).toMatch(/Rate limit exceeded/);
		expect(logged('GET', /^\/project\/v1\/hubs$/)).toHaveLength(1);
	});

	test('a 429 whose Retry-After is beyond the bound says how long the service asked to wait', async () => {
		await fault({ kind: 'status', status: 429, retryAfter: 3600, path: '^/project/v1/hubs$' });
		const { error } = await probe({ url: '/project/v1/hubs' });
		expect(error.httpCode).toBe('429');
		expect(error.message).toBe('Probe request failed: Sandbox fault: status 429.');
		expect(error.description).toMatch(/^The service asked to wait 3600 s, more than the 60 s this node waits\. Rate limit exceeded\./);
	});

	test('a 429 waited out once, then one asking for too long: both are told', async () => {
		await fault({ kind: 'status', status: 429, retryAfter: 1, path: '^/project/v1/hubs$' });
		await fault({ kind: 'status', status: 429, retryAfter: 120, path: '^/project/v1/hubs$', after: 1 });
		const { error } = await probe({ url: '/project/v1/hubs' });
		expect(error.message).toMatch(/\(after 1 retry\)$/);
		expect(error.description).toMatch(/^The service asked to wait 120 s, more than the 60 s this node waits\./);
		expect(logged('GET', /^\/project\/v1\/hubs$/).map((entry) => entry.status)).toEqual([429, 429]);
	});

	test('a GET that got a 503 is retried', async () => {
		await fault({ kind: 'status', status: 503, path: '^/project/v1/hubs$' });
		const { items } = await probe({ url: '/project/v1/hubs' });
		expect(items[0].json.body.data.length).toBeGreaterThan(0);
		expect(logged('GET', /^\/project\/v1\/hubs$/).map((entry) => entry.status)).toEqual([503, 200]);
	});

	test('a GET keeps failing with 500: three retries, then an error that says so', async () => {
		await fault({ kind: 'status', status: 500, path: '^/project/v1/hubs$', times: 10 });
		const { error } = await probe({ url: '/project/v1/hubs' });
		expect(error.message).toBe('Probe request failed: Sandbox fault: status 500. (after 3 retries)');
		expect(logged('GET', /^\/project\/v1\/hubs$/)).toHaveLength(4);
	});

	test('a POST that got a 500 after the server acted is not sent twice', async () => {
		await fault({ kind: 'status-after', status: 500, method: 'POST', path: 'relationships/refs$' });
		const { error } = await probe({ method: 'POST', url: refsPath, body: JSON.stringify(refBody), bodyType: 'jsonapi' });
		expect(error.message).toMatch(/^Probe request failed/);
		expect(error.description).toMatch(/not repeated automatically/);
		expect(logged('POST', /relationships\/refs$/)).toHaveLength(1);
		const listed = await probe({ url: refsPath });
		expect(listed.items[0].json.body.data.map((ref) => ref.id)).toEqual([SEED.folders.towerDesign]);
	});

	test('a dropped connection: a GET is retried, a POST is not', async () => {
		await fault({ kind: 'drop', path: '^/project/v1/hubs$' });
		expect((await probe({ url: '/project/v1/hubs' })).items[0].json.statusCode).toBe(200);
		expect(logged('GET', /^\/project\/v1\/hubs$/)).toHaveLength(2);

		await fault({ kind: 'drop', method: 'POST', path: 'relationships/refs$' });
		const { error } = await probe({ method: 'POST', url: refsPath, body: JSON.stringify(refBody), bodyType: 'jsonapi' });
		expect(error.message).toBe('Probe request failed: the connection was dropped before an answer');
		expect(logged('POST', /relationships\/refs$/)).toHaveLength(1);
	});

	test('an answer that is not JSON: a GET is retried, a POST is reported', async () => {
		await fault({ kind: 'broken-json', path: '^/project/v1/hubs$' });
		expect((await probe({ url: '/project/v1/hubs' })).items[0].json.statusCode).toBe(200);
		expect(logged('GET', /^\/project\/v1\/hubs$/)).toHaveLength(2);

		await fault({ kind: 'broken-json', method: 'POST', path: 'relationships/refs$' });
		const { error } = await probe({ method: 'POST', url: refsPath, body: JSON.stringify(refBody), bodyType: 'jsonapi' });
		expect(error.message).toBe('Probe request failed: The service answered 200 with a body that is not valid JSON');
		expect(logged('POST', /relationships\/refs$/)).toHaveLength(1);
	});
});
