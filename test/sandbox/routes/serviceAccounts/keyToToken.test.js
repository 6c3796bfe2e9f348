'use strict';

const { useSandbox, call } = require('../../../support/sandbox');
const { token } = require('../../../support/oauthFlow');
const { signedAssertion, JWT_BEARER } = require('../../../support/assertions');

const CLIENT = ['sandbox-client', 'sandbox-secret'];
const ACCOUNTS = '/authentication/v2/service-accounts';
const MANAGE = [
	'application:service_account:read',
	'application:service_account:write',
	'application:service_account_key:read',
	'application:service_account_key:write',
];

describe('sandbox Secure Service Accounts: from a new account and key to a token', () => {
	const sandbox = useSandbox();

	/** A two-legged token from the token endpoint, as the node's OAuth2 credential gets it. */
	async function appToken() {
		const answer = await token(
			sandbox,
			{ grant_type: 'client_credentials', scope: MANAGE.join(' ') },
			{ basic: CLIENT },
		);
		expect(answer.status).toBe(200);
		return answer.body.access_token;
	}

	async function newAccountAndKey(app) {
		const account = await call(sandbox, 'POST', ACCOUNTS, {
			token: app,
			json: { name: 'report-runner', firstName: 'Report', lastName: 'Runner' },
		});
		expect(account.status).toBe(201);
		const key = await call(sandbox, 'POST', `${ACCOUNTS}/${account.body.serviceAccountId}/keys`, {
			token: app,
		});
		expect(key.status).toBe(201);
		return {
			id: account.body.serviceAccountId,
			kid: key.body.kid,
			privateKey: key.body.privateKey,
		};
	}

	const exchange = ({ id, kid, privateKey }) =>
		token(
			sandbox,
			{
				grant_type: JWT_BEARER,
				assertion: signedAssertion(sandbox, {
					header: { kid },
					claims: { sub: id, scope: ['data:read'] },
					privateKey,
				}),
			},
			{ basic: CLIENT },
		);

	test('an assertion signed with the returned private key gets a token for the new account', async () => {
		const app = await appToken();
		const created = await newAccountAndKey(app);
		const before = await call(sandbox, 'GET', `${ACCOUNTS}/${created.id}`, { token: app });
		sandbox.ctx.clock.advance(60_000);

		const exchanged = await exchange(created);
		expect(exchanged.status).toBe(200);
		expect(exchanged.body).toEqual({
			access_token: expect.any(String),
			token_type: 'Bearer',
			expires_in: 3600,
		});
		expect(sandbox.ctx.tokens.accessTokens.get(exchanged.body.access_token)).toMatchObject({
			userId: created.id,
			scopes: ['data:read'],
		});
		// A new account is a member of nothing: it sees no hub until its email is added to a project.
		const hubs = await call(sandbox, 'GET', '/project/v1/hubs', {
			token: exchanged.body.access_token,
		});
		expect(hubs.status).toBe(200);
		expect(hubs.body.data).toEqual([]);

		const after = await call(sandbox, 'GET', `${ACCOUNTS}/${created.id}`, { token: app });
		expect(after.body.accessedAt).not.toBe(before.body.accessedAt);
		const keys = await call(sandbox, 'GET', `${ACCOUNTS}/${created.id}/keys`, { token: app });
		expect(keys.body.keys[0].accessedAt).toBe(after.body.accessedAt);
	});

	test('disabling the key or the account makes the grant refuse it; enabling it again lets it in', async () => {
		const app = await appToken();
		const created = await newAccountAndKey(app);
		const key = `${ACCOUNTS}/${created.id}/keys/${created.kid}`;

		expect(
			(await call(sandbox, 'PATCH', key, { token: app, json: { status: 'DISABLED' } })).status,
		).toBe(204);
		expect((await exchange(created)).body).toEqual({
			error: 'invalid_grant',
			error_description: `The key ${created.kid} is disabled.`,
		});
		expect(
			(await call(sandbox, 'PATCH', key, { token: app, json: { status: 'ENABLED' } })).status,
		).toBe(204);
		expect((await exchange(created)).status).toBe(200);

		const account = `${ACCOUNTS}/${created.id}`;
		expect(
			(await call(sandbox, 'PATCH', account, { token: app, json: { status: 'DISABLED' } })).status,
		).toBe(200);
		expect((await exchange(created)).body).toEqual({
			error: 'invalid_grant',
			error_description: `The service account ${created.id} is not enabled (DISABLED).`,
		});
		expect(
			(await call(sandbox, 'PATCH', account, { token: app, json: { status: 'ENABLED' } })).status,
		).toBe(200);
		expect((await exchange(created)).status).toBe(200);
	});

	test('a deleted key or account is refused by the grant', async () => {
		const app = await appToken();
		const created = await newAccountAndKey(app);
		const second = await call(sandbox, 'POST', `${ACCOUNTS}/${created.id}/keys`, { token: app });
		expect(
			(
				await call(sandbox, 'DELETE', `${ACCOUNTS}/${created.id}/keys/${created.kid}`, {
					token: app,
				})
			).status,
		).toBe(204);
		expect((await exchange(created)).body.error_description).toBe(
			`The assertion's kid "${created.kid}" is not a key of service account ${created.id}.`,
		);
		const withSecond = { ...created, kid: second.body.kid, privateKey: second.body.privateKey };
		expect((await exchange(withSecond)).status).toBe(200);
		expect(
			(await call(sandbox, 'DELETE', `${ACCOUNTS}/${created.id}`, { token: app })).status,
		).toBe(204);
		expect((await exchange(withSecond)).body).toEqual({
			error: 'invalid_grant',
			error_description: `The assertion's sub "${created.id}" is not a service account of this app.`,
		});
	});
});
