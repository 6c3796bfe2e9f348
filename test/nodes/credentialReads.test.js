'use strict';

const { SEED, call, credentialsFor, locator, requests, startSandbox } = require('./dataSupport');
const { SandboxCredentialsHelper } = require('../support/credentials');
const { runNode } = require('../support/engine');

/**
 * Each credential read makes n8n decrypt the credential and resolve its expression fields
 * (milliseconds in a real n8n). n8n's OAuth2 path reads it on every request; the node itself reads
 * it once per run, not once per request (test/bench measured the difference on 50 pages).
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
	let sandbox;
	beforeAll(async () => {
		sandbox = await startSandbox();
	});
	afterAll(() => sandbox.close());
	beforeEach(() => sandbox.ctx.reset());

	test('a listing over three pages reads the credential once per request plus once for the node', async () => {
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
		expect(credentialsHelper.reads).toBe(pages.length + 1);
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
		expect(credentialsHelper.reads).toBe(hubCalls.length + 1);

		const tooManyScopes = Array.from({ length: 51 }, (_, n) => `scope:${n}`).join(' ');
		sandbox.ctx.log.clear();
		const refused = await runNode({
			parameters: { resource: 'hub', operation: 'getAll', returnAll: true },
			items: [{ json: {} }, { json: {} }],
			credentials: { ...credentialsFor(sandbox), scopes: tooManyScopes },
			continueOnFail: true,
		});
		expect(refused.items.map((item) => item.json.error)).toEqual([
			expect.stringMatching(/^Scopes \(in the credential\) must hold at most 50 scopes/),
			expect.stringMatching(/^Scopes \(in the credential\) must hold at most 50 scopes/),
		]);
		expect(requests(sandbox, '/project/v1/hubs', 'GET')).toEqual([]);
	});
});
