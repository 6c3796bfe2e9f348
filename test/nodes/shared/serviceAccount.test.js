'use strict';

const crypto = require('node:crypto');

/**
 * The Service Account credential through n8n's engine against the sandbox: the action node, its
 * pickers and the trigger's hook lifecycle send with a token of the service account, exchanged
 * once per token lifetime, renewed shortly before it expires, never shown in an error.
 */

const { runNode } = require('../../support/engine');
const { SandboxCredentialsHelper, SERVICE_ACCOUNT_TYPE, serviceAccountCredentials } = require('../../support/credentials');
const { loadOptionsContext } = require('../../support/loadOptions');
const { TriggerHarness } = require('../../support/trigger');
const { SEED, call, locator, useSandbox } = require('../../support/data');
const { JWT_BEARER } = require('../../support/assertions');
const { AutodeskAps } = require('../../../nodes/AutodeskAps/AutodeskAps.node');

const BIM360 = SEED.hubs.bim360;

describe('the Service Account credential through the n8n engine', () => {
	const sandbox = useSandbox();

	const helperFor = (overrides) => new SandboxCredentialsHelper(serviceAccountCredentials(sandbox, overrides), SERVICE_ACCOUNT_TYPE);
	const exchanges = () => sandbox.ctx.state.oauth.tokenRequests.filter((request) => request.grantType === JWT_BEARER);
	const apiRequests = () => sandbox.ctx.log.find({}).filter((entry) => !entry.path.startsWith('/authentication/'));
	const createFolder = (name) => ({ authentication: 'serviceAccount', resource: 'folder', operation: 'create', hubId: locator(BIM360, 'list'), projectId: locator(SEED.projects.tower, 'list'), folderId: locator(SEED.folders.towerProjectFiles, 'list'), name });
	const getProjects = (extra = {}) => ({ authentication: 'serviceAccount', resource: 'project', operation: 'getAll', hubId: locator(BIM360, 'list'), returnAll: true, ...extra });

	test('many items and requests in one run cost exactly one token exchange; a second run reuses the kept token', async () => {
		const credentialsHelper = helperFor();
		const items = Array.from({ length: 25 }, (_, index) => ({ json: { index } }));
		const first = await runNode({ parameters: getProjects(), items, credentialsHelper });
		expect(first.error).toBeUndefined();
		expect(first.items).toHaveLength(75);
		expect(first.items.slice(0, 3).map((item) => item.json.name)).toEqual(['Sandbox Tower', 'BIM 360 Project 06', 'BIM 360 Project 07']);
		expect(apiRequests()).toHaveLength(25);
		expect(exchanges()).toHaveLength(1);
		expect(exchanges()[0]).toMatchObject({ ok: true, clientAuth: 'basic', serviceAccountId: SEED.serviceAccount.id });
		const tokens = new Set(apiRequests().map((entry) => entry.headers.authorization));
		expect(tokens.size).toBe(1);
		expect(credentialsHelper.stored.accessToken).toMatch(/^sbx_at_/);
		expect(credentialsHelper.stored.expiresAt).toBeGreaterThan(Date.now() + 3500_000);

		const second = await runNode({ parameters: getProjects(), items, credentialsHelper });
		expect(second.error).toBeUndefined();
		expect(exchanges()).toHaveLength(1);
		expect(credentialsHelper.preAuthentications).toBe(1);
	});

	test('requests sent side by side wait for the one exchange: one token for all', async () => {
		const credentialsHelper = helperFor();
		const items = Array.from({ length: 12 }, () => ({ json: {} }));
		const parameters = { authentication: 'serviceAccount', url: '/project/v1/hubs', sideBySide: true };
		const first = await runNode({ type: 'transportProbe', parameters, items, credentialsHelper });
		expect(first.error).toBeUndefined();
		expect(first.items.map((item) => item.json.statusCode)).toEqual(items.map(() => 200));
		expect(exchanges()).toHaveLength(1);

		credentialsHelper.stored.expiresAt = Date.now() + 60_000;
		const renewed = await runNode({ type: 'transportProbe', parameters, items, credentialsHelper });
		expect(renewed.error).toBeUndefined();
		expect(exchanges()).toHaveLength(2);
		expect(new Set(apiRequests().slice(12).map((entry) => entry.headers.authorization)).size).toBe(1);
	});

	test('a kept token less than 5 minutes from its expiry is renewed before it is sent', async () => {
		const credentialsHelper = helperFor();
		await runNode({ parameters: getProjects(), credentialsHelper });
		const kept = credentialsHelper.stored.accessToken;
		credentialsHelper.stored.expiresAt = Date.now() + 4 * 60_000;
		sandbox.ctx.log.clear();
		const { error } = await runNode({ parameters: getProjects(), items: [{ json: {} }, { json: {} }], credentialsHelper });
		expect(error).toBeUndefined();
		expect(exchanges()).toHaveLength(2);
		expect(apiRequests().map((entry) => entry.status)).toEqual([200, 200]);
		expect(apiRequests().every((entry) => entry.headers.authorization !== `Bearer ${kept}`)).toBe(true);
		expect(credentialsHelper.stored.accessToken).not.toBe(kept);
	});

	test('a token the service no longer accepts (401) is replaced by one new exchange and the request sent again', async () => {
		const credentialsHelper = helperFor();
		await runNode({ parameters: getProjects(), credentialsHelper });
		await call(sandbox, 'POST', '/__sandbox/tokens/expire');
		sandbox.ctx.log.clear();
		const { error, items } = await runNode({ parameters: getProjects(), items: [{ json: {} }, { json: {} }, { json: {} }], credentialsHelper });
		expect(error).toBeUndefined();
		expect(items).toHaveLength(9);
		expect(exchanges()).toHaveLength(2);
		expect(apiRequests().map((entry) => entry.status)).toEqual([401, 200, 200, 200]);
	});

	test('a 401 for a scope the credential lacks is the answer: at most one more exchange for all items', async () => {
		const credentialsHelper = helperFor({ scope: 'data:read' });
		await runNode({ parameters: getProjects(), credentialsHelper });
		expect(exchanges()).toHaveLength(1);
		sandbox.ctx.log.clear();
		const items = Array.from({ length: 5 }, (_, index) => ({ json: { index } }));
		const result = await runNode({ parameters: createFolder('Nightly'), items, continueOnFail: true, credentialsHelper });
		expect(result.error).toBeUndefined();
		expect(result.items.map((item) => item.pairedItem)).toEqual(items.map((_, item) => ({ item })));
		for (const item of result.items) expect(item.json.error).toMatch(/^Create folder failed/);
		expect(exchanges()).toHaveLength(2);
		expect(apiRequests().map((entry) => entry.status)).toEqual([401, 401, 401, 401, 401, 401]);

		const fresh = helperFor({ scope: 'data:read' });
		sandbox.ctx.log.clear();
		await runNode({ parameters: createFolder('Nightly'), items, continueOnFail: true, credentialsHelper: fresh });
		expect(exchanges()).toHaveLength(3);
		expect(apiRequests()).toHaveLength(5);
	});

	test('requests sent side by side with a token the service no longer accepts share one new exchange', async () => {
		const credentialsHelper = helperFor();
		const items = Array.from({ length: 12 }, () => ({ json: {} }));
		const parameters = { authentication: 'serviceAccount', url: '/project/v1/hubs', sideBySide: true };
		await runNode({ type: 'transportProbe', parameters, items, credentialsHelper });
		expect(exchanges()).toHaveLength(1);
		await call(sandbox, 'POST', '/__sandbox/tokens/expire');
		sandbox.ctx.log.clear();
		const renewed = await runNode({ type: 'transportProbe', parameters, items, credentialsHelper });
		expect(renewed.error).toBeUndefined();
		expect(renewed.items.map((item) => item.json.statusCode)).toEqual(items.map(() => 200));
		expect(exchanges()).toHaveLength(2);
		expect(apiRequests().filter((entry) => entry.status === 200)).toHaveLength(12);
		expect(new Set(apiRequests().filter((entry) => entry.status === 200).map((entry) => entry.headers.authorization)).size).toBe(1);
	});

	test('requests sent side by side after a 401 do not exchange one by one outside their turns when the new exchange failed', async () => {
		const credentialsHelper = helperFor();
		const items = Array.from({ length: 12 }, () => ({ json: {} }));
		const parameters = { authentication: 'serviceAccount', url: '/project/v1/hubs', sideBySide: true };
		await runNode({ type: 'transportProbe', parameters, items, credentialsHelper });
		await call(sandbox, 'POST', '/__sandbox/tokens/expire');
		await call(sandbox, 'POST', '/__sandbox/faults', { json: { kind: 'status', status: 503, method: 'POST', path: '^/authentication/v2/token$', times: 1 } });
		sandbox.ctx.log.clear();
		const renewed = await runNode({ type: 'transportProbe', parameters, items, credentialsHelper });
		expect(renewed.error).toBeUndefined();
		expect(renewed.items.map((item) => item.json.statusCode)).toEqual(items.map(() => 200));
		expect(sandbox.ctx.log.find({ path: '/authentication/v2/token' }).map((request) => request.status)).toEqual([503, 200]);
	});

	test('a new exchange refused after a 401 (the key was disabled) is not asked again for the next items', async () => {
		const credentialsHelper = helperFor();
		await runNode({ parameters: getProjects(), credentialsHelper });
		await call(sandbox, 'POST', '/__sandbox/tokens/expire');
		sandbox.ctx.state.serviceAccounts.accounts.get(SEED.serviceAccount.id).keys.get(SEED.serviceAccount.keyId).status = 'DISABLED';
		sandbox.ctx.log.clear();
		const items = Array.from({ length: 4 }, () => ({ json: {} }));
		const result = await runNode({ parameters: getProjects(), items, continueOnFail: true, credentialsHelper });
		expect(result.error).toBeUndefined();
		expect(result.items.map((item) => item.pairedItem)).toEqual(items.map((_, item) => ({ item })));
		for (const item of result.items) expect(item.json.error).toMatch(/could not get a token: Key ID \(in the credential\) was refused/);
		expect(sandbox.ctx.log.find({ path: '/authentication/v2/token' })).toHaveLength(1);
		expect(apiRequests().map((entry) => entry.status)).toEqual([401]);
	});

	test('a token made from other fields (the key or the scopes changed in the credential) is not used', async () => {
		const credentialsHelper = helperFor();
		await runNode({ parameters: getProjects(), credentialsHelper });
		credentialsHelper.stored.scope = 'data:read';
		await runNode({ parameters: getProjects(), credentialsHelper });
		expect(exchanges()).toHaveLength(2);
		expect(sandbox.ctx.tokens.accessTokens.get(credentialsHelper.stored.accessToken).scopes).toEqual(['data:read']);

		const account = sandbox.ctx.state.serviceAccounts.accounts.get(SEED.serviceAccount.id);
		const seeded = account.keys.get(SEED.serviceAccount.keyId);
		const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
		account.keys.set('second-key', { ...seeded, kid: 'second-key', publicKey: crypto.createPublicKey(publicKey) });
		const kept = credentialsHelper.stored.accessToken;
		credentialsHelper.stored.keyId = 'second-key';
		credentialsHelper.stored.privateKey = privateKey;
		const rotated = await runNode({ parameters: getProjects(), credentialsHelper });
		expect(rotated.error).toBeUndefined();
		expect(exchanges()).toHaveLength(3);
		expect(credentialsHelper.stored.accessToken).not.toBe(kept);

		const withKey = credentialsHelper.stored.accessToken;
		credentialsHelper.stored.privateKey = privateKey.replace(/\n/g, ' ');
		await runNode({ parameters: getProjects(), credentialsHelper });
		expect(exchanges()).toHaveLength(4);
		expect(credentialsHelper.stored.accessToken).not.toBe(withKey);
		expect(apiRequests().slice(-1)[0].headers.authorization).toBe(`Bearer ${credentialsHelper.stored.accessToken}`);
	});

	test('a credential that cannot get a token fails with what to do, before any API request, and never shows a secret', async () => {
		const { error } = await runNode({ parameters: getProjects(), credentialsHelper: helperFor({ privateKey: 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASC' }) });
		expect(error.message).toBe('Get many projects failed: the service account credential could not get a token: Private Key (in the credential) must be a PEM private key from "-----BEGIN PRIVATE KEY-----" (or "-----BEGIN RSA PRIVATE KEY-----") to its END line');
		expect(error.description).toMatch(/Paste the whole privateKey value that Create Key returned/);
		expect(sandbox.ctx.log.find({})).toHaveLength(0);

		const refused = await runNode({ parameters: getProjects(), items: [{ json: {} }, { json: {} }], continueOnFail: true, credentialsHelper: helperFor({ keyId: 'retired-key' }) });
		expect(refused.error).toBeUndefined();
		expect(refused.items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
		for (const item of refused.items) {
			expect(item.json.error).toMatch(/^Get many projects failed: the service account credential could not get a token: Key ID \(in the credential\) was refused by the token endpoint/);
		}
		expect(apiRequests()).toHaveLength(0);
		const shown = JSON.stringify(refused.items) + JSON.stringify(refused.run);
		const assertions = sandbox.ctx.log.find({ path: '/authentication/v2/token' }).map((request) => new URLSearchParams(request.body).get('assertion'));
		// The refusal is not asked again for the run's second item.
		expect(assertions).toHaveLength(1);
		for (const secret of [...assertions, 'sandbox-secret', serviceAccountCredentials(sandbox).privateKey.split('\n')[1]]) expect(shown).not.toContain(secret);
	});

	test('a busy token endpoint is asked again by the retry rules, for any method: nothing reached the API', async () => {
		const tokenFault = (times) => call(sandbox, 'POST', '/__sandbox/faults', { json: { kind: 'status', status: 503, method: 'POST', path: '^/authentication/v2/token$', times } });
		const tokenStatuses = () => sandbox.ctx.log.find({ path: '/authentication/v2/token' }).map((request) => request.status);
		await tokenFault(1);
		const got = await runNode({ parameters: getProjects(), items: [{ json: {} }, { json: {} }], credentialsHelper: helperFor() });
		expect(got.error).toBeUndefined();
		expect(got.items.map((item) => item.json.name)).toEqual(['Sandbox Tower', 'BIM 360 Project 06', 'BIM 360 Project 07', 'Sandbox Tower', 'BIM 360 Project 06', 'BIM 360 Project 07']);
		expect(tokenStatuses()).toEqual([503, 200]);

		sandbox.ctx.log.clear();
		await tokenFault(1);
		const created = await runNode({ parameters: createFolder('Nightly'), credentialsHelper: helperFor() });
		expect(created.error).toBeUndefined();
		expect(created.items[0].json.name).toBe('Nightly');
		expect(tokenStatuses()).toEqual([503, 200]);
		expect(apiRequests().map((entry) => entry.status)).toEqual([201]);

		sandbox.ctx.log.clear();
		await tokenFault(10);
		const failed = await runNode({ parameters: getProjects(), credentialsHelper: helperFor() });
		expect(failed.error.message).toMatch(/^Get many projects failed: the service account credential could not get a token: The token request failed at the token endpoint \(HTTP 503\b.*\(after 3 retries\)$/);
		expect(failed.error.description).toMatch(/busy or failing/);
		expect(tokenStatuses()).toEqual([503, 503, 503, 503]);
		expect(apiRequests()).toHaveLength(0);
	}, 20_000);

	test('a project the service account is not a member of: a 403 that says to add its email to the project', async () => {
		const parameters = { authentication: 'serviceAccount', resource: 'project', operation: 'get', hubId: locator(BIM360, 'id'), projectId: locator(SEED.projects.hospital, 'id') };
		const { error } = await runNode({ parameters: { ...parameters, hubId: locator(SEED.hubs.acc, 'id') }, credentialsHelper: helperFor() });
		expect(error.httpCode).toBe('403');
		expect(error.message).toMatch(/^Get project failed: User SASANDBOXNIGHTLY is not a member of hub/);
		expect(error.description).toMatch(/^The service account sees only the projects its email .* was added to\. Add that email as a member of this project/);
		expect(error.description).toMatch(/Service Account > Get shows it/);

		const { credentialsFor } = require('../../support/data');
		const asUser = await runNode({ parameters: { ...parameters, authentication: 'oAuth2', hubId: locator(SEED.hubs.acc, 'id') }, credentials: credentialsFor(sandbox, { userId: SEED.users.viewer }) });
		expect(asUser.error.httpCode).toBe('403');
		expect(asUser.error.description).toMatch(/^Permission not granted/);
	});

	test('no token appears in the output or in an error of a refused request', async () => {
		const credentialsHelper = helperFor({ scope: 'data:read' });
		await runNode({ parameters: getProjects(), credentialsHelper });
		await call(sandbox, 'POST', '/__sandbox/tokens/expire');
		const items = [{ json: {} }, { json: {} }];
		const refused = await runNode({ parameters: createFolder('Nightly'), items, continueOnFail: true, credentialsHelper });
		const failed = await runNode({ parameters: createFolder('Nightly'), credentialsHelper });
		expect(refused.items.map((item) => item.json.error)).toEqual([expect.stringMatching(/^Create folder failed/), expect.stringMatching(/^Create folder failed/)]);
		expect(failed.error.httpCode).toBe('401');
		const tokens = [...sandbox.ctx.tokens.accessTokens.keys()];
		expect(tokens.length).toBeGreaterThan(1);
		const shown = [
			JSON.stringify(refused.items),
			JSON.stringify(refused.run.data),
			JSON.stringify(failed.run.data),
			failed.error.message,
			failed.error.description,
			...refused.items.map((item) => String(item.json.error?.description ?? '')),
		].join('\n');
		for (const token of tokens) expect(shown).not.toContain(token);
	});

	test("the Scopes advice fits the problem and the credential", async () => {
		const commas = await runNode({ parameters: getProjects(), credentialsHelper: helperFor({ scope: 'data:read,data:write' }) });
		expect(commas.error.message).toBe('Scopes (in the credential) must be separated by spaces, not commas');
		expect(commas.error.description).toBe('Nothing was sent. Separate the scopes with spaces, e.g. "data:read data:write". The next request exchanges a new assertion with them (a token made from other Scopes is not used).');
		const tooMany = await runNode({ parameters: getProjects(), credentialsHelper: helperFor({ scope: Array(51).fill('data:read').join(' ') }) });
		expect(tooMany.error.description).toMatch(/^Nothing was sent\. The service refuses a token request with more than 50 scopes .* The next request exchanges a new assertion/);

		const { sandboxCredentials } = require('../../support/credentials');
		const asUser = await runNode({ parameters: { ...getProjects(), authentication: 'oAuth2' }, credentials: sandboxCredentials(sandbox, { scope: 'data:read,data:write' }) });
		expect(asUser.error.description).toBe('Nothing was sent. Separate the scopes with spaces, e.g. "data:read data:write". Then reconnect the credential, so that its token is asked for with them.');
		expect(sandbox.ctx.log.find({})).toHaveLength(0);
	});

	test('the OAuth2 credential stays the default: a saved workflow without Authentication sends with it', async () => {
		const { credentialsFor } = require('../../support/data');
		const { error, items } = await runNode({ parameters: { resource: 'hub', operation: 'getAll', returnAll: true }, credentials: credentialsFor(sandbox, {}) });
		expect(error).toBeUndefined();
		expect(items.length).toBeGreaterThan(1);
		expect(exchanges()).toHaveLength(0);
	});

	test('the pickers list what the service account sees', async () => {
		const credentialsHelper = helperFor();
		const search = (method, parameters, path) =>
			new AutodeskAps().methods.listSearch[method].call(loadOptionsContext({ parameters: { authentication: 'serviceAccount', ...parameters }, credentialsHelper, path }));
		const hubs = await search('searchHubs', { resource: 'project', operation: 'getAll' }, 'parameters.hubId');
		expect(hubs.results.map((hub) => hub.value)).toEqual([BIM360]);
		const projects = await search('searchProjects', { resource: 'project', operation: 'get', hubId: locator(BIM360, 'list'), projectId: locator('', 'list') });
		expect(projects.results.map((project) => project.name)).toEqual(['Sandbox Tower', 'BIM 360 Project 06', 'BIM 360 Project 07']);
		const folders = await search(
			'searchFolders',
			{ resource: 'folder', operation: 'getContents', hubId: locator(BIM360, 'list'), projectId: locator(SEED.projects.tower, 'list'), folderId: locator('', 'list') },
			'parameters.folderId',
		);
		expect(folders.results.map((folder) => folder.name)).toContain('Project Files');
		expect(exchanges()).toHaveLength(1);
	});

	test("the trigger's hooks are created and deleted with the service account's token", async () => {
		const harness = new TriggerHarness({
			parameters: { authentication: 'serviceAccount', triggerOn: 'events', system: 'data', events: ['dm.version.added'], scopeKey: 'folder', scopeValue: SEED.folders.towerProjectFiles },
			credentialsHelper: helperFor(),
		});
		await harness.start();
		try {
			expect(await harness.activate()).toBe(true);
			const hooks = (await call(sandbox, 'GET', '/__sandbox/webhooks/hooks')).body;
			expect(hooks).toHaveLength(1);
			expect(hooks[0]).toMatchObject({ event: 'dm.version.added', callbackUrl: harness.webhookUrl });
			expect(await harness.deactivate()).toBe(true);
			expect((await call(sandbox, 'GET', '/__sandbox/webhooks/hooks')).body).toHaveLength(0);
			expect(exchanges()).toHaveLength(1);
			const creates = sandbox.ctx.log.find({ method: 'POST', path: /\/hooks$/ });
			expect(creates.length).toBeGreaterThan(0);
			expect(sandbox.ctx.tokens.accessTokens.get(creates[0].headers.authorization.slice(7)).userId).toBe(SEED.serviceAccount.id);
		} finally {
			await harness.close();
		}
	});
});
