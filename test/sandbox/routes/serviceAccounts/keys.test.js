'use strict';

const crypto = require('node:crypto');
const { useSandbox, tokenFor, call } = require('../../../support/sandbox');
const { SEED } = require('../../../../sandbox/seed/data');

const ACCOUNT = `/authentication/v2/service-accounts/${SEED.serviceAccount.id}`;
const KEYS = `${ACCOUNT}/keys`;
const READ = 'application:service_account_key:read';
const WRITE = 'application:service_account_key:write';

describe('sandbox Secure Service Accounts: keys', () => {
	const sandbox = useSandbox();
	const app = (scopes = [READ, WRITE], clientId = 'sandbox-client') =>
		tokenFor(sandbox, { scopes, clientId });
	const account = () => sandbox.ctx.state.serviceAccounts.accounts.get(SEED.serviceAccount.id);

	test('create answers 201 with the kid and a PEM RSA 2048 private key; only the public key is kept', async () => {
		const created = await call(sandbox, 'POST', KEYS, { token: app([WRITE]) });
		expect(created.status).toBe(201);
		expect(created.body).toEqual({
			kid: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
			privateKey: expect.stringMatching(
				/^-----BEGIN RSA PRIVATE KEY-----\n[\s\S]+\n-----END RSA PRIVATE KEY-----\n$/,
			),
		});
		const privateKey = crypto.createPrivateKey(created.body.privateKey);
		expect(privateKey.asymmetricKeyDetails.modulusLength).toBe(2048);
		const stored = account().keys.get(created.body.kid);
		expect(stored.publicKey.type).toBe('public');
		expect(stored.publicKey.export({ type: 'spki', format: 'pem' })).toBe(
			crypto.createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }),
		);
		expect(Object.keys(stored).sort()).toEqual([
			'accessedAt',
			'createdAt',
			'kid',
			'publicKey',
			'status',
		]);
		expect(stored.publicKey.asymmetricKeyType).toBe('rsa');

		const listed = await call(sandbox, 'GET', KEYS, { token: app([READ]) });
		expect(listed.status).toBe(200);
		expect(listed.body.keys.map((key) => key.kid)).toEqual([
			SEED.serviceAccount.keyId,
			created.body.kid,
		]);
		expect(listed.body.keys[1]).toEqual({
			kid: created.body.kid,
			status: 'ENABLED',
			createdAt: expect.stringMatching(/ \+0000 UTC$/),
			accessedAt: expect.stringMatching(/ \+0000 UTC$/),
		});
		expect(listed.text).not.toMatch(/PRIVATE|PUBLIC|privateKey|publicKey/);
	});

	test('an account has at most 3 keys, disabled ones included; deleting one frees a place', async () => {
		const created = [];
		for (let n = 0; n < 2; n++)
			created.push((await call(sandbox, 'POST', KEYS, { token: app() })).body.kid);
		await call(sandbox, 'PATCH', `${KEYS}/${created[0]}`, {
			token: app(),
			json: { status: 'DISABLED' },
		});
		const fourth = await call(sandbox, 'POST', KEYS, { token: app() });
		expect(fourth.status).toBe(403);
		expect(fourth.body).toEqual({
			title: 'forbidden',
			detail: `The service account ${SEED.serviceAccount.id} has 3 keys, the most it may have; delete a key to free up space.`,
		});
		const deleted = await call(sandbox, 'DELETE', `${KEYS}/${created[0]}`, { token: app() });
		expect(deleted.status).toBe(204);
		expect((await call(sandbox, 'POST', KEYS, { token: app() })).status).toBe(201);
	});

	test('update enables and disables a key and answers 204; the same status again is 400', async () => {
		const path = `${KEYS}/${SEED.serviceAccount.keyId}`;
		const patch = (json) => call(sandbox, 'PATCH', path, { token: app([WRITE]), json });
		const disabled = await patch({ status: 'DISABLED' });
		expect(disabled.status).toBe(204);
		expect(disabled.text).toBe('');
		expect(account().keys.get(SEED.serviceAccount.keyId).status).toBe('DISABLED');
		const again = await patch({ status: 'DISABLED' });
		expect(again.status).toBe(400);
		expect(again.body).toEqual({
			title: 'invalid_request',
			detail: 'The key is already in a disabled state.',
		});
		expect((await patch({ status: 'OFF' })).status).toBe(400);
		expect((await patch({ status: 'ENABLED' })).status).toBe(204);
		expect(account().keys.get(SEED.serviceAccount.keyId).status).toBe('ENABLED');
	});

	test("an unknown key or account is 404; another app's account is 404", async () => {
		const missingKey = await call(sandbox, 'DELETE', `${KEYS}/not-a-key`, { token: app() });
		expect(missingKey.status).toBe(404);
		expect(missingKey.body.detail).toBe(
			`The key not-a-key is not found on service account ${SEED.serviceAccount.id}.`,
		);
		expect(
			(
				await call(sandbox, 'PATCH', `${KEYS}/not-a-key`, {
					token: app(),
					json: { status: 'DISABLED' },
				})
			).status,
		).toBe(404);
		const missingAccount = '/authentication/v2/service-accounts/SANOTANACCOUNT00/keys';
		expect((await call(sandbox, 'POST', missingAccount, { token: app() })).status).toBe(404);
		expect((await call(sandbox, 'GET', missingAccount, { token: app() })).status).toBe(404);
		expect((await call(sandbox, 'GET', KEYS, { token: app([READ], 'other-client') })).status).toBe(
			404,
		);
	});

	test('every key route needs the account enabled (400 otherwise)', async () => {
		account().status = 'DISABLED';
		const key = `${KEYS}/${SEED.serviceAccount.keyId}`;
		const routes = [
			['POST', KEYS],
			['GET', KEYS],
			['PATCH', key, { status: 'DISABLED' }],
			['DELETE', key],
		];
		for (const [method, path, json] of routes) {
			const answer = await call(sandbox, method, path, { token: app(), json });
			expect([method, answer.status, answer.body]).toEqual([
				method,
				400,
				{
					title: 'invalid_request',
					detail: `The service account ${SEED.serviceAccount.id} is not enabled (DISABLED); enable it first.`,
				},
			]);
		}
		expect([...account().keys.keys()]).toEqual([SEED.serviceAccount.keyId]);
		expect(account().keys.get(SEED.serviceAccount.keyId).status).toBe('ENABLED');
	});

	test('each key route needs its scope and a two-legged token', async () => {
		const key = `${KEYS}/${SEED.serviceAccount.keyId}`;
		const routes = [
			['POST', KEYS, WRITE],
			['GET', KEYS, READ],
			['PATCH', key, WRITE, { status: 'DISABLED' }],
			['DELETE', key, WRITE],
		];
		for (const [method, path, scope, json] of routes) {
			const lacking = await call(sandbox, method, path, {
				token: app([scope === READ ? WRITE : READ, 'application:service_account:write']),
				json,
			});
			expect([method, path, lacking.status, lacking.body.detail]).toEqual([
				method,
				path,
				401,
				`The token does not have the required scope (${scope}).`,
			]);
			const threeLegged = tokenFor(sandbox, { scopes: [scope], userId: SEED.users.admin });
			const user = await call(sandbox, method, path, { token: threeLegged, json });
			expect([method, path, user.status]).toEqual([method, path, 401]);
			expect(user.body.detail).toMatch(/two-legged token/);
		}
		expect([...account().keys.values()].map((key) => key.status)).toEqual(['ENABLED']);
	});
});
