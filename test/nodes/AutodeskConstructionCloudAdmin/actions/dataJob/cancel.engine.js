'use strict';

const { useSandbox, call, tokenFor } = require('../../../../support/sandbox');
const { BASE, SEED, SEEDED_JOB_ID, extraction, extractionRequests, runExtraction } = require('../extractionSandbox');

describe('dataJob cancel through the n8n engine', () => {
	const sandbox = useSandbox();

	test('a queued job is cancelled; a completed one is refused by the service (409)', async () => {
		const token = tokenFor(sandbox, { userId: SEED.users.admin, scopes: ['data:create', 'data:read'] });
		const made = await call(sandbox, 'POST', `${BASE}/requests`, { token, json: { scheduleInterval: 'ONE_TIME', effectiveFrom: '2024-01-01T00:00:00Z', serviceGroups: ['rfis'] } });
		const job = (await call(sandbox, 'GET', `${BASE}/requests/${made.body.id}/jobs`, { token })).body.results[0];
		const { items, error } = await runExtraction(sandbox, extraction('dataJob', { operation: 'cancel', jobId: '={{ $json.id }}' }), {
			continueOnFail: true,
			items: [{ json: { id: job.id } }, { json: { id: SEEDED_JOB_ID } }],
		});
		expect(error).toBeUndefined();
		expect(items[0].json).toEqual({ id: job.id, cancelled: true });
		expect(items[1].json).toMatchObject({ httpCode: '409', error: expect.stringMatching(/^Cancel data extraction job failed/) });
		expect((await call(sandbox, 'GET', `${BASE}/jobs/${job.id}`, { token })).body.completionStatus).toBe('cancelled');
		expect(extractionRequests(sandbox, '/jobs/[^/]+', 'DELETE')).toHaveLength(2);
	});
});
