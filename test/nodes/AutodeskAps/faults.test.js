'use strict';

/**
 * The fault suite: every operation of the action node meets every fault the sandbox can inject,
 * through n8n-core's execution. Per fault: the request is repeated or not as the retry rules say
 * (ARCHITECTURE.md; the sandbox log shows it), the user's message names the operation and the cause, and with Continue
 * On Fail the other items still come out, each paired with its input.
 *
 * The table runs against the node loaded with a 1.5 s request timeout and short backoffs, set
 * through jest's module registry (nodes/shared/timeouts). A second copy of the node, loaded with
 * the real waits, proves those once for a GET and a POST: about a minute of waiting, which the
 * table's rows share, as every test of this file runs concurrently (each with its own sandbox).
 */

const TIMEOUTS = '../../../nodes/shared/timeouts';
const TIMEOUT_MS = 1500;
const SLOW_MS = 3000;
jest.doMock(TIMEOUTS, () => ({ REQUEST_TIMEOUT_MS: TIMEOUT_MS, RETRY_BACKOFF_MS: [50, 100, 200] }));
const { OPERATIONS } = require('../../support/faultOperations');
const { faults, inject, literally, rowRequests, runAction, slowAnswered, withOwnSandbox } = require('../../support/faults');

const real = {};
jest.isolateModules(() => {
	jest.dontMock(TIMEOUTS);
	real.runAction = require('../../support/faults').runAction;
	Object.assign(real, require(TIMEOUTS));
});

const FAULTS = faults({ slowMs: SLOW_MS, timeoutSeconds: TIMEOUT_MS / 1000 });
const CASES = OPERATIONS.flatMap((row) => FAULTS.map((fault) => [row.name, fault.name, row, fault]));
const row = (name) => OPERATIONS.find((operation) => operation.name === name);
const gaps = (entries) => entries.slice(1).map((entry, index) => entry.time - entries[index].time);

test('the tables cover every operation of the node and every fault kind of the sandbox', () => {
	const { resources } = require('../../../nodes/AutodeskAps/actions/resources');
	const { KINDS } = require('../../../sandbox/faults');
	const operations = resources.flatMap((resource) => Object.keys(resource.operations).map((name) => `${resource.option.value} / ${name}`));
	expect(OPERATIONS.map((entry) => entry.name).sort()).toEqual(operations.sort());
	expect(new Set(FAULTS.map((fault) => fault.spec.kind))).toEqual(new Set(KINDS));
});

test('the real waits are the documented ones', () => {
	expect(real.REQUEST_TIMEOUT_MS).toBe(60_000);
	expect(real.RETRY_BACKOFF_MS).toEqual([500, 1000, 2000]);
});

// The real waits: declared first, so that they start at once and the table runs meanwhile.
const LONG = 90_000;
const PAST_REAL_TIMEOUT = () => ({ kind: 'slow', delayMs: real.REQUEST_TIMEOUT_MS + 1000 });

test.concurrent(
	'real waits · a GET without an answer for 60 s is given up then and sent again 0.5 s later',
	() =>
		withOwnSandbox(async (sandbox) => {
			const projectGet = row('project / get');
			await inject(sandbox, projectGet, PAST_REAL_TIMEOUT(), 1);
			const started = Date.now();
			const { items, error } = await real.runAction(sandbox, projectGet.parameters);
			const waited = Date.now() - started;
			expect(error).toBeUndefined();
			expect(items[0].json).toMatchObject({ name: 'Sandbox Tower' });
			const requests = rowRequests(sandbox, projectGet);
			expect(requests.map((entry) => entry.fault)).toEqual(['slow', undefined]);
			// Timed on the client's side: the sandbox logs a request when it arrives, which lags the
			// client's timer by as much as the load on the machine.
			expect(waited).toBeGreaterThanOrEqual(real.REQUEST_TIMEOUT_MS + real.RETRY_BACKOFF_MS[0] - 50);
			const [gap] = gaps(requests);
			expect(gap).toBeGreaterThan(real.REQUEST_TIMEOUT_MS - 3000);
		}),
	LONG,
);

test.concurrent(
	'real waits · a POST without an answer for 60 s fails then and is not sent again, though the service acted',
	() =>
		withOwnSandbox(async (sandbox) => {
			const createRef = row('item / createRef');
			const [first] = await createRef.setup(sandbox);
			await inject(sandbox, createRef, PAST_REAL_TIMEOUT(), 1);
			const started = Date.now();
			const { error } = await real.runAction(sandbox, createRef.parameters, { items: [first] });
			const waited = Date.now() - started;
			expect(error.message).toBe('Create ref failed: no answer within 60 s (timed out)');
			expect(error.description).toMatch(/not repeated automatically/);
			expect(waited).toBeGreaterThanOrEqual(real.REQUEST_TIMEOUT_MS - 50);
			await slowAnswered(sandbox, 5000);
			const requests = rowRequests(sandbox, createRef);
			expect(requests).toHaveLength(1);
			expect(requests[0].status).toBe(204);
		}),
	LONG,
);

