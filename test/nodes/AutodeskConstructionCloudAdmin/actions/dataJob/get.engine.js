'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { ACCOUNT, SEEDED_JOB_ID, SEEDED_REQUEST_ID, extraction, extractionRequests, runExtraction } = require('../extractionSandbox');

describe('dataJob get through the n8n engine', () => {
	const sandbox = useSandbox();

	test('the seeded job, complete with success; a job ID that is not a UUID is refused before anything is sent', async () => {
		const { items, error } = await runExtraction(sandbox, extraction('dataJob', { operation: 'get', jobId: '={{ $json.id }}' }), {
			continueOnFail: true,
			items: [{ json: { id: SEEDED_JOB_ID } }, { json: { id: '' } }],
		});
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({ id: SEEDED_JOB_ID, requestId: SEEDED_REQUEST_ID, status: 'complete', completionStatus: 'success' });
		expect(items[1].json.error).toBe('Job ID must be a UUID (such as 3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d); got ""');
		expect(extractionRequests(sandbox, '/jobs/[^/]+', 'GET').map((entry) => entry.path)).toEqual([`/data-connector/v1/accounts/${ACCOUNT}/jobs/${SEEDED_JOB_ID}`]);
	});
});
