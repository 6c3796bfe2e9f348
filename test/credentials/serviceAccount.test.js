'use strict';

const crypto = require('node:crypto');
const { NodeHelpers, Workflow } = require('n8n-workflow');
const { AutodeskApsServiceAccountApi } = require('../../credentials/AutodeskApsServiceAccountApi.credentials');
const { SandboxCredentialsHelper, SERVICE_ACCOUNT_TYPE, serviceAccountCredentials } = require('../support/credentials');
const { loadOptionsContext } = require('../support/loadOptions');
const { useSandbox, call } = require('../support/sandbox');
const { JWT_BEARER } = require('../support/assertions');
const { SEED } = require('../../sandbox/seed/data');
const { seedKeyPair } = require('../../sandbox/seed/serviceAccounts');

/**
 * The Service Account credential's own parts: its fields, and its preAuthentication (what n8n
 * runs when the token is empty, and every time the credential is tested in its dialog) sending
 * through n8n-core's real httpRequest helper to the sandbox.
 */
describe('credential autodeskApsServiceAccountApi', () => {
	const sandbox = useSandbox();
	const credential = new AutodeskApsServiceAccountApi();
	const field = (name) => credential.properties.find((property) => property.name === name);
	const helper = () => ({ helpers: { httpRequest: loadOptionsContext({ parameters: {}, credentials: {} }).helpers.httpRequest } });
	/** The credential as n8n hands it to preAuthentication: defaults applied to what is stored. */
	const stored = (overrides) => NodeHelpers.getNodeParameters(credential.properties, serviceAccountCredentials(sandbox, overrides), true, false, null, null);
	const exchange = async (overrides) => await credential.preAuthentication.call(helper(), stored(overrides));
	const failure = async (overrides) => {
		try {
			await exchange(overrides);
		} catch (error) {
			return error;
		}
		throw new Error('the exchange succeeded');
	};
	const tokenRequests = () => sandbox.ctx.state.oauth.tokenRequests.filter((request) => request.grantType === JWT_BEARER);

	test('its fields: secrets are password fields, the token is an expirable hidden field', () => {
		expect(credential.name).toBe('autodeskApsServiceAccountApi');
		expect(credential.displayName).toBe('Autodesk Platform Services Service Account API');
		expect(credential.properties.map((property) => property.name)).toEqual(['clientId', 'clientSecret', 'serviceAccountId', 'keyId', 'privateKey', 'scope', 'baseUrl', 'accessToken', 'expiresAt', 'tokenFor']);
		expect(field('clientSecret').typeOptions).toEqual({ password: true });
		expect(field('privateKey').typeOptions).toMatchObject({ password: true });
		expect(field('accessToken')).toMatchObject({ type: 'hidden', typeOptions: { expirable: true, password: true }, default: '' });
		expect(credential.authenticate).toEqual({ type: 'generic', properties: { headers: { Authorization: '=Bearer {{$credentials.accessToken}}' } } });
	});

	test('preAuthentication exchanges one assertion for the account\'s token and answers what n8n keeps', async () => {
		const before = Date.now();
		const output = await exchange();
		expect(Object.keys(output).sort()).toEqual(['accessToken', 'expiresAt', 'tokenFor']);
		expect(sandbox.ctx.tokens.accessTokens.get(output.accessToken)).toMatchObject({ userId: SEED.serviceAccount.id, scopes: ['data:read', 'data:write', 'data:create'] });
		expect(output.expiresAt).toBeGreaterThanOrEqual(before + 3600_000);
		expect(output.expiresAt).toBeLessThanOrEqual(Date.now() + 3600_000);
		expect(tokenRequests()).toEqual([expect.objectContaining({ ok: true, clientAuth: 'basic' })]);

		const [request] = sandbox.ctx.log.find({ method: 'POST', path: '/authentication/v2/token' });
		const form = new URLSearchParams(request.body);
		expect(form.get('grant_type')).toBe(JWT_BEARER);
		const [header, claims] = form.get('assertion').split('.').slice(0, 2).map((part) => JSON.parse(Buffer.from(part, 'base64url')));
		expect(header).toEqual({ alg: 'RS256', typ: 'JWT', kid: SEED.serviceAccount.keyId });
		expect(claims).toEqual({ iss: 'sandbox-client', sub: SEED.serviceAccount.id, aud: 'https://developer.api.autodesk.com/authentication/v2/token', exp: expect.any(Number), scope: ['data:read', 'data:write', 'data:create'] });
		expect(claims.exp - Date.now() / 1000).toBeGreaterThan(100);
		expect(claims.exp - Date.now() / 1000).toBeLessThanOrEqual(150);
	});

	/** The dialog's test request as n8n makes it: its expressions resolved with the credential, signed by authenticate. */
	const dialogRequest = async (credentials) => {
		const node = { id: 'mock', name: 'mock', type: 'mock', typeVersion: 1, position: [0, 0], parameters: {} };
		const nodeTypes = { getByName: () => undefined, getByNameAndVersion: () => undefined, getKnownTypes: () => ({}) };
		const workflow = new Workflow({ nodes: [node], connections: {}, active: false, nodeTypes });
		const { baseURL, ...request } = credential.test.request;
		const resolved = workflow.expression.getSimpleParameterValue(node, baseURL, 'internal', { $credentials: credentials }, undefined, '');
		const signer = new SandboxCredentialsHelper(credentials, SERVICE_ACCOUNT_TYPE);
		return await signer.authenticate(credentials, SERVICE_ACCOUNT_TYPE, { ...request, baseURL: resolved }, workflow, node);
	};

	test('the test in the dialog: a real exchange, then the test request resolved and signed as n8n does', async () => {
		const credentials = stored({ baseUrl: `${sandbox.url}/` });
		Object.assign(credentials, await exchange({ baseUrl: `${sandbox.url}/` }));
		const request = await dialogRequest(credentials);
		expect(request).toMatchObject({ baseURL: sandbox.url, url: '/project/v1/hubs', method: 'GET' });
		const answer = await fetch(`${request.baseURL}${request.url}`, { method: request.method, headers: request.headers });
		expect(answer.status).toBe(200);
		expect((await answer.json()).data.map((hub) => hub.id)).toEqual([SEED.hubs.bim360]);

		// Without data:read the exchange works and the test request is a 401: the rule n8n shows for it names Scopes.
		const withoutRead = stored({ baseUrl: sandbox.url, scope: 'data:write' });
		Object.assign(withoutRead, await exchange({ baseUrl: sandbox.url, scope: 'data:write' }));
		const refusedRequest = await dialogRequest(withoutRead);
		expect((await fetch(`${refusedRequest.baseURL}${refusedRequest.url}`, { headers: refusedRequest.headers })).status).toBe(401);
		expect(credential.test.rules).toEqual([{ type: 'responseCode', properties: { value: 401, message: expect.stringMatching(/Scopes \(in the credential\) must include data:read .* Add data:read to Scopes/) } }]);

		const unset = await dialogRequest({ ...stored(), baseUrl: '', accessToken: 'a-token' });
		expect(unset.baseURL).toBe('https://developer.api.autodesk.com');
		expect(unset.headers.Authorization).toBe('Bearer a-token');
	});

	test('PKCS#1 and PKCS#8 keys are both accepted, and so is a key whose line breaks became spaces or \\n', async () => {
		const pkcs1 = crypto.createPrivateKey(seedKeyPair().privateKey).export({ type: 'pkcs1', format: 'pem' });
		expect(pkcs1).toMatch(/^-----BEGIN RSA PRIVATE KEY-----/);
		await expect(exchange({ privateKey: pkcs1 })).resolves.toHaveProperty('accessToken');
		await expect(exchange({ privateKey: seedKeyPair().privateKey.replace(/\n/g, ' ') })).resolves.toHaveProperty('accessToken');
		await expect(exchange({ privateKey: seedKeyPair().privateKey.replace(/\n/g, '\\n') })).resolves.toHaveProperty('accessToken');
		await expect(exchange({ privateKey: seedKeyPair().privateKey.replace(/\n/g, '\\r\\n') })).resolves.toHaveProperty('accessToken');
		expect(tokenRequests().every((request) => request.ok)).toBe(true);
	});

	test('a PEM that does not parse names Private Key, and nothing is sent', async () => {
		const body = seedKeyPair().privateKey.split('\n').slice(1, -2).join('');
		const cases = [
			['not a key', /^Private Key \(in the credential\) must be a PEM private key/],
			[body, /^Private Key \(in the credential\) must be a PEM private key/],
			[seedKeyPair().privateKey.replace(/[A-Za-z0-9]{40}\n/, 'AAAA\n'), /^Private Key \(in the credential\) does not parse/],
			[crypto.createPrivateKey(seedKeyPair().privateKey).export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase: 'pass phrase' }), /^Private Key \(in the credential\) is encrypted with a passphrase$/],
			[crypto.createPrivateKey(seedKeyPair().privateKey).export({ type: 'pkcs1', format: 'pem', cipher: 'aes-256-cbc', passphrase: 'pass phrase' }), /^Private Key \(in the credential\) is encrypted with a passphrase$/],
			[crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }), /^Private Key \(in the credential\) must be an RSA key; got ec/],
		];
		for (const [privateKey, problem] of cases) {
			const error = await failure({ privateKey });
			expect(error.problem).toMatch(problem);
			expect(error.message).toBe(`${error.problem}. ${error.description}`);
			expect(error.description).toMatch(/Nothing was sent/);
		}
		expect(sandbox.ctx.log.find({})).toHaveLength(0);
	});

	test('each empty field, a scope list with commas and an http Base URL off this machine are refused by name before sending', async () => {
		const cases = [
			[{ clientId: '' }, 'Client ID (in the credential) is empty'],
			[{ clientSecret: ' ' }, 'Client Secret (in the credential) is empty'],
			[{ serviceAccountId: '' }, 'Service Account ID (in the credential) is empty'],
			[{ keyId: '' }, 'Key ID (in the credential) is empty'],
			[{ privateKey: '' }, 'Private Key (in the credential) is empty'],
			[{ scope: '' }, 'Scopes (in the credential) must hold at least one scope'],
			[{ scope: 'data:read,data:write' }, 'Scopes (in the credential) must be separated by spaces, not commas'],
			[{ baseUrl: 'http://aps.example.com' }, 'Base URL (in the credential) must use https; http is allowed only for this machine (localhost, 127.0.0.0/8, ::1)'],
		];
		for (const [overrides, problem] of cases) {
			const error = await failure(overrides);
			expect(error.problem).toBe(problem);
			expect(error.message).toBe(`${problem}. ${error.description}`);
		}
		expect(sandbox.ctx.log.find({})).toHaveLength(0);
	});

	test('each refusal says which part is wrong and what to do, and shows no secret', async () => {
		const account = () => sandbox.ctx.state.serviceAccounts.accounts.get(SEED.serviceAccount.id);
		const other = crypto.generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
		const cases = [
			[{ clientSecret: 'wrong-secret-value' }, /^Client ID or Client Secret \(in the credential\) was refused by the token endpoint \(HTTP 401, invalid_client\)/, /application's page/],
			[{ keyId: 'no-such-key' }, /^Key ID \(in the credential\) was refused by the token endpoint \(HTTP 400, invalid_grant\): "The assertion's kid \\"no-such-key\\" is not a key/, /enabled key of this service account/],
			[{ serviceAccountId: 'SANOTOURS' }, /^Service Account ID \(in the credential\) was refused .*is not a service account of this app/, /enabled service account of the app/],
			[{ privateKey: other.privateKey }, /^Private Key \(in the credential\) was refused .*signature does not verify/, /created with the credential's Key ID/],
			[{ scope: 'data:read data:all' }, /^Scopes \(in the credential\) were refused .*invalid_scope\): "The app may not request these scopes: data:all."/, /Keep only scopes/],
		];
		for (const [overrides, message, description] of cases) {
			const error = await failure(overrides);
			expect(error.message).toMatch(message);
			expect(error.description).toMatch(description);
		}
		account().keys.get(SEED.serviceAccount.keyId).status = 'DISABLED';
		expect((await failure()).message).toMatch(/^Key ID \(in the credential\) was refused .*"The key .* is disabled."/);
		account().keys.get(SEED.serviceAccount.keyId).status = 'ENABLED';
		account().status = 'DISABLED';
		expect((await failure()).message).toMatch(/^Service Account ID \(in the credential\) was refused .*is not enabled \(DISABLED\)/);

		const secrets = [seedKeyPair().privateKey.split('\n')[1], 'sandbox-secret', 'wrong-secret-value', other.privateKey.split('\n')[1]];
		const assertions = sandbox.ctx.log.find({ method: 'POST', path: '/authentication/v2/token' }).map((request) => new URLSearchParams(request.body).get('assertion'));
		expect(assertions.length).toBeGreaterThan(5);
		for (const overrides of cases.map(([overrides]) => overrides)) {
			const error = await failure(overrides);
			const shown = `${error.message} ${error.description} ${JSON.stringify(error)}`;
			for (const secret of [...secrets, ...assertions]) expect(shown).not.toContain(secret);
		}
	});

	test('a clock far off: an assertion the service finds expired or too long-lived says to set the clock', async () => {
		await call(sandbox, 'POST', '/__sandbox/clock', { json: { advanceMs: 10 * 60_000 } });
		const expired = await failure();
		expect(expired.message).toMatch(/^The assertion's time was refused by the token endpoint \(HTTP 400, invalid_grant\): "The assertion has expired/);
		expect(expired.description).toMatch(/valid for 150 s from the time of the machine n8n runs on\. This machine's clock is (599|600|601) s behind the service's\. Set that machine's clock right/);
		sandbox.ctx.clock.offsetMs = -10 * 60_000;
		const ahead = await failure();
		expect(ahead.message).toMatch(/^The assertion's time was refused .*exp is \d+ s after the service's time/);
		expect(ahead.description).toMatch(/This machine's clock is (599|600|601) s ahead of the service's\./);
	});

	test('a clock far off does not take the blame for a refusal that names the key, the signature or the account', async () => {
		sandbox.ctx.clock.offsetMs = 10 * 60_000;
		expect((await failure({ keyId: 'not-a-key' })).message).toMatch(/^Key ID \(in the credential\) was refused .*not-a-key.* is not a key of service account/);
		const other = crypto.generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
		expect((await failure({ privateKey: other.privateKey })).message).toMatch(/^Private Key \(in the credential\) was refused .*signature does not verify/);
		expect((await failure({ serviceAccountId: 'SANOTOURS' })).message).toMatch(/^Service Account ID \(in the credential\) was refused/);
	});

	test('the token endpoint failing (5xx, 429, no answer) says to try again later', async () => {
		await call(sandbox, 'POST', '/__sandbox/faults', { json: { kind: 'status', status: 503, method: 'POST', path: '^/authentication/v2/token$', times: 1 } });
		expect((await failure()).message).toMatch(/^The token request failed at the token endpoint \(HTTP 503/);
		expect((await failure({ baseUrl: 'http://127.0.0.1:1' })).message).toMatch(/^The token endpoint could not be reached: the connection was refused \(is the Base URL right\?\)/);
	});

	test("a 429 keeps the token endpoint's Retry-After for the retry rules; a 200 without a token is not taken for a refusal; a redirect is not followed", async () => {
		const fault = (spec) => call(sandbox, 'POST', '/__sandbox/faults', { json: { method: 'POST', path: '^/authentication/v2/token$', times: 1, ...spec } });
		await fault({ kind: 'status', status: 429, retryAfter: 7 });
		const tooMany = await failure();
		expect([tooMany.problem, tooMany.lasting, tooMany.tooMany]).toEqual([expect.stringMatching(/^The token request was turned away as too many at the token endpoint \(HTTP 429\)/), false, { retryAfter: '7' }]);
		await fault({ kind: 'broken-json' });
		const unreadable = await failure();
		expect([unreadable.problem, unreadable.lasting]).toEqual(['The token endpoint answered 200 without a readable token', false]);
		await fault({ kind: 'redirect', status: 307, location: 'http://127.0.0.1:9/elsewhere?secret=x' });
		const redirected = await failure();
		expect([redirected.problem, redirected.lasting]).toEqual(['The token endpoint answered 307, a redirect to http://127.0.0.1:9, which is not followed', true]);
		expect(redirected.description).toMatch(/Check the Base URL \(in the credential\)/);
		expect(sandbox.ctx.log.find({ path: '/elsewhere' })).toHaveLength(0);
	});

	test("the message alone, all n8n's credential dialog shows, says which part is wrong and what to do", async () => {
		const cases = [
			[{ keyId: 'no-such-key' }, /^Key ID \(in the credential\) was refused .* The Key ID must be an enabled key of this service account/],
			[{ clientSecret: 'wrong-secret-value' }, /^Client ID or Client Secret \(in the credential\) was refused .* Copy both from the application's page in the APS developer portal/],
			[{ privateKey: 'not a key' }, /^Private Key \(in the credential\) must be a PEM private key .* Paste the whole privateKey value that Create Key returned/],
			[{ serviceAccountId: '' }, /^Service Account ID \(in the credential\) is empty\. Fill it in/],
		];
		for (const [overrides, message] of cases) {
			const error = await failure(overrides);
			expect(error.message).toMatch(message);
			expect(error.message).toBe(`${error.problem}${error.problem.endsWith('."') ? '' : '.'} ${error.description}`);
		}
	});
});
