'use strict';

/**
 * translationJob / create with Wait for Completion on many items: every job is sent first, then all
 * are waited for side by side (not one after the other); each output item stays paired with its
 * input; a failed or timed-out job fails only its own item under Continue On Fail.
 */

const { call, createJob, derivativeRequests, setJobDuration, useSandbox } = require('../../../../support/translationJob');

const sandbox = useSandbox({ resetOverHttp: true });

const JOB_MS = 2000;
const ITEMS = 10;
const stepAndObj = [{ type: 'step' }, { type: 'obj' }];
const sourceOf = (name) => `urn:adsk.objects:os.object:sandbox-bucket/${name}.ipt`;
const inputs = (names) => names.map((name) => ({ json: { source: sourceOf(name) } }));
const manifestReads = () => derivativeRequests(sandbox, 'GET').filter((entry) => entry.path.endsWith('/manifest'));
const waitingFor = (extra = {}) => ({ source: '={{ $json.source }}', waitForCompletion: true, timeLimit: 60, ...extra });

it(`${ITEMS} items send their ${ITEMS} jobs first, then wait for them side by side`, async () => {
	await setJobDuration(sandbox, JOB_MS);
	const names = Array.from({ length: ITEMS }, (_, index) => `part-${index}`);
	const started = Date.now();
	const { items, error } = await createJob(sandbox, stepAndObj, waitingFor(), { items: inputs(names) });
	const elapsed = Date.now() - started;
	expect(error).toBeUndefined();
	expect(items.map((item) => item.pairedItem)).toEqual(names.map((_, item) => ({ item })));
	expect(items.map((item) => item.json.status)).toEqual(names.map(() => 'success'));
	expect(items.map((item) => Buffer.from(item.json.urn, 'base64url').toString())).toEqual(names.map(sourceOf));

	const jobs = derivativeRequests(sandbox, 'POST');
	const reads = manifestReads();
	expect(jobs).toHaveLength(ITEMS);
	// Every job was sent before the first manifest was read: the waits did not hold the jobs back.
	expect(Math.max(...jobs.map((entry) => entry.time))).toBeLessThanOrEqual(Math.min(...reads.map((entry) => entry.time)));
	// Each design's manifest was read until it succeeded, and the reads of the designs interleave.
	const readUrns = reads.map((entry) => entry.path.split('/')[4]);
	expect(new Set(readUrns).size).toBe(ITEMS);
	const firstRound = new Set(readUrns.slice(0, ITEMS));
	expect(firstRound.size).toBe(ITEMS);
	// Reported, not asserted: the wall time as a multiple of one job's time (one after the other: ~10x).
	console.log(`${ITEMS} jobs of ${JOB_MS} ms with Wait for Completion: ${(elapsed / JOB_MS).toFixed(2)}x one job's time (${elapsed} ms)`);
});

it('under Continue On Fail a failed and a timed-out job fail only their own items', async () => {
	await setJobDuration(sandbox, 1500);
	const names = ['ok-a', 'fail-b', 'ok-c', 'slow-d', 'ok-e'];
	const { items, error } = await createJob(
		sandbox,
		stepAndObj,
		waitingFor({ timeLimit: '={{ $json.source.includes("slow") ? 1 : 60 }}' }),
		{ items: inputs(names), continueOnFail: true },
	);
	expect(error).toBeUndefined();
	expect(items.map((item) => item.pairedItem.item)).toEqual([0, 1, 2, 3, 4]);
	expect(items[0].json.status).toBe('success');
	expect(items[1].json.error).toMatch(/^The translation failed: TranslationWorker-InternalFailure/);
	expect(items[2].json.status).toBe('success');
	expect(items[3].json.error).toMatch(/^The translation job is still running after 1 s/);
	expect(items[4].json.status).toBe('success');
});

it('without Continue On Fail the node fails with the first failed item, after the others were waited for', async () => {
	await setJobDuration(sandbox, 500);
	const { items, error } = await createJob(sandbox, stepAndObj, waitingFor(), { items: inputs(['ok-a', 'fail-b', 'fail-c']) });
	expect(items).toEqual([]);
	expect(error.message).toMatch(/^The translation failed/);
	expect(error.context.itemIndex).toBe(1);
});

it('a 429 on a manifest read is waited out and the waits go on', async () => {
	await setJobDuration(sandbox, 500);
	await call(sandbox, 'POST', '/__sandbox/faults', { json: { kind: 'status', status: 429, retryAfter: 1, method: 'GET', path: '/manifest$' } });
	const { items, error } = await createJob(sandbox, stepAndObj, waitingFor(), { items: inputs(['r-a', 'r-b', 'r-c']) });
	expect(error).toBeUndefined();
	expect(items.map((item) => item.json.status)).toEqual(['success', 'success', 'success']);
	expect(manifestReads().filter((entry) => entry.status === 429)).toHaveLength(1);
});
