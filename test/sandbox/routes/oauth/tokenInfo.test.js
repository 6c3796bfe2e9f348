'use strict';

const { useSandbox, call } = require('../../../support/sandbox');
const { CALLBACK, codeFor, token } = require('../../../support/oauthFlow');

const CLIENT = ['sandbox-client', 'sandbox-secret'];
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const basic = (id, secret) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

describe('sandbox OAuth: introspect and revoke', () => {
	const sandbox = useSandbox();

	const form = (path, fields, headers = { authorization: basic(...CLIENT) }) =>
		call(sandbox, 'POST', path, {
			headers: { ...FORM, ...headers },
			body: new URLSearchParams(fields).toString(),
		});
	const appToken = async (scope = 'data:read bucket:read') =>
		(await token(sandbox, { grant_type: 'client_credentials', scope }, { basic: CLIENT })).body;
	const userToken = async () => {
		const code = await codeFor(
			sandbox,
			{
				client_id: 'sandbox-client',
				response_type: 'code',
				redirect_uri: CALLBACK,
				scope: 'data:read',
			},
			{ user: 'user-member' },
		);
		return (
			await token(
				sandbox,
				{ grant_type: 'authorization_code', code, redirect_uri: CALLBACK },
				{ basic: CLIENT },
			)
		).body;
	};

	test('an active app token: its scopes, client and expiry, no user', async () => {
		const issued = await appToken();
		const before = Math.floor(sandbox.ctx.clock.now() / 1000);
		const response = await form('/authentication/v2/introspect', { token: issued.access_token });
		expect(response.status).toBe(200);
		expect(response.body).toEqual({
			active: true,
			scope: 'data:read bucket:read',
			client_id: 'sandbox-client',
			exp: expect.any(Number),
		});
		expect(response.body.exp - before).toBeGreaterThanOrEqual(3599);
		expect(response.body.exp - before).toBeLessThanOrEqual(3600);
	});

	test('a user token names its user', async () => {
		const issued = await userToken();
		const response = await form('/authentication/v2/introspect', { token: issued.access_token });
		expect(response.body).toMatchObject({
			active: true,
			userid: 'user-member',
			scope: 'data:read',
		});
	});

	test("unknown, expired and another app's tokens are inactive and tell nothing more", async () => {
		const unknown = await form('/authentication/v2/introspect', { token: 'sbx_at_nothing' });
		expect(unknown.status).toBe(200);
		expect(unknown.body).toEqual({ active: false });

		const issued = await appToken();
		await call(sandbox, 'POST', '/__sandbox/clients', {
			json: { clientId: 'other-app', clientSecret: 'other-secret' },
		});
		const foreign = await form(
			'/authentication/v2/introspect',
			{ token: issued.access_token },
			{ authorization: basic('other-app', 'other-secret') },
		);
		expect(foreign.body).toEqual({ active: false });

		await call(sandbox, 'POST', '/__sandbox/clock', { json: { advanceMs: 3601 * 1000 } });
		const expired = await form('/authentication/v2/introspect', { token: issued.access_token });
		expect(expired.body).toEqual({ active: false });
	});

	test('introspection needs the app: a wrong secret is 401, a missing token 400, JSON is refused', async () => {
		const issued = await appToken();
		const wrong = await form(
			'/authentication/v2/introspect',
			{ token: issued.access_token },
			{ authorization: basic('sandbox-client', 'nope') },
		);
		expect(wrong.status).toBe(401);
		expect(wrong.body.error).toBe('invalid_client');
		const missing = await form('/authentication/v2/introspect', {});
		expect(missing.status).toBe(400);
		expect(missing.body).toEqual({
			error: 'invalid_request',
			error_description: 'token is required.',
		});
		const asJson = await call(sandbox, 'POST', '/authentication/v2/introspect', {
			headers: { authorization: basic(...CLIENT) },
			json: { token: issued.access_token },
		});
		expect(asJson.status).toBe(400);
		expect(asJson.body.error).toBe('invalid_request');
	});

	test('a public app introspects its own token with client_id in the body', async () => {
		const issued = sandbox.ctx.tokens.issue({
			clientId: 'sandbox-public-client',
			userId: 'user-admin',
			scopes: ['data:read'],
		});
		const response = await form(
			'/authentication/v2/introspect',
			{ token: issued.access_token, client_id: 'sandbox-public-client' },
			{},
		);
		expect(response.body).toMatchObject({
			active: true,
			client_id: 'sandbox-public-client',
			userid: 'user-admin',
		});
	});

	test('a revoked access token stops working at once and is inactive', async () => {
		const issued = await appToken();
		expect(
			(await call(sandbox, 'GET', '/oss/v2/buckets', { token: issued.access_token })).status,
		).toBe(200);
		const revoked = await form('/authentication/v2/revoke', {
			token: issued.access_token,
			token_type_hint: 'access_token',
		});
		expect(revoked.status).toBe(200);
		expect(revoked.text).toBe('');
		expect(
			(await call(sandbox, 'GET', '/oss/v2/buckets', { token: issued.access_token })).status,
		).toBe(401);
		const after = await form('/authentication/v2/introspect', { token: issued.access_token });
		expect(after.body).toEqual({ active: false });
		const again = await form('/authentication/v2/revoke', {
			token: issued.access_token,
			token_type_hint: 'access_token',
		});
		expect(again.status).toBe(200);
	});

	test('a revoked refresh token cannot be used; the access token issued with it still works', async () => {
		const issued = await userToken();
		const revoked = await form('/authentication/v2/revoke', {
			token: issued.refresh_token,
			token_type_hint: 'refresh_token',
		});
		expect(revoked.status).toBe(200);
		const refresh = await token(
			sandbox,
			{ grant_type: 'refresh_token', refresh_token: issued.refresh_token },
			{ basic: CLIENT },
		);
		expect(refresh.status).toBe(400);
		expect(refresh.body.error).toBe('invalid_grant');
		expect(
			(await call(sandbox, 'GET', '/project/v1/hubs', { token: issued.access_token })).status,
		).toBe(200);
	});

	test("revoke needs token_type_hint from the enum, and refuses another app's token", async () => {
		const issued = await appToken();
		const noHint = await form('/authentication/v2/revoke', { token: issued.access_token });
		expect(noHint.status).toBe(400);
		expect(noHint.body).toEqual({
			error: 'invalid_request',
			error_description: 'token_type_hint is required.',
		});
		const badHint = await form('/authentication/v2/revoke', {
			token: issued.access_token,
			token_type_hint: 'id_token',
		});
		expect(badHint.status).toBe(400);
		expect(badHint.body.error).toBe('unsupported_token_type');

		await call(sandbox, 'POST', '/__sandbox/clients', {
			json: { clientId: 'other-app', clientSecret: 'other-secret' },
		});
		const foreign = await form(
			'/authentication/v2/revoke',
			{ token: issued.access_token, token_type_hint: 'access_token' },
			{ authorization: basic('other-app', 'other-secret') },
		);
		expect(foreign.status).toBe(400);
		expect(foreign.body.error).toBe('unauthorized_client');
		expect(
			(await call(sandbox, 'GET', '/oss/v2/buckets', { token: issued.access_token })).status,
		).toBe(200);
	});
});
