'use strict';

/**
 * The fault suite's rows for the Service Account's token endpoint: each fault the sandbox can
 * inject, met by the jwt-bearer exchange. Nothing reaches the API until a token is had, so the
 * exchange is asked again by the retry rules (nodes/shared/retry.ts) for any method, a POST
 * included, and a 429 after its Retry-After; a redirect is not followed and not asked again.
 * Per row: once, a POST operation then succeeds and sends its request once; every time, a GET
 * operation fails naming the operation, the token endpoint's failure and the retries, and sends
 * nothing to the API. As in faults.test.js, the node runs with a 4 s request timeout and short
 * backoffs (nodes/shared/timeouts through jest's module registry); Retry-After waits are real.
 */

const TIMEOUTS = '../../nodes/shared/timeouts';
jest.doMock(TIMEOUTS, () => ({ REQUEST_TIMEOUT_MS: 4000, RETRY_BACKOFF_MS: [50, 100, 200] }));
const { KINDS } = require('../../sandbox/faults');
const { inject, slowAnswered, withOwnSandbox } = require('../support/faults');
const { SandboxCredentialsHelper, SERVICE_ACCOUNT_TYPE, serviceAccountCredentials } = require('../support/credentials');
const { runNode } = require('../support/engine');
const { SEED } = require('../../sandbox/seed/data');

const TOKEN = { method: 'POST', path: '^/authentication/v2/token$' };
const locator = (value) => ({ __rl: true, mode: 'id', value });
const createFolder = { authentication: 'serviceAccount', resource: 'folder', operation: 'create', hubId: locator(SEED.hubs.bim360), projectId: locator(SEED.projects.tower), folderId: locator(SEED.folders.towerProjectFiles), name: 'Nightly' };
const getProjects = { authentication: 'serviceAccount', resource: 'project', operation: 'getAll', hubId: locator(SEED.hubs.bim360), returnAll: true };

const unreachable = (words) => new RegExp(`^The token endpoint could not be reached: ${words}`);
/** [name, spec, persistent spec, cause, retries]: the token endpoint's faults, one of each kind the sandbox injects. */
const ROWS = [
	['429 with Retry-After 1 s', { kind: 'status', status: 429, retryAfter: 1 }, { kind: 'status', status: 429, retryAfter: 0 }, /^The token request was turned away as too many at the token endpoint \(HTTP 429\)/, 5],
	['500 before acting', { kind: 'status', status: 500 }, undefined, /^The token request failed at the token endpoint \(HTTP 500\)/, 3],
	['503 before acting', { kind: 'status', status: 503 }, undefined, /^The token request failed at the token endpoint \(HTTP 503\)/, 3],
	['500 after acting', { kind: 'status-after', status: 500 }, undefined, /^The token request failed at the token endpoint \(HTTP 500\)/, 3],
	['a slow answer past the timeout', { kind: 'slow' }, undefined, unreachable('no answer within 4 s \\(timed out\\)'), 3],
	['a broken JSON body', { kind: 'broken-json' }, undefined, /^The token endpoint answered 200 without a readable token/, 3],
	['a dropped connection', { kind: 'drop' }, undefined, unreachable('the connection was dropped before an answer'), 3],
	['a connection dropped after acting', { kind: 'drop-after' }, undefined, unreachable('the connection was dropped before an answer'), 3],
	['a redirect to another origin', { kind: 'redirect', status: 307, location: 'http://127.0.0.1:9/elsewhere' }, undefined, /^The token endpoint answered 307, a redirect to http:\/\/127\.0\.0\.1:9, which is not followed$/, 0],
];

const helperFor = (sandbox) => new SandboxCredentialsHelper(serviceAccountCredentials(sandbox), SERVICE_ACCOUNT_TYPE);
const tokenRequests = (sandbox) => sandbox.ctx.log.find({ method: 'POST', path: '/authentication/v2/token' });
const apiRequests = (sandbox) => sandbox.ctx.log.entries.filter((entry) => !entry.path.startsWith('/authentication/'));

test('the rows hold every fault the sandbox injects', () => {
	expect(new Set(ROWS.map(([, spec]) => spec.kind))).toEqual(new Set(KINDS));
});

test.concurrent.each(ROWS)('token endpoint · %s', async (_name, spec, persistent, cause, retries) => {
	await withOwnSandbox(async (sandbox) => {
		// Once: the exchange is asked again (not after a redirect); the POST itself goes out once.
		await inject(sandbox, TOKEN, spec, 1);
		const once = await runNode({ parameters: createFolder, credentialsHelper: helperFor(sandbox) });
		await slowAnswered(sandbox);
		expect(tokenRequests(sandbox)[0].fault).toBe(spec.kind);
		if (retries) {
			expect(once.error).toBeUndefined();
			expect(once.items[0].json.name).toBe('Nightly');
			expect(tokenRequests(sandbox)).toHaveLength(2);
			expect(apiRequests(sandbox).map((entry) => [entry.method, entry.status])).toEqual([['POST', 201]]);
		} else {
			expect(once.error.message).toMatch(/^Create folder failed: the service account credential could not get a token: /);
			expect(tokenRequests(sandbox)).toHaveLength(1);
			expect(apiRequests(sandbox)).toEqual([]);
		}

		// Every time: the message names the operation, the cause and the retries; the API saw nothing.
		sandbox.ctx.reset();
		await inject(sandbox, TOKEN, persistent ?? spec, 10);
		const failed = await runNode({ parameters: getProjects, credentialsHelper: helperFor(sandbox) });
		await slowAnswered(sandbox);
		const prefix = 'Get many projects failed: the service account credential could not get a token: ';
		expect(failed.error.message.slice(0, prefix.length)).toBe(prefix);
		expect(failed.error.message.slice(prefix.length)).toMatch(cause);
		if (retries) expect(failed.error.message).toMatch(new RegExp(`\\(after ${retries} retries\\)$`));
		expect(tokenRequests(sandbox)).toHaveLength(1 + retries);
		expect(apiRequests(sandbox)).toEqual([]);
		expect(failed.error.description).toEqual(expect.any(String));
	});
}, 60_000);

test.concurrent('a 429 from the token endpoint is asked again after its Retry-After, not the server backoff', async () => {
	await withOwnSandbox(async (sandbox) => {
		await inject(sandbox, TOKEN, { kind: 'status', status: 429, retryAfter: 2 }, 1);
		const { error } = await runNode({ parameters: getProjects, credentialsHelper: helperFor(sandbox) });
		expect(error).toBeUndefined();
		const [first, second] = tokenRequests(sandbox);
		expect([first.status, second.status]).toEqual([429, 200]);
		expect(second.time - first.time).toBeGreaterThanOrEqual(1950);
	});
}, 30_000);

test.concurrent('a 429 asking to wait longer than the node waits is not waited for, and the advice says so', async () => {
	await withOwnSandbox(async (sandbox) => {
		await inject(sandbox, TOKEN, { kind: 'status', status: 429, retryAfter: 120 }, 1);
		const { error } = await runNode({ parameters: getProjects, credentialsHelper: helperFor(sandbox) });
		expect(error.message).toMatch(/^Get many projects failed: the service account credential could not get a token: The token request was turned away as too many at the token endpoint \(HTTP 429\)/);
		expect(error.message).not.toMatch(/\(after/);
		expect(error.description).toMatch(/^The service asked to wait 120 s, more than the 60 s this node waits\. The service is busy or failing/);
		expect(tokenRequests(sandbox)).toHaveLength(1);
	});
});
