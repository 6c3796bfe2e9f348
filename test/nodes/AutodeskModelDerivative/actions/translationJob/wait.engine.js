'use strict';

/**
 * translationJob / create with Wait for Completion: the manifest is polled at growing intervals
 * until success, failure or the time limit. Sandbox jobs are made short (or long) through the
 * sandbox's derivative settings; its manifests follow the sandbox clock.
 */

// n8n's own sleep, recorded by ../translationJob.test.js (a mock set here would come after the
// files before this one loaded the node): the node's pauses are its calls.
const { sleep } = require('n8n-workflow');
const { OBJECT_ID, call, createJob, derivativeRequests, setJobDuration, urnOf, useSandbox } = require('../../../../support/translationJob');

const sandbox = useSandbox({ resetOverHttp: true });

const svf2 = { type: 'svf2', views: ['3d'] };
const waiting = (timeLimit, extra = {}) => ({ waitForCompletion: true, timeLimit, ...extra });
const manifestReads = () => derivativeRequests(sandbox, 'GET').filter((entry) => entry.path.endsWith('/manifest'));

it('waits until success and answers the final manifest, polling at growing intervals', async () => {
	await setJobDuration(sandbox, 2500);
	const { items, error } = await createJob(sandbox, svf2, waiting(30));
	expect(error).toBeUndefined();
	expect(items).toHaveLength(1);
	expect(items[0].json).toMatchObject({ urn: urnOf(OBJECT_ID), status: 'success', progress: 'complete', region: 'US' });
	expect(items[0].json.derivatives).toEqual([expect.objectContaining({ outputType: 'svf2', status: 'success' })]);
	expect(items[0].pairedItem).toEqual({ item: 0 });
	expect(sleep).toHaveBeenCalled();

	const reads = manifestReads();
	expect(reads.length).toBeGreaterThanOrEqual(2);
	expect(reads.every((entry) => entry.headers.region === 'US')).toBe(true);
	const [job] = derivativeRequests(sandbox, 'POST');
	const times = [job.time, ...reads.map((entry) => entry.time)];
	const gaps = times.slice(1).map((time, index) => time - times[index]);
	// Sleeps never end early, so each gap is at least its planned pause (1 s, then 1.5 times the
	// one before); a loaded machine only makes gaps longer, never shorter.
	gaps.forEach((gap, index) => expect(gap).toBeGreaterThanOrEqual(1000 * 1.5 ** index - 50));
	// Polling stops at the first success: the 2.5 s job is read at about 1, 2.5 and 4.75 s.
	expect(reads.length).toBeLessThanOrEqual(3);
});

it('keeps polling while the manifest is not there yet (404)', async () => {
	await setJobDuration(sandbox, 200);
	await call(sandbox, 'POST', '/__sandbox/faults', { json: { kind: 'status', status: 404, method: 'GET', path: '/manifest$', body: { diagnostic: 'Manifest not found' } } });
	const { items, error } = await createJob(sandbox, svf2, waiting(30));
	expect(error).toBeUndefined();
	expect(items[0].json.status).toBe('success');
	expect(manifestReads().map((entry) => entry.status)).toEqual([404, 200]);
});

it('answers the full manifest without Simplify', async () => {
	await setJobDuration(sandbox, 200);
	const { items } = await createJob(sandbox, svf2, waiting(30, { simplify: false }));
	expect(items[0].json).toMatchObject({ type: 'manifest', status: 'success', hasThumbnail: 'true' });
	expect(items[0].json.derivatives[0].children.length).toBeGreaterThan(0);
});

it('reads the manifest at once when the derivatives already existed (201)', async () => {
	await setJobDuration(sandbox, 0);
	await createJob(sandbox, svf2);
	await call(sandbox, 'DELETE', '/__sandbox/log');
	sleep.mockClear();
	const { items } = await createJob(sandbox, svf2, waiting(30));
	expect(items[0].json.status).toBe('success');
	const [job] = derivativeRequests(sandbox, 'POST');
	expect(job.status).toBe(201);
	expect(manifestReads()).toHaveLength(1);
	// Without the first pause: the one read follows the job's answer, and nothing paused.
	expect(sleep).not.toHaveBeenCalled();
});

it.each([
	['failed', 'fail-model.rvt', /^The translation failed: TranslationWorker-InternalFailure: Unrecoverable exit code/, /Check References/],
	['timeout', 'timeout-model.rvt', /^The translation timed out in the service: TranslationWorker-Timeout: /, /took too long/],
])('a translation that ends %s is an error carrying the manifest\'s messages', async (_status, file, message, advice) => {
	await setJobDuration(sandbox, 200);
	const { items, error } = await createJob(sandbox, svf2, waiting(30, { source: `urn:adsk.objects:os.object:b/${file}` }));
	expect(items).toEqual([]);
	expect(error.message).toMatch(message);
	expect(error.description).toMatch(advice);
});

it('under Continue On Fail a failed translation is an error item and the other items go on', async () => {
	await setJobDuration(sandbox, 200);
	const { items, error } = await createJob(
		sandbox,
		svf2,
		waiting(30, { source: '={{ $json.source }}' }),
		{
			continueOnFail: true,
			items: [{ json: { source: 'urn:adsk.objects:os.object:b/fail-a.rvt' } }, { json: { source: 'urn:adsk.objects:os.object:b/fine.rvt' } }],
		},
	);
	expect(error).toBeUndefined();
	expect(items).toEqual([
		{ json: { error: expect.stringMatching(/^The translation failed: TranslationWorker-InternalFailure/), description: expect.any(String) }, pairedItem: { item: 0 } },
		{ json: expect.objectContaining({ status: 'success', urn: urnOf('urn:adsk.objects:os.object:b/fine.rvt') }), pairedItem: { item: 1 } },
	]);
});

it('reaching the time limit is an error that says the job still runs and how to check it later', async () => {
	await setJobDuration(sandbox, 600_000);
	const started = Date.now();
	const { items, error } = await createJob(sandbox, svf2, waiting(2));
	const elapsed = Date.now() - started;
	expect(items).toEqual([]);
	expect(error.message).toMatch(/^The translation job is still running after 2 s \(status (pending|inprogress), \d+% complete\)$/);
	expect(error.description).toMatch(/nothing was cancelled.*Get Manifest operation \(source dXJu[\w-]+, region US\).*Workflow ID/);
	expect(elapsed).toBeGreaterThanOrEqual(1900);
	expect(manifestReads().length).toBeGreaterThanOrEqual(2);
	const manifest = await call(sandbox, 'GET', '/__sandbox/derivative/manifests');
	expect(manifest.body[0].status).not.toBe('success');
});
