'use strict';

/** serviceAccount / get through n8n's engine against the sandbox, and the Service Account and Key pickers. */

const { AutodeskAps } = require('../../../../../nodes/AutodeskAps/AutodeskAps.node');
const { loadOptionsContext } = require('../../../../support/loadOptions');
const { credentialsForToken } = require('../../../../support/credentials');
const { SEED, locator, useAccountSandbox } = require('./accountSandbox');

const { sandbox, runAccounts, newAccount, newKey, log } = useAccountSandbox();
const { listSearch } = new AutodeskAps().methods;

test('Get outputs the account with its email and the advice to add that email to projects', async () => {
	const { items, error } = await runAccounts({ operation: 'get', serviceAccountId: locator(SEED.serviceAccount.id, 'list') });
	expect(error).toBeUndefined();
	const email = 'nightly-sync@sandbox-client.adskserviceaccount.autodesk.com';
	expect(items).toEqual([{ json: expect.objectContaining({ serviceAccountId: SEED.serviceAccount.id, email, status: 'ENABLED' }), pairedItem: { item: 0 } }]);
	expect(items[0].json.projectAccess).toBe(
		`The service account sees only the projects its email was added to: add ${email} as a member of each project it should read or write (Autodesk Construction Cloud / BIM 360: the project's Members), with the permissions its workflows need.`,
	);
	expect(log('GET').map((entry) => entry.path)).toEqual([`/authentication/v2/service-accounts/${SEED.serviceAccount.id}`]);
});

test("an unknown account is the service's 404", async () => {
	const { error } = await runAccounts({ operation: 'get', serviceAccountId: locator('NOSUCHACCOUNT000') });
	expect(error.httpCode).toBe('404');
	expect(error.message).toBe('Get service account failed: The service account is not found.');
});

describe('the pickers', () => {
	const search = (method, parameters, credentials = credentialsForToken(sandbox, 'app')) =>
		listSearch[method].call(loadOptionsContext({ parameters: { resource: 'serviceAccount', ...parameters }, credentials, path: 'parameters.serviceAccountId' }), '');

	test("Service Account lists the app's accounts by email; Key lists the chosen account's keys", async () => {
		const id = await newAccount('second-account');
		const { kid } = await newKey(id);
		sandbox.ctx.state.serviceAccounts.accounts.get(id).status = 'DISABLED';
		const accounts = await search('searchServiceAccounts', { operation: 'get', serviceAccountId: locator('', 'list') });
		expect(accounts.results).toEqual([
			{ name: 'nightly-sync@sandbox-client.adskserviceaccount.autodesk.com', value: SEED.serviceAccount.id },
			{ name: 'second-account@sandbox-client.adskserviceaccount.autodesk.com (disabled)', value: id },
		]);
		const keys = await search('searchServiceAccountKeys', { operation: 'deleteKey', serviceAccountId: locator(SEED.serviceAccount.id, 'list'), keyId: locator('', 'list') });
		expect(keys.results).toEqual([{ name: SEED.serviceAccount.keyId, value: SEED.serviceAccount.keyId }]);
		expect(kid).toEqual(expect.any(String));
	});

	test('they say what to choose first, and refuse a user credential before sending', async () => {
		await expect(search('searchServiceAccountKeys', { operation: 'deleteKey', serviceAccountId: locator('', 'list') })).rejects.toThrow('Choose a service account first');
		await expect(search('searchServiceAccounts', { operation: 'get' }, credentialsForToken(sandbox, 'user', { userId: 'user-admin' }))).rejects.toThrow(
			'Grant Type (in the credential) must be Client Credentials for the Service Account resource; got Authorization Code',
		);
		expect(log('GET')).toEqual([]);
	});
});
