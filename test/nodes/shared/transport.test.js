'use strict';

const { runNode } = require('../../support/engine');
const { sandboxCredentials } = require('../../support/credentials');
const { useSandbox, call } = require('../../support/sandbox');
const { SEED } = require('../../../sandbox/seed/data');

/** The request path's rules, proven inside n8n-core's execution against the sandbox over HTTP. */

const sandbox = useSandbox({ resetOverHttp: true });

const logged = (method, path) => sandbox.ctx.log.find({ method, path });

function probe(parameters, options = {}) {
	return runNode({ type: 'transportProbe', parameters, credentials: sandboxCredentials(sandbox), ...options });
}

describe('errors', () => {
	test('an APS error body becomes a NodeApiError carrying the service message and advice', async () => {
		const { error } = await probe({ url: '/project/v1/hubs/b.missing/projects' });
		expect(error.name).toBe('NodeApiError');
		expect(error.message).toBe('Probe request failed: Hub b.missing does not exist.');
		expect(error.httpCode).toBe('404');
		expect(error.description).toMatch(/Check the id/);
	});

	test('the meta.warnings error shape is read too', async () => {
		const { error } = await probe({ url: `/data/v1/projects/${encodeURIComponent(SEED.projects.tower)}/folders/urn%3Anope/contents` });
		expect(error.httpCode).toBe('404');
		expect(error.message).toMatch(/^Probe request failed: .+: .+/);
	});

	test('the access token never appears in an error', async () => {
		const credentials = sandboxCredentials(sandbox);
		const { error } = await runNode({ type: 'transportProbe', parameters: { url: '/project/v1/hubs/b.missing' }, credentials });
		const shown = JSON.stringify({ message: error.message, description: error.description, context: error.context });
		expect(shown).not.toContain(credentials.oauthTokenData.access_token);
	});
});

describe('OAuth2 through n8n-core', () => {
	test('an expired access token is refreshed at the credential token URL and the request succeeds', async () => {
		const credentials = sandboxCredentials(sandbox);
		await call(sandbox, 'POST', '/__sandbox/tokens/expire');
		const { items, error, credentialsHelper } = await runNode({ type: 'transportProbe', parameters: { url: '/project/v1/hubs' }, credentials });
		expect(error).toBeUndefined();
		expect(items[0].json.statusCode).toBe(200);
		const tokenRequests = (await call(sandbox, 'GET', '/__sandbox/oauth/token-requests')).body;
		expect(tokenRequests).toEqual([expect.objectContaining({ grantType: 'refresh_token', clientAuth: 'basic', ok: true })]);
		expect(credentialsHelper.stored.oauthTokenData.access_token).not.toBe(credentials.oauthTokenData.access_token);
		expect(logged('GET', /^\/project\/v1\/hubs$/).map((entry) => entry.status)).toEqual([401, 200]);
	});

	test('client credentials: n8n-core fetches a two-legged token with the scopes, client secret as Basic auth', async () => {
		const credentials = { ...sandboxCredentials(sandbox), grantType: 'clientCredentials', oauthTokenData: undefined, scope: 'data:read  data:create' };
		const { items, error } = await runNode({ type: 'transportProbe', parameters: { url: '/project/v1/hubs' }, credentials });
		expect(error).toBeUndefined();
		expect(items[0].json.statusCode).toBe(200);
		const [tokenRequest] = logged('POST', /^\/authentication\/v2\/token$/);
		expect(tokenRequest.headers.authorization).toBe(`Basic ${Buffer.from('sandbox-client:sandbox-secret').toString('base64')}`);
		const form = new URLSearchParams(tokenRequest.body);
		expect(form.get('grant_type')).toBe('client_credentials');
		expect(form.get('scope')).toBe('data:read data:create');
		expect(form.get('client_secret')).toBeNull();
	});
});
