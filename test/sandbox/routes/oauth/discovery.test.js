'use strict';

const crypto = require('node:crypto');
const { useSandbox, call } = require('../../../support/sandbox');
const { CALLBACK, codeFor, token, verifyWithJwks } = require('../../../support/oauthFlow');

describe('sandbox OAuth: OIDC discovery and JWKS', () => {
	const sandbox = useSandbox();

	test("the discovery document names the sandbox's own endpoints, and each answers", async () => {
		const response = await call(sandbox, 'GET', '/.well-known/openid-configuration');
		expect(response.status).toBe(200);
		const spec = response.body;
		expect(spec).toMatchObject({
			issuer: sandbox.url,
			authorization_endpoint: `${sandbox.url}/authentication/v2/authorize`,
			token_endpoint: `${sandbox.url}/authentication/v2/token`,
			userinfo_endpoint: `${sandbox.url}/userinfo`,
			jwks_uri: `${sandbox.url}/authentication/v2/keys`,
			revoke_endpoint: `${sandbox.url}/authentication/v2/revoke`,
			revocation_endpoint: `${sandbox.url}/authentication/v2/revoke`,
			introspection_endpoint: `${sandbox.url}/authentication/v2/introspect`,
			grant_types_supported: ['authorization_code', 'client_credentials', 'refresh_token'],
			subject_types_supported: ['public'],
			id_token_signing_alg_values_supported: ['RS256'],
		});
		expect(spec.scopes_supported).toEqual(
			expect.arrayContaining(['data:read', 'bucket:create', 'openid']),
		);
		// Every endpoint it names is served here: none answers 501 (not modelled) or 404.
		for (const [method, address] of [
			['GET', spec.jwks_uri],
			['POST', spec.token_endpoint],
			['POST', spec.revoke_endpoint],
			['POST', spec.introspection_endpoint],
			['GET', spec.userinfo_endpoint],
			['GET', spec.authorization_endpoint],
		]) {
			const answer = await fetch(address, { method, redirect: 'manual' });
			expect([address, answer.status]).not.toEqual([address, 501]);
			expect([address, answer.status]).not.toEqual([address, 404]);
		}
	});

	test('JWKS: one RSA signing key whose modulus is 2048 bits', async () => {
		const response = await call(sandbox, 'GET', '/authentication/v2/keys');
		expect(response.status).toBe(200);
		expect(response.body.keys).toHaveLength(1);
		const [key] = response.body.keys;
		expect(key).toEqual({
			kid: expect.any(String),
			kty: 'RSA',
			use: 'sig',
			n: expect.any(String),
			e: 'AQAB',
		});
		const publicKey = crypto.createPublicKey({ key: key, format: 'jwk' });
		expect(publicKey.asymmetricKeyDetails.modulusLength).toBe(2048);
	});

	test('an ID token from the code flow verifies with the JWKS key its header names', async () => {
		const code = await codeFor(sandbox, {
			client_id: 'sandbox-client',
			response_type: 'code',
			redirect_uri: CALLBACK,
			scope: 'openid data:read',
			nonce: 'n-1',
		});
		const issued = await token(
			sandbox,
			{ grant_type: 'authorization_code', code, redirect_uri: CALLBACK },
			{ basic: ['sandbox-client', 'sandbox-secret'] },
		);
		const { header, claims, verified } = await verifyWithJwks(sandbox, issued.body.id_token);
		expect(header).toMatchObject({ alg: 'RS256', typ: 'JWT' });
		expect(verified).toBe(true);
		expect(claims).toMatchObject({ iss: sandbox.url, sub: 'user-admin', aud: 'sandbox-client' });
		const [head, body, signature] = issued.body.id_token.split('.');
		const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'user-viewer' })).toString(
			'base64url',
		);
		expect((await verifyWithJwks(sandbox, `${head}.${forged}.${signature}`)).verified).toBe(false);
		expect(body).not.toBe(forged);
	});
});
