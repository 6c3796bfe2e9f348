'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { SEEDED_REQUEST_ID, ZIP_NAME, extraction, extractionRequests, runExtraction } = require('../extractionSandbox');

describe('dataJob runAndWait through the n8n engine', () => {
	const sandbox = useSandbox();

	test('three items: three one-time requests sent first, their jobs waited for side by side; each item gets its job and files', async () => {
		Object.assign(sandbox.ctx.state.dataConnector, { queuedMs: 500, runningMs: 1000 });
		const { items, error } = await runExtraction(sandbox, extraction('dataJob', { operation: 'runAndWait', runFrom: 'new', serviceGroups: ['issues'], additionalFields: { description: '={{ $json.name }}' }, timeLimit: 30 }), {
			items: [{ json: { name: 'A' } }, { json: { name: 'B' } }, { json: { name: 'C' } }],
		});
		expect(error).toBeUndefined();
		expect(items).toHaveLength(3);
		for (const [index, item] of items.entries()) {
			expect(item.pairedItem).toEqual({ item: index });
			expect(item.json).toMatchObject({ status: 'complete', completionStatus: 'success' });
			expect(item.json.files.map((file) => file.name)).toEqual(['issues_issues.csv', 'README.txt', 'issues_schema.json', ZIP_NAME]);
		}
		expect(new Set(items.map((item) => item.json.requestId)).size).toBe(3);
		const posts = extractionRequests(sandbox, '/requests', 'POST');
		expect(posts.map((entry) => JSON.parse(entry.body).description)).toEqual(['A', 'B', 'C']);
		// Side by side: every request is sent before any wait starts, and each request's job is looked
		// for before the first one's files are listed (one wait after another would list them first).
		const { entries } = sandbox.ctx.log;
		const jobReads = sandbox.ctx.log.find({ method: 'GET', path: /\/requests\/[^/]+\/jobs$/ });
		const firstListing = sandbox.ctx.log.find({ method: 'GET', path: /\/data-listing$/ })[0];
		expect(entries.indexOf(jobReads[0])).toBeGreaterThan(entries.indexOf(posts[2]));
		const readBeforeListing = jobReads.filter((entry) => entries.indexOf(entry) < entries.indexOf(firstListing)).map((entry) => entry.path.split('/')[6]);
		expect(new Set(readBeforeListing)).toEqual(new Set(items.map((item) => item.json.requestId)));
	});

	test('a saved request runs by a one-time copy of it (service groups kept, schedule left alone)', async () => {
		Object.assign(sandbox.ctx.state.dataConnector, { queuedMs: 100, runningMs: 200 });
		const { items, error } = await runExtraction(sandbox, extraction('dataJob', { operation: 'runAndWait', runFrom: 'request', requestId: SEEDED_REQUEST_ID, timeLimit: 30 }));
		expect(error).toBeUndefined();
		const [post] = extractionRequests(sandbox, '/requests', 'POST');
		expect(JSON.parse(post.body)).toEqual({ scheduleInterval: 'ONE_TIME', effectiveFrom: expect.any(String), serviceGroups: ['issues', 'rfis'], projectStatus: 'all', sendEmail: true, description: 'Run now of Nightly issues and RFIs' });
		expect(items[0].json.files.map((file) => file.name)).toContain('rfis_rfis.csv');
		expect(sandbox.ctx.state.dataConnector.requests.get(SEEDED_REQUEST_ID).scheduleInterval).toBe('ONE_TIME');
	});

	test('the Time Limit bounds the wait: the error says the request is saved and the job still running', async () => {
		Object.assign(sandbox.ctx.state.dataConnector, { queuedMs: 0, runningMs: 600_000 });
		const { error } = await runExtraction(sandbox, extraction('dataJob', { operation: 'runAndWait', runFrom: 'new', serviceGroups: ['rfis'], timeLimit: 1 }));
		expect(error.message).toBe('The data extraction is not complete after 1 s');
		expect(error.description).toMatch(/^The request was saved \(id [0-9a-f-]{36}\)\. Its job \(id [0-9a-f-]{36}\) is still running; nothing was cancelled\./);
	});

	test('a job that ends cancelled is an error naming it; a Time Limit of 0 is refused before anything is sent', async () => {
		Object.assign(sandbox.ctx.state.dataConnector, { queuedMs: 300, runningMs: 600_000 });
		const cancelSoon = setInterval(() => {
			for (const job of sandbox.ctx.state.dataConnector.jobs.values()) if (job.cancelledAt === null && job.requestId !== SEEDED_REQUEST_ID) job.cancelledAt = sandbox.ctx.clock.now();
		}, 200);
		try {
			const { error } = await runExtraction(sandbox, extraction('dataJob', { operation: 'runAndWait', runFrom: 'new', serviceGroups: ['rfis'], timeLimit: 20 }));
			expect(error.message).toMatch(/^The data extraction job [0-9a-f-]{36} completed as cancelled$/);
		} finally {
			clearInterval(cancelSoon);
		}
		const zero = await runExtraction(sandbox, extraction('dataJob', { operation: 'runAndWait', runFrom: 'new', serviceGroups: ['rfis'], timeLimit: '={{ 0 }}' }));
		expect(zero.error.message).toBe('Time Limit (Seconds) must be a number from 1 to 3600; got 0');
		expect(extractionRequests(sandbox, '/requests', 'POST')).toHaveLength(1);
	});

	test('as a tool: the compact job keeps the names and sizes of its files', async () => {
		Object.assign(sandbox.ctx.state.dataConnector, { queuedMs: 0, runningMs: 0 });
		const { items, error } = await runExtraction(sandbox, extraction('dataJob', { operation: 'runAndWait', runFrom: 'new', serviceGroups: ['rfis'], timeLimit: 30 }), { tool: true });
		expect(error).toBeUndefined();
		const text = JSON.stringify(items.map((item) => item.json));
		expect(text).toContain('rfis_rfis.csv');
		expect(text).toContain('completionStatus');
	});
});
