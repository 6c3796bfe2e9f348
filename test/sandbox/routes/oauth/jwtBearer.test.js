'use strict';

const crypto = require('node:crypto');
const { useSandbox, call } = require('../../../support/sandbox');
const { token, lastTokenRequest } = require('../../../support/oauthFlow');
const { signedAssertion, JWT_BEARER } = require('../../../support/assertions');
const { SEED } = require('../../../../sandbox/seed/data');

const CLIENT = ['sandbox-client', 'sandbox-secret'];

describe('sandbox OAuth: the jwt-bearer grant of a Secure Service Account', () => {
	const sandbox = useSandbox();
	const exchange = (assertion, extra = {}, basic = CLIENT) =>
		token(sandbox, { grant_type: JWT_BEARER, assertion, ...extra }, { basic });
	const refusal = async (options, extra) => {
		const response = await exchange(signedAssertion(sandbox, options), extra);
		return { status: response.status, ...response.body };
	};

	test('a well-made assertion gets a three-legged token for the account, without a refresh token', async () => {
		const response = await exchange(
			signedAssertion(sandbox, { claims: { scope: ['data:read', 'data:write'] } }),
		);
		expect(response.status).toBe(200);
		expect(response.body).toEqual({
			access_token: expect.any(String),
			token_type: 'Bearer',
			expires_in: 3600,
		});
		const record = sandbox.ctx.tokens.accessTokens.get(response.body.access_token);
		expect(record).toMatchObject({
			userId: SEED.serviceAccount.id,
			scopes: ['data:read', 'data:write'],
		});
		expect(await lastTokenRequest(sandbox)).toMatchObject({
			grantType: JWT_BEARER,
			clientAuth: 'basic',
			ok: true,
			serviceAccountId: SEED.serviceAccount.id,
		});
	});

	test("the scope parameter narrows the assertion's scope and may not widen it", async () => {
		const assertion = () =>
			signedAssertion(sandbox, { claims: { scope: ['data:read', 'data:write'] } });
		const narrowed = await exchange(assertion(), { scope: 'data:read' });
		expect(sandbox.ctx.tokens.accessTokens.get(narrowed.body.access_token).scopes).toEqual([
			'data:read',
		]);
		const widened = await exchange(assertion(), { scope: 'data:read bucket:read' });
		expect(widened.status).toBe(400);
		expect(widened.body).toEqual({
			error: 'invalid_scope',
			error_description: expect.stringContaining('bucket:read'),
		});
	});

	test('the service account sees the projects its id is a member of, and no others', async () => {
		const { body } = await exchange(signedAssertion(sandbox));
		const hubs = await call(sandbox, 'GET', '/project/v1/hubs', { token: body.access_token });
		expect(hubs.body.data.map((hub) => hub.id)).toEqual([SEED.hubs.bim360]);
		const projects = await call(sandbox, 'GET', `/project/v1/hubs/${SEED.hubs.bim360}/projects`, {
			token: body.access_token,
		});
		expect(projects.body.data.map((project) => project.attributes.name)).toEqual([
			'Sandbox Tower',
			'BIM 360 Project 06',
			'BIM 360 Project 07',
		]);
		const hospital = await call(
			sandbox,
			'GET',
			`/project/v1/hubs/${SEED.hubs.acc}/projects/${SEED.projects.hospital}`,
			{ token: body.access_token },
		);
		expect(hospital.status).toBe(403);
	});

	test('the signature is checked with the stored public key of the kid', async () => {
		const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
		expect(await refusal({ privateKey })).toEqual({
			status: 400,
			error: 'invalid_grant',
			error_description: expect.stringContaining('signature does not verify'),
		});
		const assertion = signedAssertion(sandbox);
		const [header, claims, signature] = assertion.split('.');
		const changedClaims = Buffer.from(
			JSON.stringify({
				...JSON.parse(Buffer.from(claims, 'base64url')),
				sub: SEED.serviceAccount.id,
				scope: ['data:write'],
			}),
		).toString('base64url');
		expect(
			(await exchange(`${header}.${changedClaims}.${signature}`)).body.error_description,
		).toMatch(/signature does not verify/);
	});

	test('kid, alg, iss, sub and aud must each be right', async () => {
		expect(await refusal({ header: { kid: 'not-a-key' } })).toMatchObject({
			status: 400,
			error: 'invalid_grant',
			error_description: expect.stringContaining('"not-a-key" is not a key of service account'),
		});
		expect(await refusal({ header: { alg: 'HS256' } })).toMatchObject({
			error: 'invalid_grant',
			error_description: expect.stringContaining('alg must be RS256'),
		});
		expect(await refusal({ claims: { iss: 'another-client' } })).toMatchObject({
			error: 'invalid_grant',
			error_description: expect.stringContaining('iss must be the client ID'),
		});
		expect(await refusal({ claims: { sub: 'SAUNKNOWN' } })).toMatchObject({
			error: 'invalid_grant',
			error_description: expect.stringContaining(
				'"SAUNKNOWN" is not a service account of this app',
			),
		});
		expect(
			await refusal({
				claims: { aud: `${sandbox.url}/authentication/v2/token` },
			}),
		).toMatchObject({
			error: 'invalid_grant',
			error_description: "The assertion's aud must be https://developer.api.autodesk.com/authentication/v2/token.",
		});
		expect((await exchange('not.a-jwt')).body).toMatchObject({
			error: 'invalid_grant',
			error_description: expect.stringContaining('not a JWT'),
		});
		expect((await token(sandbox, { grant_type: JWT_BEARER }, { basic: CLIENT })).body.error).toBe(
			'invalid_request',
		);
	});

	test('a disabled key or account is refused', async () => {
		const account = sandbox.ctx.state.serviceAccounts.accounts.get(SEED.serviceAccount.id);
		account.keys.get(SEED.serviceAccount.keyId).status = 'DISABLED';
		expect(await refusal()).toMatchObject({
			status: 400,
			error: 'invalid_grant',
			error_description: `The key ${SEED.serviceAccount.keyId} is disabled.`,
		});
		account.keys.get(SEED.serviceAccount.keyId).status = 'ENABLED';
		account.status = 'DISABLED';
		expect(await refusal()).toMatchObject({
			error: 'invalid_grant',
			error_description: `The service account ${SEED.serviceAccount.id} is not enabled (DISABLED).`,
		});
	});

	test("exp must be after the service's time and at most 5 minutes after it", async () => {
		const now = Math.floor(sandbox.ctx.clock.now() / 1000);
		expect(await refusal({ claims: { exp: now - 30 } })).toMatchObject({
			status: 400,
			error: 'invalid_grant',
			error_description: expect.stringMatching(
				/^The assertion has expired: its exp is 3\d s before/,
			),
		});
		expect(await refusal({ claims: { exp: now + 600 } })).toMatchObject({
			error: 'invalid_grant',
			error_description: expect.stringMatching(
				/exp is (599|60\d) s after the service's time; at most 300 s/,
			),
		});
		expect(await refusal({ claims: { exp: String(now + 60) } })).toMatchObject({
			error: 'invalid_grant',
			error_description: expect.stringContaining('exp is required'),
		});
		expect((await refusal({ claims: { exp: now + 290 } })).status).toBe(200);
	});

	test('scope: a JSON array of scopes the app may request', async () => {
		expect(await refusal({ claims: { scope: 'data:read' } })).toMatchObject({
			status: 400,
			error: 'invalid_grant',
			error_description: expect.stringContaining('JSON array'),
		});
		expect(await refusal({ claims: { scope: ['data:read', 'data:all'] } })).toMatchObject({
			status: 400,
			error: 'invalid_scope',
			error_description: 'The app may not request these scopes: data:all.',
		});
	});

	test('client authentication: a wrong secret is 401, a public app may not use the grant', async () => {
		const wrong = await exchange(signedAssertion(sandbox), {}, ['sandbox-client', 'nope']);
		expect(wrong.status).toBe(401);
		expect(wrong.body.error).toBe('invalid_client');
		const publicApp = await token(sandbox, {
			grant_type: JWT_BEARER,
			client_id: 'sandbox-public-client',
			assertion: signedAssertion(sandbox),
		});
		expect(publicApp.body.error).toBe('unauthorized_client');
	});
});
