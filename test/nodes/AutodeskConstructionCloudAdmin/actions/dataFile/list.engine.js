'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { SEEDED_JOB_ID, ZIP_NAME, extraction, extractionRequests, runExtraction } = require('../extractionSandbox');

describe('dataFile list through the n8n engine', () => {
	const sandbox = useSandbox();

	test('one item for each file of the extract, with its name, size and date', async () => {
		const { items, error } = await runExtraction(sandbox, extraction('dataFile', { operation: 'list', jobId: SEEDED_JOB_ID }));
		expect(error).toBeUndefined();
		const files = sandbox.ctx.state.dataConnector.jobs.get(SEEDED_JOB_ID).files;
		expect(items.map((item) => item.json)).toEqual(files.map((file) => ({ jobId: SEEDED_JOB_ID, name: file.name, size: file.content.length, createdAt: file.createdAt })));
		expect(items.map((item) => item.json.name)).toContain(ZIP_NAME);
		expect(items.every((item) => item.pairedItem.item === 0)).toBe(true);
		expect(extractionRequests(sandbox, '/jobs/[^/]+/data-listing', 'GET')).toHaveLength(1);
	});

	test('a job without an extract (cancelled) is a 404 with the advice', async () => {
		const job = sandbox.ctx.state.dataConnector.jobs.get(SEEDED_JOB_ID);
		job.cancelledAt = job.madeAt;
		const { error } = await runExtraction(sandbox, extraction('dataFile', { operation: 'list', jobId: SEEDED_JOB_ID }));
		expect(error.httpCode).toBe('404');
		expect(error.description).toMatch(/cancelled or failed, or is still running, has no extract/);
	});
});