test.concurrent(
	'real waits · a GET that keeps getting 500 is sent again after 0.5 s, 1 s and 2 s',
	() =>
		withOwnSandbox(async (sandbox) => {
			const projectGet = row('project / get');
			await inject(sandbox, projectGet, { kind: 'status', status: 500 }, 10);
			const { error } = await real.runAction(sandbox, projectGet.parameters);
			expect(error.message).toBe('Get project failed: Sandbox fault: status 500. (after 3 retries)');
			const observed = gaps(rowRequests(sandbox, projectGet));
			expect(observed).toHaveLength(3);
			observed.forEach((gap, index) => {
				expect(gap).toBeGreaterThanOrEqual(real.RETRY_BACKOFF_MS[index] - 50);
			});
		}),
	LONG,
);

test.concurrent(
	'real waits · a POST that gets 429 with Retry-After: 1 is sent again 1 s later and succeeds',
	() =>
		withOwnSandbox(async (sandbox) => {
			const createJob = row('translationJob / create');
			const [first] = await createJob.setup(sandbox);
			await inject(sandbox, createJob, { kind: 'status', status: 429, retryAfter: 1 }, 1);
			const { items, error } = await real.runAction(sandbox, createJob.parameters, { items: [first] });
			expect(error).toBeUndefined();
			expect(items[0].json).toMatchObject({ outcome: 'accepted' });
			const requests = rowRequests(sandbox, createJob);
			expect(requests.map((entry) => entry.status)).toEqual([429, 200]);
			const [gap] = gaps(requests);
			expect(gap).toBeGreaterThanOrEqual(950);
		}),
	LONG,
);

test.concurrent.each(CASES)('%s · %s', async (_operation, _fault, operation, fault) => {
	await withOwnSandbox(async (sandbox) => {
		const retried = fault.retried(operation.method);
		const named = new RegExp(`^${literally(operation.operation)} failed: `);

		// Once, under Continue On Fail: the first item meets the fault, the other two do not.
		const input = await operation.setup(sandbox);
		sandbox.ctx.log.clear();
		await inject(sandbox, operation, fault.spec, 1);
		const { items, error } = await runAction(sandbox, operation.parameters, { items: input, continueOnFail: true });
		await slowAnswered(sandbox);
		expect(error).toBeUndefined();

		const requests = rowRequests(sandbox, operation);
		expect(requests[0].fault).toBe(fault.spec.kind);
		expect(requests).toHaveLength(retried ? 4 : 3);
		if (retried) {
			expect(requests[1]).toMatchObject({ path: requests[0].path, body: requests[0].body });
			expect(requests[1].fault).toBeUndefined();
		} else {
			// Three requests for three items: the faulted one was not sent again. Where the items send
			// the same request (a GET of the same list), the three look alike.
			const repeats = requests.filter((entry) => entry.path === requests[0].path && entry.body === requests[0].body);
			const alike = new Set(requests.map((entry) => `${entry.path} ${entry.body}`)).size === 1;
			expect(repeats).toHaveLength(alike ? 3 : 1);
		}

		const paired = items.map((item) => item.pairedItem.item);
		expect([...new Set(paired)]).toEqual([0, 1, 2]);
		expect(paired).toEqual([...paired].sort());
		const errors = items.filter((item) => item.json.error !== undefined);
		if (retried) {
			expect(errors).toEqual([]);
		} else {
			expect(errors).toEqual([{ json: expect.objectContaining({ error: expect.stringMatching(named) }), pairedItem: { item: 0 } }]);
			expect(errors[0].json.error).toMatch(fault.cause);
			expect(errors[0].json.description).toMatch(fault.description ?? /not repeated automatically because the service may already have acted/);
			expect(items.filter((item) => item.pairedItem.item === 0)).toHaveLength(1);
		}

		// Every time, without Continue On Fail: the node fails with a message naming both.
		sandbox.ctx.reset();
		const [first] = await operation.setup(sandbox);
		sandbox.ctx.log.clear();
		await inject(sandbox, operation, fault.persistent ?? fault.spec, 10);
		const failed = await runAction(sandbox, operation.parameters, { items: [first] });
		await slowAnswered(sandbox);
		expect(failed.items).toEqual([]);
		expect(failed.error.name).toBe('NodeApiError');
		expect(failed.error.message).toMatch(named);
		expect(failed.error.message).toMatch(fault.cause);
		const retries = retried ? fault.retries : 0;
		expect(rowRequests(sandbox, operation)).toHaveLength(1 + retries);
		if (retries) expect(failed.error.message).toMatch(new RegExp(`\\(after ${retries} retries\\)$`));
		else expect(failed.error.message).not.toMatch(/\(after/);
	});
}, 20_000);
