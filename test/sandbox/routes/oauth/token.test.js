'use strict';

const { useSandbox, call } = require('../../../support/sandbox');
const { CALLBACK, codeFor, token, pkcePair, lastTokenRequest } = require('../../../support/oauthFlow');

const CLIENT = ['sandbox-client', 'sandbox-secret'];
const confidentialRequest = {
	client_id: 'sandbox-client',
	response_type: 'code',
	redirect_uri: CALLBACK,
	scope: 'data:read data:write',
	state: 'st',
};

describe('sandbox OAuth: token endpoint', () => {
	const sandbox = useSandbox();

	const publicCode = async (challenge, options) =>
		codeFor(
			sandbox,
			{
				client_id: 'sandbox-public-client',
				response_type: 'code',
				redirect_uri: CALLBACK,
				scope: 'data:read',
				code_challenge: challenge,
				code_challenge_method: 'S256',
			},
			options,
		);
	const exchangeForm = (code, extra = {}) => ({
		grant_type: 'authorization_code',
		code,
		redirect_uri: CALLBACK,
		...extra,
	});

	test('a confidential app exchanges a code with HTTP Basic and gets a user token pair', async () => {
		const code = await codeFor(sandbox, confidentialRequest, { user: 'user-member' });
		const response = await token(sandbox, exchangeForm(code), { basic: CLIENT });
		expect(response.status).toBe(200);
		expect(response.body).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
		expect(response.body.access_token).toBeTruthy();
		expect(response.body.refresh_token).toBeTruthy();
		expect(response.headers.get('cache-control')).toBe('no-store');
		expect(await lastTokenRequest(sandbox)).toMatchObject({
			grantType: 'authorization_code',
			clientId: 'sandbox-client',
			clientAuth: 'basic',
			pkce: false,
			verifierMatched: null,
			ok: true,
		});

		const me = await call(sandbox, 'GET', '/userinfo', { token: response.body.access_token });
		expect(me.status).toBe(200);
		expect(me.body).toMatchObject({
			sub: 'user-member',
			name: 'Mel Member',
			email: 'mel.member@sandbox.example',
		});
		const legacy = await call(sandbox, 'GET', '/userprofile/v1/users/@me', {
			token: response.body.access_token,
		});
		expect(legacy.body).toMatchObject({
			userId: 'user-member',
			emailId: 'mel.member@sandbox.example',
			sub: 'user-member',
		});
	});

	test('client_secret in the body also authenticates a confidential app', async () => {
		const code = await codeFor(sandbox, confidentialRequest);
		const response = await token(
			sandbox,
			exchangeForm(code, { client_id: CLIENT[0], client_secret: CLIENT[1] }),
		);
		expect(response.status).toBe(200);
		expect(await lastTokenRequest(sandbox)).toMatchObject({ clientAuth: 'body', ok: true });
	});

	test('client authentication failures', async () => {
		const code = await codeFor(sandbox, confidentialRequest);
		const wrongSecret = await token(sandbox, exchangeForm(code), { basic: [CLIENT[0], 'wrong'] });
		expect(wrongSecret.status).toBe(401);
		expect(wrongSecret.body.error).toBe('invalid_client');
		expect(wrongSecret.body.error_description).toBeTruthy();
		const idOnly = await token(sandbox, exchangeForm(code, { client_id: CLIENT[0] }));
		expect(idOnly.status).toBe(401);
		const nobody = await token(sandbox, exchangeForm(code));
		expect(nobody.status).toBe(401);
		const both = await token(sandbox, exchangeForm(code, { client_secret: CLIENT[1] }), {
			basic: CLIENT,
		});
		expect(both.status).toBe(400);
		expect(both.body.error).toBe('invalid_request');
		// none of the failures used the code up
		expect((await token(sandbox, exchangeForm(code), { basic: CLIENT })).status).toBe(200);
	});

	test('a code is single-use', async () => {
		const code = await codeFor(sandbox, confidentialRequest);
		expect((await token(sandbox, exchangeForm(code), { basic: CLIENT })).status).toBe(200);
		const again = await token(sandbox, exchangeForm(code), { basic: CLIENT });
		expect(again.status).toBe(400);
		expect(again.body.error).toBe('invalid_grant');
		expect(await lastTokenRequest(sandbox)).toMatchObject({ ok: false });
	});

	test('a code expires after 5 minutes', async () => {
		const fresh = await codeFor(sandbox, confidentialRequest);
		const stale = await codeFor(sandbox, confidentialRequest);
		sandbox.ctx.clock.advance(4 * 60 * 1000);
		expect((await token(sandbox, exchangeForm(fresh), { basic: CLIENT })).status).toBe(200);
		sandbox.ctx.clock.advance(61 * 1000);
		const expired = await token(sandbox, exchangeForm(stale), { basic: CLIENT });
		expect(expired.status).toBe(400);
		expect(expired.body).toMatchObject({ error: 'invalid_grant' });
		expect(expired.body.error_description).toMatch(/expired/);
	});

	test('the redirect_uri and the app must be those of the authorization', async () => {
		const code = await codeFor(sandbox, confidentialRequest);
		const otherUri = await token(
			sandbox,
			{ ...exchangeForm(code), redirect_uri: `${CALLBACK}/other` },
			{ basic: CLIENT },
		);
		expect(otherUri.body.error).toBe('invalid_grant');
		const { verifier } = pkcePair();
		const otherApp = await token(
			sandbox,
			exchangeForm(code, { client_id: 'sandbox-public-client', code_verifier: verifier }),
		);
		expect(otherApp.body.error).toBe('invalid_grant');
		const missing = await token(
			sandbox,
			{ grant_type: 'authorization_code', code },
			{ basic: CLIENT },
		);
		expect(missing.body.error).toBe('invalid_request');
	});

	test('PKCE: a wrong verifier is refused, the right one accepted', async () => {
		const { verifier, challenge } = pkcePair();
		const code = await publicCode(challenge);
		const wrong = await token(
			sandbox,
			exchangeForm(code, {
				client_id: 'sandbox-public-client',
				code_verifier: pkcePair().verifier,
			}),
		);
		expect(wrong.status).toBe(400);
		expect(wrong.body.error).toBe('invalid_grant');
		expect(await lastTokenRequest(sandbox)).toMatchObject({
			clientId: 'sandbox-public-client',
			clientAuth: 'none',
			pkce: true,
			verifierMatched: false,
			ok: false,
		});

		const right = await token(
			sandbox,
			exchangeForm(code, { client_id: 'sandbox-public-client', code_verifier: verifier }),
		);
		expect(right.status).toBe(200);
		expect(right.body.refresh_token).toBeTruthy();
		expect(await lastTokenRequest(sandbox)).toMatchObject({
			clientAuth: 'none',
			pkce: true,
			verifierMatched: true,
			ok: true,
		});
	});

	test('PKCE: the verifier is required and must be 43-128 unreserved characters', async () => {
		const { challenge } = pkcePair();
		const code = await publicCode(challenge);
		const missing = await token(
			sandbox,
			exchangeForm(code, { client_id: 'sandbox-public-client' }),
		);
		expect(missing.body.error).toBe('invalid_grant');
		expect(missing.body.error_description).toMatch(/code_verifier is required/);
		for (const verifier of ['a'.repeat(42), 'a'.repeat(129), `${'a'.repeat(42)}!`]) {
			const malformed = await token(
				sandbox,
				exchangeForm(code, { client_id: 'sandbox-public-client', code_verifier: verifier }),
			);
			expect(malformed.body.error).toBe('invalid_request');
		}
	});

	test('a verifier for a code that had no challenge is refused', async () => {
		const code = await codeFor(sandbox, confidentialRequest);
		const response = await token(
			sandbox,
			exchangeForm(code, { code_verifier: pkcePair().verifier }),
			{ basic: CLIENT },
		);
		expect(response.body.error).toBe('invalid_grant');
		expect(await lastTokenRequest(sandbox)).toMatchObject({
			pkce: true,
			verifierMatched: null,
			ok: false,
		});
	});

	test('a confidential app may use PKCE too', async () => {
		const { verifier, challenge } = pkcePair();
		const code = await codeFor(sandbox, {
			...confidentialRequest,
			code_challenge: challenge,
			code_challenge_method: 'S256',
		});
		expect(
			(await token(sandbox, exchangeForm(code, { code_verifier: verifier }), { basic: CLIENT }))
				.status,
		).toBe(200);
		expect(await lastTokenRequest(sandbox)).toMatchObject({
			clientAuth: 'basic',
			pkce: true,
			verifierMatched: true,
			ok: true,
		});
	});
});
