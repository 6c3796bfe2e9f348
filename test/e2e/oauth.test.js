'use strict';

const { createSandbox } = require('../../sandbox/server');
const { call } = require('../support/sandbox');
const { SEED } = require('../../sandbox/seed/data');
const { authorizeUrl, connectOAuth2 } = require('./oauth');
const {
	useE2e,
	sandboxCredential,
	createCredential,
	runWorkflow,
	tokenRequests,
} = require('./support');

/**
 * The credential connected through n8n itself, as the editor does it (n8n's
 * /rest/oauth2-credential endpoints, the sandbox's sign-in page, n8n's callback), then used by a
 * workflow run as the editor runs it; and the token refreshed by n8n once the service expired it.
 */

const DEFAULT_SCOPES = 'data:read data:write data:create viewables:read';
const ALL_HUBS = Object.values(SEED.hubs).sort();
/** The viewer belongs to one hub only: a token for the viewer proves whose token n8n uses. */
const VIEWER_HUBS = [SEED.hubs.bim360];

const env = useE2e();

const lastTokenRequest = () => tokenRequests(env.sandbox).at(-1);
const hubIds = (result) =>
	result
		.output('APS')
		.map((hub) => hub.id)
		.sort();
const hubCalls = () => env.sandbox.ctx.log.find({ method: 'GET', path: /^\/project\/v1\/hubs$/ });

async function runHubs(credential) {
	env.sandbox.ctx.log.clear();
	const result = await runWorkflow(env.n8n, 'hub-getAll', credential);
	if (result.error)
		throw new Error(
			`The workflow failed: ${result.error.message} ${result.error.description || ''}`,
		);
	return result;
}

/** Expires every access token in the sandbox; the next workflow run must refresh to succeed. */
async function expireTokensAndRun(credential) {
	env.sandbox.ctx.tokens.expireAccessTokens();
	const before = tokenRequests(env.sandbox).length;
	const result = await runHubs(credential);
	const [refused, accepted] = hubCalls();
	expect(refused.status).toBe(401);
	expect(accepted.status).toBe(200);
	expect(accepted.headers.authorization).not.toBe(refused.headers.authorization);
	return { result, requests: tokenRequests(env.sandbox).slice(before) };
}

describe('Authorization Code with PKCE (public app, no client secret)', () => {
	let credential;

	test('n8n sends an S256 challenge to the authorize page and a verifier the sandbox matches', async () => {
		credential = await createCredential(env.n8n, sandboxCredential(env.sandbox, 'pkce'));
		const { authorizeUrl: sent } = await connectOAuth2(env.n8n, credential.id, {
			user: SEED.users.viewer,
		});

		expect(`${sent.origin}${sent.pathname}`).toBe(`${env.sandbox.url}/authentication/v2/authorize`);
		const query = Object.fromEntries(sent.searchParams);
		expect(query).toEqual({
			client_id: SEED.clients.public.clientId,
			response_type: 'code',
			redirect_uri: `${env.n8n.url}/rest/oauth2-credential/callback`,
			scope: DEFAULT_SCOPES,
			state: expect.any(String),
			code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
			code_challenge_method: 'S256',
		});
		expect(lastTokenRequest()).toEqual({
			grantType: 'authorization_code',
			clientId: SEED.clients.public.clientId,
			clientAuth: 'none',
			pkce: true,
			verifierMatched: true,
			ok: true,
			error: null,
		});
	});

	test('a workflow with it lists the hubs of the user who signed in', async () => {
		expect(hubIds(await runHubs(credential))).toEqual(VIEWER_HUBS);
		expect(hubCalls()[0].headers.authorization).toMatch(/^Bearer sbx_at_/);
	});

	test('with the access token expired, n8n refreshes it (client ID in the body, no secret) and the workflow succeeds', async () => {
		const { result, requests } = await expireTokensAndRun(credential);
		expect(hubIds(result)).toEqual(VIEWER_HUBS);
		expect(requests).toEqual([
			expect.objectContaining({
				grantType: 'refresh_token',
				clientId: SEED.clients.public.clientId,
				clientAuth: 'none',
				ok: true,
			}),
		]);
	});
});

