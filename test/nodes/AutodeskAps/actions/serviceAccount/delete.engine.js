'use strict';

/** serviceAccount / delete through n8n's engine against the sandbox. */

const { locator, useAccountSandbox } = require('./accountSandbox');

const { runAccounts, newAccount, newKey, account, log } = useAccountSandbox();

test('Delete deletes the account and its keys; deleting it again is the service\'s 404', async () => {
	const id = await newAccount('short-lived');
	await newKey(id);
	const { items, error } = await runAccounts({ operation: 'delete', serviceAccountId: locator(id) });
	expect(error).toBeUndefined();
	expect(items).toEqual([{ json: { serviceAccountId: id, deleted: true }, pairedItem: { item: 0 } }]);
	expect(account(id)).toBeUndefined();
	const again = await runAccounts({ operation: 'delete', serviceAccountId: locator(id) });
	expect(again.error.message).toBe('Delete service account failed: The service account is not found.');
	expect(log('DELETE').map((entry) => [entry.path, entry.status])).toEqual([
		[`/authentication/v2/service-accounts/${id}`, 204],
		[`/authentication/v2/service-accounts/${id}`, 404],
	]);
});

test('with Continue On Fail an unknown account is an error item of its own; the next one is deleted', async () => {
	const id = await newAccount('short-lived');
	const { items } = await runAccounts({ operation: 'delete', serviceAccountId: locator('={{ $json.id }}') }, { continueOnFail: true, items: [{ json: { id: 'NOSUCHACCOUNT000' } }, { json: { id } }] });
	expect(items).toEqual([
		{ json: expect.objectContaining({ httpCode: '404', error: 'Delete service account failed: The service account is not found.' }), pairedItem: { item: 0 } },
		{ json: { serviceAccountId: id, deleted: true }, pairedItem: { item: 1 } },
	]);
});
