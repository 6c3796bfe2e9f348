'use strict';

/** serviceAccount / create through n8n's engine against the sandbox. */

const { useAccountSandbox } = require('./accountSandbox');
const { serviceAccountCredentials } = require('../../../../support/credentials');

const { sandbox, runAccounts, account, log } = useAccountSandbox();
const create = (extra) => ({ operation: 'create', name: 'nightly-sync-2', firstName: 'Nightly', lastName: 'SyncService', ...extra });

test('Create sends the three names and outputs the id, the email and what the email is for', async () => {
	const { items, error } = await runAccounts(create({ name: ' nightly-sync-2 ' }));
	expect(error).toBeUndefined();
	const [request] = log('POST');
	expect(JSON.parse(request.body)).toEqual({ name: 'nightly-sync-2', firstName: 'Nightly', lastName: 'SyncService' });
	expect(request.headers['content-type']).toBe('application/json');
	const email = 'nightly-sync-2@sandbox-client.adskserviceaccount.autodesk.com';
	expect(items).toEqual([
		{
			json: { serviceAccountId: expect.stringMatching(/^[A-Z0-9]{16}$/), email, projectAccess: expect.stringContaining(`add ${email} as a member of each project`) },
			pairedItem: { item: 0 },
		},
	]);
	expect(account(items[0].json.serviceAccountId)).toMatchObject({ email, status: 'ENABLED', createdBy: 'sandbox-client' });
});

test("a name the app already has, and an eleventh account, fail with the service's words and advice; POST is not repeated", async () => {
	const taken = await runAccounts(create({ name: 'nightly-sync' }));
	expect(taken.error.message).toBe("Create service account failed: The 'name' already exists.");
	expect(taken.error.httpCode).toBe('400');
	for (let index = 2; index <= 10; index++) expect((await runAccounts(create({ name: `account-${index}` }))).error).toBeUndefined();
	const eleventh = await runAccounts(create({ name: 'account-11' }));
	expect(eleventh.error.httpCode).toBe('403');
	expect(eleventh.error.message).toMatch(/^Create service account failed: The app has 10 service accounts, the most it may have; delete unused service accounts/);
	expect(eleventh.error.description).toMatch(/An app has at most 10 service accounts and an account at most 3 keys/);
	expect(log('POST').map((entry) => entry.status)).toEqual([400, ...Array(9).fill(201), 403]);
});

test('with Continue On Fail a refused name fails its own item before sending; the other items are created', async () => {
	const { items, error } = await runAccounts(create({ name: '={{ $json.name }}' }), {
		continueOnFail: true,
		items: [{ json: { name: 'first-account' } }, { json: { name: 'Second Account' } }, { json: { name: 'third-account' } }],
	});
	expect(error).toBeUndefined();
	expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
	expect(items[1].json.error).toBe('Name may hold only lowercase letters, digits, "_" and "-", starting and ending with a letter or digit; got "Second Account"');
	expect([items[0].json.email, items[2].json.email]).toEqual([expect.stringMatching(/^first-account@/), expect.stringMatching(/^third-account@/)]);
	expect(log('POST').map((entry) => JSON.parse(entry.body).name)).toEqual(['first-account', 'third-account']);
});

test('a three-legged or service account token is refused before sending, with what to do', async () => {
	const userGrant = await runAccounts(create(), { credentials: { grantType: 'authorizationCode' } });
	expect(userGrant.error.message).toBe('Grant Type (in the credential) must be Client Credentials for the Service Account resource; got Authorization Code');
	expect(userGrant.error.description).toMatch(/^Nothing was sent\. Service accounts are managed with the app's own two-legged token: use an OAuth2 credential with Grant Type Client Credentials/);

	const { SandboxCredentialsHelper, SERVICE_ACCOUNT_TYPE } = require('../../../../support/credentials');
	const { runNode } = require('../../../../support/engine');
	const asAccount = await runNode({
		parameters: { resource: 'serviceAccount', authentication: 'serviceAccount', ...create() },
		credentialsHelper: new SandboxCredentialsHelper(serviceAccountCredentials(sandbox), SERVICE_ACCOUNT_TYPE),
	});
	expect(asAccount.error.message).toBe('Credential must be an OAuth2 credential for the Service Account resource; got a Service Account credential');
	expect(asAccount.error.description).toMatch(/^Nothing was sent\. .*choose an Autodesk Platform Services OAuth2 API credential whose Grant Type is Client Credentials/);
	expect(sandbox.ctx.log.entries).toEqual([]);
});

test("a refusal known only to the service (a 401 after n8n asked for a new token) comes with the service's words and what to do", async () => {
	const { call } = require('../../../../support/sandbox');
	await call(sandbox, 'POST', '/__sandbox/faults', { json: { kind: 'status', status: 401, method: 'POST', path: '^/authentication/v2/service-accounts$', times: 5, body: { title: 'unauthorized', detail: 'The token is not a two-legged token.' } } });
	const { error } = await runAccounts(create());
	expect(error.httpCode).toBe('401');
	expect(error.message).toBe('Create service account failed: The token is not a two-legged token.');
	expect(error.description).toMatch(/Service accounts are managed with the app's own two-legged token: an OAuth2 credential with Grant Type Client Credentials/);
	// n8n asked for a new two-legged token once and sent the request again.
	expect(log('POST').map((entry) => entry.status)).toEqual([401, 401]);
	expect(sandbox.ctx.state.oauth.tokenRequests.map((request) => request.grantType)).toEqual(['client_credentials']);
});
