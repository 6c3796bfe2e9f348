'use strict';

/** serviceAccount / deleteKey through n8n's engine against the sandbox. */

const { SEED, locator, useAccountSandbox } = require('./accountSandbox');

const { runAccounts, newKey, account, log } = useAccountSandbox();
const deleteKey = (kid) => ({ operation: 'deleteKey', serviceAccountId: locator(SEED.serviceAccount.id), keyId: locator(kid) });

test("Delete Key deletes the key; deleting it again is the service's 404", async () => {
	const { kid } = await newKey(SEED.serviceAccount.id);
	const { items, error } = await runAccounts(deleteKey(kid));
	expect(error).toBeUndefined();
	expect(items).toEqual([{ json: { serviceAccountId: SEED.serviceAccount.id, kid, deleted: true }, pairedItem: { item: 0 } }]);
	expect([...account(SEED.serviceAccount.id).keys.keys()]).toEqual([SEED.serviceAccount.keyId]);
	const again = await runAccounts(deleteKey(kid));
	expect(again.error.message).toBe(`Delete service account key failed: The key ${kid} is not found on service account ${SEED.serviceAccount.id}.`);
	expect(log('DELETE').map((entry) => entry.status)).toEqual([204, 404]);
});

test('each input item deletes its own key, paired to it', async () => {
	const kids = [(await newKey(SEED.serviceAccount.id)).kid, (await newKey(SEED.serviceAccount.id)).kid];
	const { items } = await runAccounts({ operation: 'deleteKey', serviceAccountId: locator(SEED.serviceAccount.id), keyId: locator('={{ $json.kid }}') }, { items: kids.map((kid) => ({ json: { kid } })) });
	expect(items.map((item) => [item.json.kid, item.pairedItem.item])).toEqual([
		[kids[0], 0],
		[kids[1], 1],
	]);
	expect(account(SEED.serviceAccount.id).keys.size).toBe(1);
});
