'use strict';

/** serviceAccount / updateKey through n8n's engine against the sandbox. */

const { SEED, locator, useAccountSandbox } = require('./accountSandbox');
const { SandboxCredentialsHelper, SERVICE_ACCOUNT_TYPE, serviceAccountCredentials } = require('../../../../support/credentials');
const { runNode } = require('../../../../support/engine');

const { sandbox, runAccounts, account, log } = useAccountSandbox();
const updateKey = (status, keyId = SEED.serviceAccount.keyId) => ({ operation: 'updateKey', serviceAccountId: locator(SEED.serviceAccount.id), keyId: locator(keyId, 'list'), status });
const key = () => account(SEED.serviceAccount.id).keys.get(SEED.serviceAccount.keyId);

test('Update Key disables the key (a credential holding it gets no token) and enables it again; the service answers 204, the item says what was set', async () => {
	const disabled = await runAccounts(updateKey('DISABLED'));
	expect(disabled.error).toBeUndefined();
	expect(disabled.items).toEqual([{ json: { serviceAccountId: SEED.serviceAccount.id, kid: SEED.serviceAccount.keyId, status: 'DISABLED' }, pairedItem: { item: 0 } }]);
	expect(key().status).toBe('DISABLED');
	const [patch] = log('PATCH');
	expect([patch.status, JSON.parse(patch.body)]).toEqual([204, { status: 'DISABLED' }]);

	const credentialsHelper = new SandboxCredentialsHelper(serviceAccountCredentials(sandbox), SERVICE_ACCOUNT_TYPE);
	const refused = await runNode({ parameters: { authentication: 'serviceAccount', resource: 'hub', operation: 'getAll', returnAll: true }, credentialsHelper });
	expect(refused.error.message).toMatch(/Key ID \(in the credential\) was refused .*is disabled/);

	expect((await runAccounts(updateKey('ENABLED'))).items[0].json.status).toBe('ENABLED');
	expect(key().status).toBe('ENABLED');
});

test("an unknown key is the service's 404; a Key of spaces is refused before sending", async () => {
	const unknown = await runAccounts(updateKey('DISABLED', 'no-such-key'));
	expect(unknown.error.httpCode).toBe('404');
	expect(unknown.error.message).toBe(`Update service account key failed: The key no-such-key is not found on service account ${SEED.serviceAccount.id}.`);
	sandbox.ctx.log.clear();
	const blank = await runAccounts(updateKey('DISABLED', '  '));
	expect(blank.error.message).toBe('Key is required: choose one from the list or enter its key ID');
	expect(log('PATCH')).toEqual([]);
});
