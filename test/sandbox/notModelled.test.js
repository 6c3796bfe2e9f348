'use strict';

const { useSandbox, tokenFor, call } = require('../support/sandbox');
const { SEED } = require('../../sandbox/seed/data');

/** An endpoint the sandbox lacks says so (501); a missing resource of a modelled endpoint stays the API's 404. */
describe('not modelled is not not found', () => {
	let token;
	const sandbox = useSandbox({
		each: () => {
			token = tokenFor(sandbox, { scopes: ['data:read', 'data:write'] });
		},
	});

	test('an endpoint the sandbox lacks answers 501 in JSON with the method, the path and "not modelled by the sandbox"', async () => {
		const path = `/data/v1/projects/${encodeURIComponent(SEED.projects.tower)}/items/${encodeURIComponent(SEED.items.towerModel)}/relationships/links`;
		const missing = await call(sandbox, 'GET', path, { token });
		expect(missing.status).toBe(501);
		expect(missing.headers.get('content-type')).toMatch(/json/);
		const [error] = missing.body.errors;
		expect(error).toMatchObject({ status: '501', meta: { method: 'GET', path } });
		expect(error.detail).toBe(`GET ${path} is not modelled by the sandbox.`);
		const nowhere = await call(sandbox, 'DELETE', '//nothing/here', { token });
		expect([nowhere.status, nowhere.body.errors[0].meta]).toEqual([
			501,
			{ method: 'DELETE', path: '/nothing/here' },
		]);
	});

	test('a missing resource of a modelled endpoint is still the 404 of that endpoint', async () => {
		const hub = await call(sandbox, 'GET', '/project/v1/hubs/b.not-a-hub', { token });
		expect(hub.status).toBe(404);
		expect(hub.body.errors[0].detail).not.toMatch(/not modelled/);
		const bucket = await call(sandbox, 'GET', '/oss/v2/buckets/nothere/objects', {
			token: tokenFor(sandbox, { scopes: ['bucket:read', 'data:read'] }),
		});
		expect(bucket.status).toBe(404);
	});

	test('a modelled path with a method it does not take is still 405', async () => {
		expect((await call(sandbox, 'PUT', '/project/v1/hubs', { token })).status).toBe(405);
	});
});
