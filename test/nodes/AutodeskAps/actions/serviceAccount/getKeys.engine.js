'use strict';

/** serviceAccount / getKeys through n8n's engine against the sandbox. */

const { SEED, locator, useAccountSandbox } = require('./accountSandbox');

const { runAccounts, newKey, account, log } = useAccountSandbox();

test('Get Keys outputs one item per key: the account, the kid, the status and times, never a key', async () => {
	const { kid } = await newKey(SEED.serviceAccount.id);
	account(SEED.serviceAccount.id).keys.get(kid).status = 'DISABLED';
	const { items, error } = await runAccounts({ operation: 'getKeys', serviceAccountId: locator(SEED.serviceAccount.id, 'list') });
	expect(error).toBeUndefined();
	const key = (id, status) => ({ json: { serviceAccountId: SEED.serviceAccount.id, kid: id, status, createdAt: expect.stringMatching(/ \+0000 UTC$/), accessedAt: expect.any(String) }, pairedItem: { item: 0 } });
	expect(items).toEqual([key(SEED.serviceAccount.keyId, 'ENABLED'), key(kid, 'DISABLED')]);
	expect(JSON.stringify(items)).not.toMatch(/PRIVATE KEY|PUBLIC KEY/);
	expect(log('GET').map((entry) => entry.path)).toEqual([`/authentication/v2/service-accounts/${SEED.serviceAccount.id}/keys`]);
});

test("the keys of a disabled account are the service's 400", async () => {
	account(SEED.serviceAccount.id).status = 'DISABLED';
	const { error } = await runAccounts({ operation: 'getKeys', serviceAccountId: locator(SEED.serviceAccount.id) });
	expect(error.httpCode).toBe('400');
	expect(error.message).toBe('Get service account keys failed: The service account SASANDBOXNIGHTLY is not enabled (DISABLED); enable it first.');
});
