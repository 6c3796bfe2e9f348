'use strict';

/**
 * translationJob: what the service refuses reaches the user as what happened and what to do:
 * 400 (both spellings of its diagnostic), 406, 409 (a job still in progress) and 429.
 */

const { call, createJob, derivativeRequests, runJob, setJobDuration, useSandbox } = require('../../../../support/translationJob');

const sandbox = useSandbox({ resetOverHttp: true });

const svf2 = { type: 'svf2', views: ['3d'] };
const jobPosts = () => derivativeRequests(sandbox, 'POST');
const fault = (spec) => call(sandbox, 'POST', '/__sandbox/faults', { json: { kind: 'status', method: 'POST', path: 'designdata/job$', ...spec } });

describe('400 and 406', () => {
	it.each([
		['diagnostic', { diagnostic: 'Failed to trigger translation for this file.' }],
		['diagnostics', { diagnostics: 'Failed to trigger translation for this file.' }],
	])('a 400 with "%s" shows the service\'s reason and says not to repeat it unchanged', async (_key, body) => {
		await fault({ status: 400, body });
		const { error } = await createJob(sandbox, svf2);
		expect(error.message).toBe('Create translation job failed: Failed to trigger translation for this file.');
		expect(error.httpCode).toBe('400');
		expect(error.description).toMatch(/unchanged fails again/);
		expect(jobPosts()).toHaveLength(1);
	});

	it('a 406 says which output types a source supports', async () => {
		await fault({ status: 406, body: { diagnostic: 'Request not acceptable: the output type is not supported for this input.' } });
		const { error } = await createJob(sandbox, { type: 'stl' });
		expect(error.message).toBe('Create translation job failed: Request not acceptable: the output type is not supported for this input.');
		expect(error.httpCode).toBe('406');
		expect(error.description).toMatch(/output types that the source's file type supports.*Supported Translations/);
		expect(error.description).not.toMatch(/\/modelderivative\//);
	});

	it('a source object that is not in storage is the service\'s 400: its diagnostic, and to check the URN or upload the file first', async () => {
		const source = 'urn:adsk.objects:os.object:b/never-uploaded.rvt';
		const { error } = await createJob(sandbox, svf2, { source });
		expect(error.httpCode).toBe('400');
		expect(error.message).toBe(`Create translation job failed: Failed to trigger translation for this file: the source object ${source} does not exist. Check the URN, or upload the file first.`);
		expect(error.description).toMatch(/check the Source Design URN .*, or upload the file first/);
		expect(jobPosts()).toHaveLength(1);
	});

	it('STL from a .rvt object typed in (the node checks picked files only) is the service\'s 406, with its diagnostic', async () => {
		const { error } = await createJob(sandbox, { type: 'stl' });
		expect(error.httpCode).toBe('406');
		expect(error.message).toMatch(/^Create translation job failed: .*\(rvt\) cannot be translated to stl/);
		expect(jobPosts()).toHaveLength(1);
	});
});

describe('409: a job still in progress', () => {
	beforeEach(() => setJobDuration(sandbox, 600_000));

	it('is not repeated; the message says to wait for it or force a new one', async () => {
		expect((await createJob(sandbox, svf2)).error).toBeUndefined();
		const { error } = await createJob(sandbox, svf2);
		expect(error.message).toMatch(/^Create translation job failed: A translation job for this source design is still in progress/);
		expect(error.httpCode).toBe('409');
		expect(error.description).toMatch(/Get Manifest shows when the running job has finished; Force Translation discards it/);
		expect(jobPosts().map((entry) => entry.status)).toEqual([200, 409]);

		const forced = await createJob(sandbox, svf2, { options: { force: true } });
		expect(forced.items[0].json.outcome).toBe('accepted');
	});

	it('under Continue On Fail is an error item of its own item', async () => {
		const { items, error } = await createJob(sandbox, svf2, {}, { continueOnFail: true, items: [{ json: {} }, { json: {} }] });
		expect(error).toBeUndefined();
		expect(items[0]).toMatchObject({ json: { outcome: 'accepted' }, pairedItem: { item: 0 } });
		expect(items[1]).toEqual({
			json: { error: expect.stringMatching(/still in progress/), description: expect.stringMatching(/Force Translation/), httpCode: '409' },
			pairedItem: { item: 1 },
		});
	});
});

describe('429: rate limited', () => {
	it('waits as Retry-After says, then sends the job again', async () => {
		// One job in a window of 4 s: the second item's job comes within it even on a loaded machine
		// (a window of 1 s passed while the first item's job ran, at a load average of 15).
		await call(sandbox, 'POST', '/__sandbox/rate-limits', { json: { method: 'POST', path: 'designdata/job$', limit: 1, windowMs: 4000 } });
		const items = [{ json: { source: 'urn:adsk.objects:os.object:b/one.rvt' } }, { json: { source: 'urn:adsk.objects:os.object:b/two.rvt' } }];
		const { items: output, error } = await createJob(sandbox, svf2, { source: '={{ $json.source }}' }, { items });
		expect(error).toBeUndefined();
		expect(output.map((item) => item.json.outcome)).toEqual(['accepted', 'accepted']);

		const posts = jobPosts();
		expect(posts.map((entry) => entry.status)).toEqual([200, 429, 200]);
		expect(posts[2].body).toBe(posts[1].body);
		expect(posts[2].time - posts[1].time).toBeGreaterThanOrEqual(900);
	});

	it('a wait longer than the node allows ends in a message that says to wait and spread the work', async () => {
		await call(sandbox, 'POST', '/__sandbox/rate-limits', { json: { method: 'POST', path: 'designdata/job$', limit: 0, windowMs: 120_000 } });
		const { error } = await createJob(sandbox, svf2);
		expect(error.message).toBe('Create translation job failed: Rate limit exceeded. Wait before retrying.');
		expect(error.httpCode).toBe('429');
		expect(error.description).toMatch(/Wait before retrying, or spread the work over more time/);
		expect(jobPosts()).toHaveLength(1);
	});

	it('manifest reads are waited out too', async () => {
		await setJobDuration(sandbox, 0);
		await createJob(sandbox, svf2);
		await call(sandbox, 'POST', '/__sandbox/faults', { json: { kind: 'status', status: 429, retryAfter: 1, method: 'GET', path: '/manifest$' } });
		const { items, error } = await runJob(sandbox, { operation: 'getManifest', source: 'urn:adsk.objects:os.object:sandbox-bucket/house.rvt' });
		expect(error).toBeUndefined();
		expect(items[0].json.status).toBe('success');
		expect(derivativeRequests(sandbox, 'GET').map((entry) => entry.status)).toEqual([429, 200]);
	});
});
