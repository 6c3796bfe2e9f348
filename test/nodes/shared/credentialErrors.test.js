'use strict';

const { once } = require('node:events');
const { runNode } = require('../../support/engine');
const { sandboxCredentials } = require('../../support/credentials');
const { probeRuns } = require('../../support/probeNode');
const { useSandbox, call } = require('../../support/sandbox');

/**
 * Credential problems are not network problems: a credential never connected, a revoked refresh
 * token, a refused client-credentials token request fail at once (no retries) with what to do and
 * n8n's own reason. A cancelled execution is not retried, and its wait for Retry-After ends.
 */

const sandbox = useSandbox({ resetOverHttp: true });

const HUBS = /^\/project\/v1\/hubs$/;
const probe = (credentials, options = {}) => runNode({ type: 'transportProbe', parameters: { url: '/project/v1/hubs' }, credentials, ...options });
const tokenRequests = async () => (await call(sandbox, 'GET', '/__sandbox/oauth/token-requests')).body;

test('a three-legged credential never connected: "connect", nothing sent, no retries', async () => {
	const { error } = await probe({ ...sandboxCredentials(sandbox), oauthTokenData: undefined });
	expect(error.name).toBe('NodeOperationError');
	expect(error.message).toBe('Probe request failed: the credential is not connected: OAuth credentials not connected');
	expect(error.description).toMatch(/^Open the credential and click "Connect my account"/);
	expect(sandbox.ctx.log.entries).toEqual([]);
	expect(await tokenRequests()).toEqual([]);
});

test('a PKCE credential never connected: "connect", nothing sent', async () => {
	const { error } = await probe({ ...sandboxCredentials(sandbox), grantType: 'pkce', clientSecret: undefined, oauthTokenData: undefined });
	expect(error.message).toMatch(/^Probe request failed: the credential is not connected: /);
	expect(error.description).toMatch(/"Connect my account"/);
	expect(sandbox.ctx.log.entries).toEqual([]);
});

test('a revoked refresh token: "reconnect" with n8n\'s reason, one refresh attempt, the request not repeated', async () => {
	const credentials = sandboxCredentials(sandbox);
	await call(sandbox, 'POST', '/__sandbox/tokens/expire');
	await call(sandbox, 'POST', '/__sandbox/tokens/revoke');
	const { error } = await probe(credentials);
	expect(error.name).toBe('NodeOperationError');
	expect(error.message).toBe('Probe request failed: the credential must be reconnected: The credential "APS" needs to be reconnected.');
	expect(error.description).toMatch(/click "Reconnect"/);
	expect(sandbox.ctx.log.find({ path: HUBS }).map((entry) => entry.status)).toEqual([401]);
	expect(await tokenRequests()).toEqual([expect.objectContaining({ grantType: 'refresh_token', ok: false, error: 'invalid_grant' })]);
});

test('a refused client-credentials token request: "check client id, secret and scopes" with the service\'s reason, asked once', async () => {
	const credentials = { ...sandboxCredentials(sandbox), grantType: 'clientCredentials', oauthTokenData: undefined, clientSecret: 'not-the-secret' };
	const { error } = await probe(credentials);
	expect(error.name).toBe('NodeOperationError');
	expect(error.message).toMatch(/^Probe request failed: the service refused the credential's token request: Failed to acquire OAuth2 access token: .+ \(.+\)$/);
	expect(error.description).toMatch(/^Check the credential's Client ID and Client Secret .* and its Scopes/);
	expect(await tokenRequests()).toEqual([expect.objectContaining({ grantType: 'client_credentials', ok: false, error: 'invalid_client' })]);
	expect(sandbox.ctx.log.find({ path: HUBS })).toEqual([]);
});

test('a client-credentials token that expired and cannot be renewed (scope refused): asked once, not repeated', async () => {
	const credentials = { ...sandboxCredentials(sandbox), grantType: 'clientCredentials', oauthTokenData: sandbox.ctx.tokens.issue({ clientId: 'sandbox-client', scopes: ['data:read'] }), scope: 'data:read openid' };
	await call(sandbox, 'POST', '/__sandbox/tokens/expire');
	const { error } = await probe(credentials);
	expect(error.message).toMatch(/^Probe request failed: the service refused the credential's token request: .*openid/);
	expect(await tokenRequests()).toEqual([expect.objectContaining({ grantType: 'client_credentials', ok: false, error: 'invalid_scope' })]);
	expect(sandbox.ctx.log.find({ path: HUBS }).map((entry) => entry.status)).toEqual([401]);
});

test('a cancelled execution ends its wait for Retry-After at once and does not send the request again', async () => {
	await call(sandbox, 'POST', '/__sandbox/faults', { json: { kind: 'status', status: 429, retryAfter: 55, path: HUBS.source } });
	const settled = once(probeRuns, 'settled');
	await probe(sandboxCredentials(sandbox), {
		onStart: (execution) => {
			const poll = setInterval(() => {
				if (sandbox.ctx.log.find({ path: HUBS }).some((entry) => entry.status === 429)) {
					clearInterval(poll);
					execution.cancel();
				}
			}, 10);
		},
	});
	// Without the cancel ending the wait, this would take 55 s: past the test's time limit.
	const [error] = await settled;
	expect(error.message).toBe('Probe request stopped: the execution was cancelled');
	expect(sandbox.ctx.log.find({ path: HUBS }).map((entry) => entry.status)).toEqual([429]);
});
