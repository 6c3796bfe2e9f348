'use strict';

const http = require('node:http');
const { runNode } = require('../support/engine');
const { sandboxCredentials } = require('../support/credentials');
const { useSandbox, call } = require('../support/sandbox');
const { seedHook, sandboxHooks, runWebhook } = require('../support/webhooks');

/**
 * No request follows a redirect: a 3xx from the service, a proxy or a wrong Base URL fails with a
 * message, and the other origin it points to (origin B, a second loopback server) receives
 * nothing: no access token, no body with a hook's secret.
 */

const sandbox = useSandbox({ resetOverHttp: true });

/** Origin B: records every request it receives, answers 200 with an empty JSON:API list. */
const originB = { requests: [] };
beforeAll(async () => {
	originB.server = http.createServer((req, res) => {
		const chunks = [];
		req.on('data', (chunk) => chunks.push(chunk));
		req.on('end', () => {
			originB.requests.push({ method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
			res.writeHead(200, { 'Content-Type': 'application/json' });
			res.end('{"data":[]}');
		});
	});
	await new Promise((resolve) => originB.server.listen(0, '127.0.0.1', resolve));
	originB.url = `http://127.0.0.1:${originB.server.address().port}`;
});
afterAll(() => new Promise((resolve) => originB.server.close(resolve)));
beforeEach(() => {
	originB.requests = [];
});

const redirect = (spec) => call(sandbox, 'POST', '/__sandbox/faults', { json: { kind: 'redirect', ...spec } });
const probe = (parameters) => runNode({ type: 'transportProbe', parameters, credentials: sandboxCredentials(sandbox) });

test.each([307, 302, 301, 308])('a GET answered %i to another origin fails, is not repeated, and origin B receives nothing', async (status) => {
	await redirect({ status, location: `${originB.url}/project/v1/hubs`, path: '^/project/v1/hubs$' });
	const { items, error } = await probe({ url: '/project/v1/hubs' });
	expect(items).toEqual([]);
	expect(error.name).toBe('NodeApiError');
	expect(error.message).toBe(`Probe request failed: the service answered ${status}, a redirect to ${originB.url}, which is not followed`);
	expect(error.description).toMatch(/Check the Base URL of the credential/);
	expect(originB.requests).toEqual([]);
	expect(sandbox.ctx.log.find({ path: /^\/project\/v1\/hubs$/ }).map((entry) => entry.status)).toEqual([status]);
});

test('a redirect to a path of the same origin is not followed either', async () => {
	await redirect({ status: 307, location: '/project/v1/hubs?moved=1', path: '^/project/v1/hubs$' });
	const { error } = await probe({ url: '/project/v1/hubs' });
	expect(error.message).toBe('Probe request failed: the service answered 307, a redirect to a relative address, which is not followed');
	expect(sandbox.ctx.log.find({ path: /^\/project\/v1\/hubs$/ })).toHaveLength(1);
});

test('Webhook > Update with a secret token: a 307 on the PATCH sends neither the token nor the secret to origin B', async () => {
	const hook = await seedHook(sandbox);
	const secret = 's'.repeat(40);
	await redirect({ status: 307, method: 'PATCH', location: `${originB.url}/webhooks/v1/systems/data/events/dm.version.added/hooks/${hook.hookId}`, path: '/hooks/' });
	const { error } = await runWebhook(sandbox, { resource: 'webhook', operation: 'update', system: 'data', event: hook.event, hookId: hook.hookId, updateFields: { token: secret } });
	expect(error.message).toMatch(/failed: the service answered 307, a redirect to http:\/\/127\.0\.0\.1:\d+, which is not followed$/);
	expect(`${error.message} ${error.description}`).not.toContain(secret);
	expect(originB.requests).toEqual([]);
	const patches = sandbox.ctx.log.find({ method: 'PATCH', path: /\/hooks\// });
	expect(patches).toHaveLength(1);
	expect(JSON.parse(patches[0].body).token).toBe(secret);
	expect((await sandboxHooks(sandbox)).find((stored) => stored.hookId === hook.hookId).hasToken).toBe(false);
});

test('the request n8n sends again after refreshing the token does not follow a redirect either', async () => {
	const credentials = sandboxCredentials(sandbox);
	await call(sandbox, 'POST', '/__sandbox/tokens/expire');
	await redirect({ status: 307, location: `${originB.url}/project/v1/hubs`, path: '^/project/v1/hubs$', after: 1 });
	const { error } = await runNode({ type: 'transportProbe', parameters: { url: '/project/v1/hubs' }, credentials });
	expect(error.message).toMatch(/answered 307, a redirect/);
	expect(originB.requests).toEqual([]);
	expect(sandbox.ctx.log.find({ path: /^\/project\/v1\/hubs$/ }).map((entry) => entry.status)).toEqual([401, 307]);
});

test("n8n's own OAuth client follows a redirect of the token endpoint, which node code cannot stop (README, Known limitations)", async () => {
	const credentials = sandboxCredentials(sandbox);
	await call(sandbox, 'POST', '/__sandbox/tokens/expire');
	await redirect({ status: 307, method: 'POST', location: `${originB.url}/authentication/v2/token`, path: '^/authentication/v2/token$' });
	const { error } = await runNode({ type: 'transportProbe', parameters: { url: '/project/v1/hubs' }, credentials });
	expect(error).toBeDefined();
	// If this fails, n8n stopped following token-endpoint redirects: drop the limitation from the README.
	expect(originB.requests.map((request) => [request.method, request.url])).toEqual([['POST', '/authentication/v2/token']]);
	expect(originB.requests[0].body).toContain(`refresh_token=${credentials.oauthTokenData.refresh_token}`);
});
