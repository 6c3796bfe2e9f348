'use strict';

/** serviceAccount / createKey through n8n's engine against the sandbox. */

const crypto = require('node:crypto');
const { SEED, locator, useAccountSandbox } = require('./accountSandbox');
const { SandboxCredentialsHelper, SERVICE_ACCOUNT_TYPE, serviceAccountCredentials } = require('../../../../support/credentials');
const { runNode } = require('../../../../support/engine');
const { credentialsForToken } = require('../../../../support/credentials');

const { sandbox, runAccounts, newAccount, account, log } = useAccountSandbox();
const createKey = (id) => ({ operation: 'createKey', serviceAccountId: locator(id) });

test('Create Key outputs the kid and the private key with the field that says it is shown once; the key works in the credential', async () => {
	const id = await newAccount('key-owner');
	const { items, error } = await runAccounts(createKey(id));
	expect(error).toBeUndefined();
	const [{ json, pairedItem }] = items;
	expect(pairedItem).toEqual({ item: 0 });
	expect(Object.keys(json)).toEqual(['serviceAccountId', 'kid', 'privateKey', 'privateKeyShownOnce']);
	expect(json.serviceAccountId).toBe(id);
	expect(account(id).keys.has(json.kid)).toBe(true);
	expect(crypto.createPrivateKey(json.privateKey).asymmetricKeyDetails.modulusLength).toBe(2048);
	expect(json.privateKeyShownOnce).toMatch(/^The private key is returned this once: Autodesk keeps only the public key\. Copy privateKey into the Private Key field .* then delete this execution, or turn off saving successful executions for this workflow: n8n stores execution data/);
	const [post] = log('POST').filter((entry) => entry.path.endsWith('/keys'));
	expect(post.body).toBe('');

	// The key, its kid and the account's id are all a Service Account credential needs.
	const credentialsHelper = new SandboxCredentialsHelper(serviceAccountCredentials(sandbox, { serviceAccountId: id, keyId: json.kid, privateKey: json.privateKey }), SERVICE_ACCOUNT_TYPE);
	const run = await runNode({ parameters: { authentication: 'serviceAccount', resource: 'hub', operation: 'getAll', returnAll: true }, credentialsHelper });
	expect(run.error).toBeUndefined();
	expect(sandbox.ctx.state.oauth.tokenRequests.filter((request) => request.ok && request.serviceAccountId === id)).toHaveLength(1);
});

test('a fourth key, and a key of a disabled account, are refused by the service with what to do', async () => {
	for (let index = 0; index < 2; index++) expect((await runAccounts(createKey(SEED.serviceAccount.id))).error).toBeUndefined();
	const fourth = await runAccounts(createKey(SEED.serviceAccount.id));
	expect(fourth.error.httpCode).toBe('403');
	expect(fourth.error.message).toMatch(/^Create service account key failed: The service account SASANDBOXNIGHTLY has 3 keys, the most it may have; delete a key/);
	expect(fourth.error.description).toMatch(/an account at most 3 keys: delete unused ones/);
	account(SEED.serviceAccount.id).status = 'DISABLED';
	const disabled = await runAccounts(createKey(SEED.serviceAccount.id));
	expect(disabled.error.message).toBe('Create service account key failed: The service account SASANDBOXNIGHTLY is not enabled (DISABLED); enable it first.');
	// A POST the service refused is not sent again.
	expect(log('POST')).toHaveLength(4);
});

test('as a tool it is refused before anything is sent, with why and what to do instead, in compact and in full output: no private key reaches a model', async () => {
	const id = await newAccount('tool-asked');
	for (const toolOutput of ['compact', 'full']) {
		sandbox.ctx.log.clear();
		const { items, error } = await runNode({ tool: true, parameters: { resource: 'serviceAccount', ...createKey(id), toolOutput }, credentials: credentialsForToken(sandbox, 'app') });
		expect(items).toEqual([]);
		expect(error.message).toBe("Create service account key is not available as a tool: the private key it returns would go into the model's context. Nothing was sent. Create keys in a workflow that runs Service Account > Create Key outside tool mode, and copy the private key straight into a Service Account credential.");
		expect(sandbox.ctx.log.entries).toEqual([]);
	}
	expect(account(id).keys.size).toBe(0);
});
