'use strict';

/** serviceAccount / update through n8n's engine against the sandbox. */

const { SEED, locator, useAccountSandbox } = require('./accountSandbox');
const { serviceAccountCredentials } = require('../../../../support/credentials');

const { sandbox, runAccounts, account, log } = useAccountSandbox();
const update = (status) => ({ operation: 'update', serviceAccountId: locator(SEED.serviceAccount.id), status });

test("Update disables the account (its assertions are refused) and enables it again; the output is the service's account", async () => {
	const disabled = await runAccounts(update('DISABLED'));
	expect(disabled.error).toBeUndefined();
	expect(disabled.items).toEqual([{ json: expect.objectContaining({ serviceAccountId: SEED.serviceAccount.id, status: 'DISABLED', email: expect.any(String) }), pairedItem: { item: 0 } }]);
	expect(account(SEED.serviceAccount.id).status).toBe('DISABLED');
	const [patch] = log('PATCH');
	expect([patch.path, JSON.parse(patch.body)]).toEqual([`/authentication/v2/service-accounts/${SEED.serviceAccount.id}`, { status: 'DISABLED' }]);

	const { AutodeskApsServiceAccountApi } = require('../../../../../credentials/AutodeskApsServiceAccountApi.credentials');
	const { loadOptionsContext } = require('../../../../support/loadOptions');
	const helper = { helpers: { httpRequest: loadOptionsContext({ parameters: {}, credentials: {} }).helpers.httpRequest } };
	const refused = await new AutodeskApsServiceAccountApi().preAuthentication.call(helper, serviceAccountCredentials(sandbox)).catch((error) => error);
	expect(refused.message).toMatch(/^Service Account ID \(in the credential\) was refused .*not enabled \(DISABLED\)/);

	const enabled = await runAccounts(update('ENABLED'));
	expect(enabled.items[0].json.status).toBe('ENABLED');
	expect(account(SEED.serviceAccount.id).status).toBe('ENABLED');
});

test("setting the status it already has is the service's 400, said as the service says it", async () => {
	const { error } = await runAccounts(update('ENABLED'));
	expect(error.httpCode).toBe('400');
	expect(error.message).toBe('Update service account failed: The service account is already in an enabled state.');
	expect(sandbox.ctx.log.find({ method: 'PATCH' })).toHaveLength(1);
});
