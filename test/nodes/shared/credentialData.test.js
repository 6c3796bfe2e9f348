'use strict';

const { SEED, call, credentialsFor, locator, requests, useSandbox } = require('../../support/data');
const { SandboxCredentialsHelper } = require('../../support/credentials');
const { runNode } = require('../../support/engine');

/**
 * Each credential read makes n8n load and decrypt the credential and resolve its expression fields
 * (about 3 ms in a real n8n). n8n's OAuth2 path reads it for every request it signs; the node has
 * it sign through a context whose reads answer the node's one read per run (test/bench measures
 * the difference on 50 pages).
 */

class CountingCredentialsHelper extends SandboxCredentialsHelper {
	constructor(stored) {
		super(stored);
		this.reads = 0;
	}

	async getDecrypted(...args) {
		this.reads += 1;
		return super.getDecrypted(...args);
	}
}

const HUB = SEED.hubs.bim360;

describe('credential reads', () => {
	const sandbox = useSandbox();

	test('a listing over three pages reads the credential once', async () => {
		await call(sandbox, 'POST', '/__sandbox/seed/projects', { json: { hubId: HUB, count: 450 } });
		sandbox.ctx.log.clear();
		const credentialsHelper = new CountingCredentialsHelper(credentialsFor(sandbox));
		const { items, error } = await runNode({
			parameters: {
				resource: 'project',
				operation: 'getAll',
				hubId: locator(HUB),
				returnAll: true,
			},
			credentialsHelper,
		});
		expect(error).toBeUndefined();
		expect(items).toHaveLength(475);
		const pages = requests(sandbox, `/project/v1/hubs/${HUB}/projects`, 'GET');
		expect(pages).toHaveLength(3);
		expect(credentialsHelper.reads).toBe(1);
	});

	test('a token that expires mid-listing is refreshed once; the later pages sign with the new one', async () => {
		await call(sandbox, 'POST', '/__sandbox/seed/projects', { json: { hubId: HUB, count: 600 } });
		sandbox.ctx.log.clear();
		const record = sandbox.ctx.log.record.bind(sandbox.ctx.log);
		let pageRequests = 0;
		// The log records a request as it arrives: the second page's finds its token expired.
		sandbox.ctx.log.record = (entry) => {
			if (entry.path === `/project/v1/hubs/${HUB}/projects` && ++pageRequests === 2) sandbox.ctx.tokens.expireAccessTokens();
			return record(entry);
		};
		const stored = credentialsFor(sandbox, { userId: SEED.users.admin });
		expect(stored.oauthTokenData.refresh_token).toEqual(expect.any(String));
		const credentialsHelper = new CountingCredentialsHelper(stored);
		const { items, error } = await runNode({
			parameters: { resource: 'project', operation: 'getAll', hubId: locator(HUB), returnAll: true },
			credentialsHelper,
		});
		expect(error).toBeUndefined();
		expect(items).toHaveLength(625);
		const statuses = requests(sandbox, `/project/v1/hubs/${HUB}/projects`, 'GET').map((entry) => entry.status);
		expect(statuses).toEqual([200, 401, 200, 200, 200]);
		const tokenRequests = (await call(sandbox, 'GET', '/__sandbox/oauth/token-requests')).body;
		expect(tokenRequests).toEqual([expect.objectContaining({ grantType: 'refresh_token', ok: true })]);
		expect(credentialsHelper.stored.oauthTokenData.access_token).not.toBe(stored.oauthTokenData.access_token);
		// The node's read, and n8n's own raw read before refreshing (it checks for a newer token).
		expect(credentialsHelper.reads).toBe(2);
	});

	/**
	 * Lists 625 projects (4 pages) while another execution refreshes the token as the second page
	 * arrives: the old access token stops working, the new one is stored. `whenRefreshed` runs then.
	 */
	async function listWhileAnotherExecutionRefreshes(stored, whenRefreshed = () => {}) {
		await call(sandbox, 'POST', '/__sandbox/seed/projects', { json: { hubId: HUB, count: 600 } });
		sandbox.ctx.log.clear();
		const credentialsHelper = new CountingCredentialsHelper(stored);
		const record = sandbox.ctx.log.record.bind(sandbox.ctx.log);
		let pageRequests = 0;
		sandbox.ctx.log.record = (entry) => {
			if (entry.path === `/project/v1/hubs/${HUB}/projects` && ++pageRequests === 2) {
				sandbox.ctx.tokens.expireAccessTokens();
				const refreshed = sandbox.ctx.tokens.refresh(stored.oauthTokenData.refresh_token, stored.clientId);
				const oauthTokenData = { ...refreshed, n8n_expires_at: String(Date.now() + 3600_000) };
				credentialsHelper.stored = { ...credentialsHelper.stored, oauthTokenData };
				whenRefreshed();
			}
			return record(entry);
		};
		const { items, error } = await runNode({
			parameters: { resource: 'project', operation: 'getAll', hubId: locator(HUB), returnAll: true },
			credentialsHelper,
		});
		expect(error).toBeUndefined();
		expect(items).toHaveLength(625);
		const pages = requests(sandbox, `/project/v1/hubs/${HUB}/projects`, 'GET');
		const tokenRequests = (await call(sandbox, 'GET', '/__sandbox/oauth/token-requests')).body;
		return { pages, tokenRequests, credentialsHelper };
	}

	test('a token another execution refreshed is read again once the held one is about to expire', async () => {
		const stored = credentialsFor(sandbox, { userId: SEED.users.admin });
		stored.oauthTokenData = { ...stored.oauthTokenData, n8n_expires_at: String(Date.now() + 30_000) };
		const { pages, tokenRequests } = await listWhileAnotherExecutionRefreshes(stored);
		// n8n retries the second page with the stored token; the later pages sign with it at once.
		expect(pages.map((page) => page.status)).toEqual([200, 401, 200, 200, 200]);
		expect(new Set(pages.slice(2).map((page) => page.headers.authorization)).size).toBe(1);
		expect(tokenRequests).toEqual([]);
	});

	test('a token another execution refreshed is read again after 30 s', async () => {
		const now = Date.now.bind(Date);
		let offset = 0;
		const clock = jest.spyOn(Date, 'now').mockImplementation(() => now() + offset);
		try {
			const stored = credentialsFor(sandbox, { userId: SEED.users.admin });
			const { pages, tokenRequests } = await listWhileAnotherExecutionRefreshes(stored, () => {
				offset = 31_000;
			});
			expect(pages.map((page) => page.status)).toEqual([200, 401, 200, 200, 200]);
			expect(tokenRequests).toEqual([]);
		} finally {
			clock.mockRestore();
		}
	});

	test('two input items share the node’s read; a bad credential still fails each item', async () => {
		const credentialsHelper = new CountingCredentialsHelper(credentialsFor(sandbox));
		const { items } = await runNode({
			parameters: { resource: 'hub', operation: 'getAll', returnAll: true },
			items: [{ json: {} }, { json: {} }],
			credentialsHelper,
		});
		const hubCalls = requests(sandbox, '/project/v1/hubs', 'GET');
		expect(hubCalls).toHaveLength(2);
		expect(items.length).toBeGreaterThan(0);
		expect(credentialsHelper.reads).toBe(1);

		const tooManyScopes = Array.from({ length: 51 }, (_, n) => `scope:${n}`).join(' ');
		sandbox.ctx.log.clear();
		const refused = await runNode({
			parameters: { resource: 'hub', operation: 'getAll', returnAll: true },
			items: [{ json: {} }, { json: {} }],
			credentials: { ...credentialsFor(sandbox), scope: tooManyScopes },
			continueOnFail: true,
		});
		expect(refused.items.map((item) => item.json.error)).toEqual([
			expect.stringMatching(/^Scopes \(in the credential\) must hold at most 50 scopes/),
			expect.stringMatching(/^Scopes \(in the credential\) must hold at most 50 scopes/),
		]);
		expect(requests(sandbox, '/project/v1/hubs', 'GET')).toEqual([]);
	});
});
