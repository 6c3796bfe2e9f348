'use strict';

/** serviceAccount / getAll through n8n's engine against the sandbox. */

const { SEED, useAccountSandbox } = require('./accountSandbox');

const { sandbox, runAccounts, newAccount, log } = useAccountSandbox();

test("Get Many outputs each of the app's accounts (not another app's), up to the Limit", async () => {
	const ids = [await newAccount('second-account'), await newAccount('third-account')];
	sandbox.ctx.state.serviceAccounts.accounts.set('OTHERAPPACCOUNT1', { ...sandbox.ctx.state.serviceAccounts.accounts.get(ids[0]), serviceAccountId: 'OTHERAPPACCOUNT1', createdBy: 'another-client' });
	const all = await runAccounts({ operation: 'getAll', returnAll: true });
	expect(all.error).toBeUndefined();
	expect(all.items.map((item) => item.json.serviceAccountId)).toEqual([SEED.serviceAccount.id, ...ids]);
	expect(all.items[0].json).toEqual({
		serviceAccountId: SEED.serviceAccount.id,
		email: 'nightly-sync@sandbox-client.adskserviceaccount.autodesk.com',
		createdBy: 'sandbox-client',
		status: 'ENABLED',
		createdAt: expect.stringMatching(/ \+0000 UTC$/),
		accessedAt: expect.any(String),
		expiresAt: expect.any(String),
	});
	const limited = await runAccounts({ operation: 'getAll', returnAll: false, limit: 2 });
	expect(limited.items.map((item) => item.json.serviceAccountId)).toEqual([SEED.serviceAccount.id, ids[0]]);
	expect(log('GET').map((entry) => entry.path)).toEqual(['/authentication/v2/service-accounts', '/authentication/v2/service-accounts']);
});

test('each input item gets the list, its accounts paired to it; a Limit of 0 is refused before sending', async () => {
	const { items } = await runAccounts({ operation: 'getAll', returnAll: false, limit: 1 }, { items: [{ json: {} }, { json: {} }] });
	expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
	sandbox.ctx.log.clear();
	const { error } = await runAccounts({ operation: 'getAll', returnAll: false, limit: '={{ 0 }}' });
	expect(error.message).toBe('Limit must be a whole number of 1 or more; got 0');
	expect(log('GET')).toEqual([]);
});
