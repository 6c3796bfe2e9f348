'use strict';

const crypto = require('node:crypto');
const { AuthenticationClient } = require('@aps_sdk/authentication');
const { useSandbox, call } = require('../../support/sandbox');
const {
	CLIENT_ID,
	CLIENT_SECRET,
	expectModel,
	sdkManagerFor,
	twoLeggedToken,
	threeLeggedToken,
} = require('../../support/sdk');

const AUTH = '@aps_sdk/authentication';

/** Autodesk's @aps_sdk/authentication against the sandbox: tokens, introspection, revocation, OIDC. */
describe('Autodesk SDK: authentication', () => {
	const sandbox = useSandbox();
	const client = () => new AuthenticationClient({ sdkManager: sdkManagerFor(sandbox) });
	const canListBuckets = async (accessToken) =>
		(await call(sandbox, 'GET', '/oss/v2/buckets', { token: accessToken })).status === 200;

	test('a two-legged token, introspected as active with its scopes', async () => {
		const token = await twoLeggedToken(sandbox, ['bucket:read', 'data:read']);
		expectModel(AUTH, 'TwoLeggedToken', token);
		expect(token.token_type).toBe('Bearer');
		expect(await canListBuckets(token.access_token)).toBe(true);

		const introspected = await client().introspectToken(token.access_token, CLIENT_ID, {
			clientSecret: CLIENT_SECRET,
		});
		expectModel(AUTH, 'IntrospectToken', introspected);
		expect(introspected).toMatchObject({
			active: true,
			client_id: CLIENT_ID,
			scope: 'bucket:read data:read',
		});
		expect(introspected.userid).toBeUndefined();
	});

	test('a three-legged token signed in without a browser, refreshed, and its ID token checked with the JWKS', async () => {
		const token = await threeLeggedToken(sandbox, ['data:read', 'openid'], {
			user: 'user-member',
			nonce: 'n-1',
		});
		expectModel(AUTH, 'ThreeLeggedToken', token);
		const introspected = await client().introspectToken(token.access_token, CLIENT_ID, {
			clientSecret: CLIENT_SECRET,
		});
		expectModel(AUTH, 'IntrospectToken', introspected);
		expect(introspected).toMatchObject({ active: true, userid: 'user-member' });

		const keys = await client().getKeys();
		expectModel(AUTH, 'Jwks', keys);
		const [head, claims, signature] = token.id_token.split('.');
		const { kid, alg } = JSON.parse(Buffer.from(head, 'base64url').toString());
		expect(alg).toBe('RS256');
		const jwk = keys.keys.find((key) => key.kid === kid);
		const verified = crypto.verify(
			'sha256',
			Buffer.from(`${head}.${claims}`),
			crypto.createPublicKey({ key: { kty: jwk.kty, n: jwk.n, e: jwk.e }, format: 'jwk' }),
			Buffer.from(signature, 'base64url'),
		);
		expect(verified).toBe(true);
		expect(JSON.parse(Buffer.from(claims, 'base64url').toString())).toMatchObject({
			sub: 'user-member',
			aud: CLIENT_ID,
			nonce: 'n-1',
		});

		const refreshed = await client().refreshToken(token.refresh_token, CLIENT_ID, {
			clientSecret: CLIENT_SECRET,
		});
		expectModel(AUTH, 'ThreeLeggedToken', refreshed);
		expect(refreshed.refresh_token).not.toBe(token.refresh_token);
	});

	test('a revoked token is refused by the API and introspected as inactive', async () => {
		const token = await twoLeggedToken(sandbox, ['bucket:read']);
		const answer = await client().revoke(token.access_token, CLIENT_ID, 'access_token', {
			clientSecret: CLIENT_SECRET,
		});
		expect(answer.response.status).toBe(200);
		expect(await canListBuckets(token.access_token)).toBe(false);
		const introspected = await client().introspectToken(token.access_token, CLIENT_ID, {
			clientSecret: CLIENT_SECRET,
		});
		expect(introspected).toEqual({ active: false });
	});

	test("the OIDC discovery document names the sandbox's endpoints", async () => {
		const spec = await client().getOidcSpec();
		expectModel(AUTH, 'OidcSpec', spec);
		expect(spec).toMatchObject({
			issuer: sandbox.url,
			token_endpoint: `${sandbox.url}/authentication/v2/token`,
			jwks_uri: `${sandbox.url}/authentication/v2/keys`,
			introspection_endpoint: `${sandbox.url}/authentication/v2/introspect`,
			revoke_endpoint: `${sandbox.url}/authentication/v2/revoke`,
		});
	});

	test('user info: the SDK calls a fixed host, so its users API is pointed at the sandbox', async () => {
		const authentication = client();
		expect(authentication.usersApi.baseAddress.origin).toBe('https://api.userprofile.autodesk.com');
		authentication.usersApi.baseAddress = new URL(sandbox.url);
		const token = await threeLeggedToken(sandbox, ['data:read'], { user: 'user-viewer' });
		const user = await authentication.getUserInfo(`Bearer ${token.access_token}`);
		expectModel(AUTH, 'UserInfo', user);
		expect(user).toMatchObject({
			sub: 'user-viewer',
			name: 'Vic Viewer',
			email: 'vic.viewer@sandbox.example',
		});
	});
});
