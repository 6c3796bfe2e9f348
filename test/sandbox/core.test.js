'use strict';

const { useSandbox, tokenFor, call } = require('../support/sandbox');
const { SEED } = require('../../sandbox/seed/data');

/** The sandbox's own machinery: faults on demand, rate limits, the request log, clock and reset. */

let token;
const sandbox = useSandbox({
	resetOverHttp: true,
	each: () => {
		token = tokenFor(sandbox, { scopes: ['data:read', 'data:write', 'data:create'] });
	},
});

const hubs = () => call(sandbox, 'GET', '/project/v1/hubs', { token });
const addFault = (spec) => call(sandbox, 'POST', '/__sandbox/faults', { json: spec });
/** What `probe` answers once it answers something, asked again every 20 ms for at most 5 s. */
async function until(probe) {
	for (const started = Date.now(); Date.now() - started < 5000; await new Promise((resolve) => setTimeout(resolve, 20))) {
		const found = await probe();
		if (found) return found;
	}
	throw new Error('never came');
}
const log = async (path) => (await call(sandbox, 'GET', `/__sandbox/log?path=${encodeURIComponent(path)}`)).body;

describe('faults', () => {
	test('status answers before acting, with Retry-After on 429, then stops after `times`', async () => {
		await addFault({ kind: 'status', status: 429, retryAfter: 7, path: '^/project/v1/hubs$', times: 2 });
		const first = await hubs();
		expect(first.status).toBe(429);
		expect(first.headers.get('retry-after')).toBe('7');
		expect((await hubs()).status).toBe(429);
		expect((await hubs()).status).toBe(200);
	});

	test('status-after lets the route act, then answers the fault', async () => {
		const { items, projects } = SEED;
		const refsPath = `/data/v1/projects/${encodeURIComponent(projects.tower)}/items/${encodeURIComponent(items.towerModel)}/relationships/refs`;
		await addFault({ kind: 'status-after', status: 500, method: 'POST', path: 'relationships/refs$' });
		const created = await call(sandbox, 'POST', refsPath, {
			token,
			contentType: 'application/vnd.api+json',
			json: {
				jsonapi: { version: '1.0' },
				data: {
					type: 'folders',
					id: SEED.folders.towerDesign,
					meta: { extension: { type: 'auxiliary:autodesk.core:Attachment', version: '1.0' } },
				},
			},
		});
		expect(created.status).toBe(500);
		const refs = await call(sandbox, 'GET', refsPath, { token });
		expect(refs.body.data.map((ref) => ref.id)).toContain(SEED.folders.towerDesign);
	});

	test('after lets the first matching requests through', async () => {
		await addFault({ kind: 'status', status: 503, path: '^/project/v1/hubs$', after: 1 });
		expect((await hubs()).status).toBe(200);
		expect((await hubs()).status).toBe(503);
		expect((await hubs()).status).toBe(200);
	});

	test('broken-json answers 200 with a body that does not parse', async () => {
		await addFault({ kind: 'broken-json', path: '^/project/v1/hubs$' });
		const answer = await hubs();
		expect(answer.status).toBe(200);
		expect(() => JSON.parse(answer.text)).toThrow();
	});

	test('drop closes the connection without an answer', async () => {
		await addFault({ kind: 'drop', path: '^/project/v1/hubs$' });
		await expect(hubs()).rejects.toThrow();
		expect((await hubs()).status).toBe(200);
	});

	test('slow answers after the delay', async () => {
		await addFault({ kind: 'slow', delayMs: 300, path: '^/project/v1/hubs$' });
		const started = Date.now();
		const answer = await hubs();
		expect(answer.status).toBe(200);
		expect(Date.now() - started).toBeGreaterThanOrEqual(290);
	});

	test('slow holds the answer until the client gives up, and acts only then', async () => {
		await addFault({ kind: 'slow', delayMs: 20_000, path: '^/project/v1/hubs$' });
		const client = new AbortController();
		const started = Date.now();
		const pending = fetch(`${sandbox.url}/project/v1/hubs`, { headers: { authorization: `Bearer ${token}` }, signal: client.signal });
		const arrived = await until(async () => (await log('^/project/v1/hubs$'))[0]);
		expect(arrived.status).toBeUndefined();
		client.abort();
		await expect(pending).rejects.toThrow();
		const answered = await until(async () => (await log('^/project/v1/hubs$')).find((entry) => entry.status !== undefined));
		expect(answered).toMatchObject({ status: 200, fault: 'slow' });
		expect(Date.now() - started).toBeLessThan(10_000);
	});

	test('an unknown fault kind is refused', async () => {
		const answer = await addFault({ kind: 'explode' });
		expect(answer.status).toBe(400);
		expect(answer.body.errors[0].detail).toContain('unknown fault kind');
	});
});

describe('rate limits', () => {
	test('beyond the limit: 429 with Retry-After until the window passes on the sandbox clock', async () => {
		await call(sandbox, 'POST', '/__sandbox/rate-limits', { json: { path: '^/project/v1/hubs$', limit: 2, windowMs: 10_000 } });
		expect((await hubs()).status).toBe(200);
		expect((await hubs()).status).toBe(200);
		const limited = await hubs();
		expect(limited.status).toBe(429);
		expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
		expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(10);
		await call(sandbox, 'POST', '/__sandbox/clock', { json: { advanceMs: 10_000 } });
		expect((await hubs()).status).toBe(200);
	});
});

describe('request log', () => {
	test('records method, path, query, headers, body and status; admin paths are not logged', async () => {
		await call(sandbox, 'GET', '/project/v1/hubs?filter%5Bname%5D=Tower&filter%5Bid%5D=a&filter%5Bid%5D=b', {
			token,
			headers: { 'x-user-id': 'user-admin' },
		});
		const entries = await log('^/project/v1/hubs$');
		expect(entries).toHaveLength(1);
		expect(entries[0]).toMatchObject({
			method: 'GET',
			path: '/project/v1/hubs',
			query: { 'filter[name]': 'Tower', 'filter[id]': ['a', 'b'] },
			status: 200,
		});
		expect(entries[0].headers['x-user-id']).toBe('user-admin');
		expect(await log('^/__sandbox')).toEqual([]);
	});

	test('a faulted request is logged with its fault', async () => {
		await addFault({ kind: 'status', status: 500, path: '^/project/v1/hubs$' });
		await hubs();
		const [entry] = await log('^/project/v1/hubs$');
		expect(entry).toMatchObject({ status: 500, fault: 'status' });
	});
});

describe('tokens and reset', () => {
	test('expiring access tokens makes them answer 401', async () => {
		expect((await hubs()).status).toBe(200);
		await call(sandbox, 'POST', '/__sandbox/tokens/expire');
		const refused = await hubs();
		expect(refused.status).toBe(401);
		expect(refused.body.errors[0].detail).toMatch(/expired/);
	});

	test('unknown endpoints answer 501 (not modelled), wrong methods 405, in the JSON:API error shape', async () => {
		const missing = await call(sandbox, 'GET', '/nothing/here', { token });
		expect(missing.status).toBe(501);
		expect(missing.body.errors[0].status).toBe('501');
		const wrongMethod = await call(sandbox, 'PUT', '/project/v1/hubs', { token });
		expect(wrongMethod.status).toBe(405);
	});

	test('the server listens on loopback only', () => {
		expect(new URL(sandbox.url).hostname).toBe('127.0.0.1');
	});
});