describe('Authorization Code (confidential app, client secret as HTTP Basic)', () => {
	let credential;

	test('n8n sends no PKCE and authenticates the token request with HTTP Basic', async () => {
		credential = await createCredential(
			env.n8n,
			sandboxCredential(env.sandbox, 'authorizationCode'),
		);
		const { authorizeUrl: sent } = await connectOAuth2(env.n8n, credential.id);
		expect(sent.searchParams.get('client_id')).toBe(SEED.clients.confidential.clientId);
		expect(sent.searchParams.has('code_challenge')).toBe(false);
		expect(lastTokenRequest()).toEqual({
			grantType: 'authorization_code',
			clientId: SEED.clients.confidential.clientId,
			clientAuth: 'basic',
			pkce: false,
			verifierMatched: null,
			ok: true,
			error: null,
		});
	});

	test('a workflow with it lists the hubs of the user who signed in', async () => {
		expect(hubIds(await runHubs(credential))).toEqual(ALL_HUBS);
	});

	test('with the access token expired, n8n refreshes it with HTTP Basic and the workflow succeeds', async () => {
		const { result, requests } = await expireTokensAndRun(credential);
		expect(hubIds(result)).toEqual(ALL_HUBS);
		expect(requests).toEqual([
			expect.objectContaining({
				grantType: 'refresh_token',
				clientId: SEED.clients.confidential.clientId,
				clientAuth: 'basic',
				ok: true,
			}),
		]);
	});

	test('a token that expires mid-listing is refreshed once; the later pages are signed with the new one', async () => {
		const hub = SEED.hubs.bim360;
		expect(hub).toBe('b.7d3c1a52-8e4f-4b6a-9c2d-1f0e5a6b7c80'); // the hub of the workflow file
		const seeded = await call(env.sandbox, 'POST', '/__sandbox/seed/projects', { json: { hubId: hub, count: 450 } });
		expect(seeded.status).toBe(201);
		const pagePath = `/project/v1/hubs/${hub}/projects`;
		const record = env.sandbox.ctx.log.record.bind(env.sandbox.ctx.log);
		let pageRequests = 0;
		// The log records a request as it arrives: the second page's finds its token expired.
		env.sandbox.ctx.log.record = (entry) => {
			if (entry.path === pagePath && ++pageRequests === 2) env.sandbox.ctx.tokens.expireAccessTokens();
			return record(entry);
		};
		env.sandbox.ctx.log.clear();
		const before = tokenRequests(env.sandbox).length;
		try {
			const result = await runWorkflow(env.n8n, 'project-getAll-bim360', credential);
			expect(result.error).toBeUndefined();
			expect(result.output('APS')).toHaveLength(seeded.body.total);
		} finally {
			env.sandbox.ctx.log.record = record;
		}
		const pages = env.sandbox.ctx.log.find({ method: 'GET', path: pagePath });
		expect(pages.map((page) => page.status)).toEqual([200, 401, 200, 200]);
		expect(pages[2].headers.authorization).not.toBe(pages[1].headers.authorization);
		expect(pages[3].headers.authorization).toBe(pages[2].headers.authorization);
		expect(tokenRequests(env.sandbox).slice(before)).toEqual([
			expect.objectContaining({ grantType: 'refresh_token', clientAuth: 'basic', ok: true }),
		]);
	});

	test('the credential options reach the authorize page: scopes, prompt=login and authoptions', async () => {
		const options = await createCredential(
			env.n8n,
			sandboxCredential(env.sandbox, 'authorizationCode', {
				signInOptions: true,
				promptLogin: true,
				authOptions: '{"uitype":"login"}',
				scope: 'data:read account:read',
			}),
		);
		const { authorizeUrl: sent } = await connectOAuth2(env.n8n, options.id);
		expect(sent.searchParams.get('prompt')).toBe('login');
		expect(JSON.parse(sent.searchParams.get('authoptions'))).toEqual({ uitype: 'login' });
		expect(sent.searchParams.get('scope')).toBe('data:read account:read');
	});

	test('without Sign-In Options, the authorize page gets neither prompt nor authoptions', async () => {
		const plain = await createCredential(
			env.n8n,
			sandboxCredential(env.sandbox, 'authorizationCode', { promptLogin: true }),
		);
		const { authorizeUrl: sent } = await connectOAuth2(env.n8n, plain.id);
		expect(sent.searchParams.has('prompt')).toBe(false);
		expect(sent.searchParams.has('authoptions')).toBe(false);
		expect(sent.searchParams.get('scope')).toBe('data:read data:write data:create viewables:read');
	});
});

describe('Client Credentials (two-legged)', () => {
	let credential;

	test('needs no connecting: the first workflow run gets a token with HTTP Basic and lists every hub', async () => {
		credential = await createCredential(
			env.n8n,
			sandboxCredential(env.sandbox, 'clientCredentials'),
		);
		const before = tokenRequests(env.sandbox).length;
		expect(hubIds(await runHubs(credential))).toEqual(ALL_HUBS);
		expect(tokenRequests(env.sandbox).slice(before)).toEqual([
			expect.objectContaining({
				grantType: 'client_credentials',
				clientId: SEED.clients.confidential.clientId,
				clientAuth: 'basic',
				ok: true,
			}),
		]);
	});

	test('with the access token expired, n8n gets a new one and the workflow succeeds', async () => {
		const { result, requests } = await expireTokensAndRun(credential);
		expect(hubIds(result)).toEqual(ALL_HUBS);
		expect(requests).toEqual([
			expect.objectContaining({ grantType: 'client_credentials', clientAuth: 'basic', ok: true }),
		]);
	});
});

describe("n8n's OAuth state and APS's documented state rule", () => {
	// APS's SDK reference allows only letters, digits and , . _ - in `state`; its REST reference
	// says "arbitrary data". n8n 2.x sends base64 of {"token","createdAt"} (74 bytes), which always
	// ends in "=": a service enforcing the documented rule refuses every n8n authorize request.
	// The other tests run the sandbox with the RFC 6749 rule; this one keeps the evidence.
	let strict;
	beforeAll(async () => {
		strict = await createSandbox();
	});
	afterAll(() => strict && strict.close());

	test('the sandbox with the documented rule refuses the authorize request n8n builds', async () => {
		const credential = await createCredential(env.n8n, {
			...sandboxCredential(strict, 'authorizationCode'),
			name: 'APS strict state rule',
		});
		const url = new URL(await authorizeUrl(env.n8n, credential.id));
		const state = url.searchParams.get('state');
		expect(state).toMatch(/=$/);
		expect(JSON.parse(Buffer.from(state, 'base64').toString('utf8'))).toEqual({
			token: expect.any(String),
			createdAt: expect.any(Number),
		});
		const page = await fetch(url, { redirect: 'manual' });
		expect(page.status).toBe(400);
		expect(await page.text()).toContain(
			'state may hold only letters, digits and the characters , . _ -',
		);
	});
});
