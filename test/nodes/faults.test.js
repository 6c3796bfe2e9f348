'use strict';

/**
 * The fault suite: every operation of the action node meets the faults the retry rules
 * (ARCHITECTURE.md, nodes/shared/retry.ts) tell apart, through n8n-core's execution: one it is
 * retried for and one it is not, and every fault the sandbox can inject meets a GET and a POST
 * operation (faultGrid, test/support/faults.js; the operations from their contracts,
 * test/support/contracts.js). Per row: the request is repeated or not as the retry rules say (the
 * sandbox log shows it), the user's message names the operation and the cause, and with Continue
 * On Fail the other items still come out, each paired with its input.
 *
 * The table runs against the node loaded with a 4 s request timeout and short backoffs, set
 * through jest's module registry (nodes/shared/timeouts): a timed-out row's message says 4 s, so
 * the timeout is that module's. 4 s, as the sandbox answers in this process, which the rows
 * running side by side keep busy: on a loaded machine a plain answer has taken over 1.5 s. A
 * second copy of the node, loaded with the real module, proves its values and the real backoffs
 * and Retry-After waits, which take seconds.
 */

const TIMEOUTS = '../../nodes/shared/timeouts';
const TIMEOUT_MS = 4000;
jest.doMock(TIMEOUTS, () => ({ REQUEST_TIMEOUT_MS: TIMEOUT_MS, RETRY_BACKOFF_MS: [50, 100, 200] }));
const { collectContracts } = require('../support/contracts');
const { faultGrid, faults, idempotent, inject, literally, rowRequests, runAction, slowAnswered, withOwnSandbox } = require('../support/faults');

const real = {};
jest.isolateModules(() => {
	jest.dontMock(TIMEOUTS);
	real.runAction = require('../support/faults').runAction;
	Object.assign(real, require(TIMEOUTS));
});

const { contracts } = collectContracts();
const FAULTS = faults({ timeoutSeconds: TIMEOUT_MS / 1000 });
// The rows that wait out timeouts (five each) first, so that the others run meanwhile.
const waits = ([, , , fault]) => (fault.spec.kind === 'slow' ? 0 : 1);
const CASES = faultGrid(contracts, FAULTS).sort((one, other) => waits(one) - waits(other));
const row = (key) => contracts.find((contract) => contract.key === key);
const gaps = (entries) => entries.slice(1).map((entry, index) => entry.time - entries[index].time);

test('the grid gives every operation a fault it is retried for and one it is not, and every fault a GET and a POST', () => {
	const { KINDS } = require('../../sandbox/faults');
	for (const contract of contracts) {
		const met = CASES.filter(([key]) => key === contract.key).map(([, , , fault]) => fault.retried(contract.faulted.method));
		expect([contract.key, [...new Set(met)].sort()]).toEqual([contract.key, [false, true]]);
	}
	for (const fault of FAULTS) {
		const methods = CASES.filter(([, name]) => name === fault.name).map(([, , contract]) => contract.faulted.method);
		expect([fault.name, methods]).toEqual([fault.name, expect.arrayContaining(['GET', 'POST'])]);
	}
	expect(new Set(FAULTS.map((fault) => fault.spec.kind))).toEqual(new Set(KINDS));
	expect(FAULTS.find((fault) => fault.spec.kind === 'status' && fault.spec.status === 500).retried('POST')).toBe(false);
	expect(contracts.every((contract) => idempotent(contract.faulted.method) || contract.faulted.method === 'POST')).toBe(true);
});

test('the real waits are the documented ones', () => {
	expect(real.REQUEST_TIMEOUT_MS).toBe(60_000);
	expect(real.RETRY_BACKOFF_MS).toEqual([500, 1000, 2000]);
});

// The real waits: declared first, so that they start at once and the table runs meanwhile.
const LONG = 30_000;

test.concurrent(
	'real waits · a GET that keeps getting 500 is sent again after 0.5 s, 1 s and 2 s',
	() =>
		withOwnSandbox(async (sandbox) => {
			const projectGet = row('project / get');
			await inject(sandbox, projectGet.faulted, { kind: 'status', status: 500 }, 10);
			const { error } = await real.runAction(sandbox, projectGet.parameters);
			expect(error.message).toBe('Get project failed: Sandbox fault: status 500. (after 3 retries)');
			const observed = gaps(rowRequests(sandbox, projectGet.faulted));
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
			await inject(sandbox, createJob.faulted, { kind: 'status', status: 429, retryAfter: 1 }, 1);
			const { items, error } = await real.runAction(sandbox, createJob.parameters, { items: [first] });
			expect(error).toBeUndefined();
			expect(items[0].json).toMatchObject({ outcome: 'accepted' });
			const requests = rowRequests(sandbox, createJob.faulted);
			expect(requests.map((entry) => entry.status)).toEqual([429, 200]);
			const [gap] = gaps(requests);
			expect(gap).toBeGreaterThanOrEqual(950);
		}),
	LONG,
);

test.concurrent.each(CASES)('%s · %s', async (_operation, _fault, operation, fault) => {
	await withOwnSandbox(async (sandbox) => {
		const retried = fault.retried(operation.faulted.method);
		const named = new RegExp(`^${literally(operation.label)} failed: `);

		// Once, under Continue On Fail: the first item meets the fault, the other two do not.
		const input = await operation.setup(sandbox);
		sandbox.ctx.log.clear();
		await inject(sandbox, operation.faulted, fault.spec, 1);
		const { items, error } = await runAction(sandbox, operation.parameters, { items: input, continueOnFail: true, token: operation.token });
		await slowAnswered(sandbox);
		expect(error).toBeUndefined();

		const [first] = sandbox.ctx.log.entries;
		expect(first).toMatchObject({ method: operation.firstRequest.method, path: expect.stringMatching(new RegExp(operation.firstRequest.path)) });
		const requests = rowRequests(sandbox, operation.faulted);
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
		const [one] = await operation.setup(sandbox);
		sandbox.ctx.log.clear();
		await inject(sandbox, operation.faulted, fault.persistent ?? fault.spec, 10);
		const failed = await runAction(sandbox, operation.parameters, { items: [one], token: operation.token });
		await slowAnswered(sandbox);
		expect(failed.items).toEqual([]);
		expect(failed.error.name).toBe('NodeApiError');
		expect(failed.error.message).toMatch(named);
		expect(failed.error.message).toMatch(fault.cause);
		const retries = retried ? fault.retries : 0;
		expect(rowRequests(sandbox, operation.faulted)).toHaveLength(1 + retries);
		if (retries) expect(failed.error.message).toMatch(new RegExp(`\\(after ${retries} retries\\)$`));
		else expect(failed.error.message).not.toMatch(/\(after/);
	});
}, 60_000);
