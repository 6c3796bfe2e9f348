'use strict';

const { useSandbox, tokenFor, call } = require('../support/sandbox');

/**
 * Autodesk's Node SDK joins its base address and "/path", so every path it sends starts with
 * `//`. A URL parser reads `//authentication/...` as a host; the sandbox must read it as a path.
 */
describe('paths that start with repeated slashes', () => {
	const sandbox = useSandbox();

	test('a two-legged token from //authentication/v2/token', async () => {
		const response = await call(sandbox, 'POST', '//authentication/v2/token', {
			headers: {
				authorization: `Basic ${Buffer.from('sandbox-client:sandbox-secret').toString('base64')}`,
				'content-type': 'application/x-www-form-urlencoded',
			},
			body: 'grant_type=client_credentials&scope=data:read',
		});
		expect(response.status).toBe(200);
		expect(response.body.access_token).toBeTruthy();
	});

	test('///project/v1/hubs answers as /project/v1/hubs, and the log records the path once-slashed', async () => {
		const token = tokenFor(sandbox, { scopes: ['data:read'] });
		const plain = await call(sandbox, 'GET', '/project/v1/hubs', { token });
		const doubled = await call(sandbox, 'GET', '///project/v1/hubs', { token });
		expect(doubled.status).toBe(200);
		expect(doubled.body.data.map((hub) => hub.id)).toEqual(plain.body.data.map((hub) => hub.id));
		const log = await call(sandbox, 'GET', '/__sandbox/log?path=%2Fproject%2Fv1%2Fhubs');
		expect(log.body.map((entry) => entry.path)).toEqual(['/project/v1/hubs', '/project/v1/hubs']);
	});
});
