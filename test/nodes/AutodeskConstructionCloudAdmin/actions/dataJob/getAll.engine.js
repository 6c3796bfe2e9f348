'use strict';

const { useSandbox, call, tokenFor } = require('../../../../support/sandbox');
const { BASE, SEED, SEEDED_JOB_ID, SEEDED_REQUEST_ID, extraction, extractionRequests, runExtraction } = require('../extractionSandbox');

describe('dataJob getAll through the n8n engine', () => {
	const sandbox = useSandbox();

	test('the jobs of a saved request, and of the account (of one project), newest first', async () => {
		const token = tokenFor(sandbox, { userId: SEED.users.admin, scopes: ['data:create'] });
		const hospital = SEED.projects.hospital.slice(2);
		const made = await call(sandbox, 'POST', `${BASE}/requests`, { token, json: { scheduleInterval: 'ONE_TIME', effectiveFrom: '2024-01-01T00:00:00Z', serviceGroups: ['issues'], projectIdList: [hospital] } });
		const ofRequest = await runExtraction(sandbox, extraction('dataJob', { operation: 'getAll', jobsOf: 'request', requestId: SEEDED_REQUEST_ID, returnAll: true }));
		expect(ofRequest.items.map((item) => item.json.id)).toEqual([SEEDED_JOB_ID]);
		const ofAccount = await runExtraction(sandbox, extraction('dataJob', { operation: 'getAll', jobsOf: 'account', returnAll: true }));
		expect(ofAccount.items.map((item) => item.json.requestId)).toEqual([made.body.id, SEEDED_REQUEST_ID]);
		const ofProject = await runExtraction(sandbox, extraction('dataJob', { operation: 'getAll', jobsOf: 'account', jobProjectId: SEED.projects.hospital, returnAll: false, limit: 10 }));
		expect(ofProject.items.map((item) => item.json.requestId)).toEqual([made.body.id]);
		expect(extractionRequests(sandbox, '/jobs', 'GET').map((entry) => entry.query)).toEqual([
			expect.objectContaining({ sort: 'desc', offset: '0' }),
			expect.objectContaining({ sort: 'desc', projectId: hospital, limit: '10' }),
		]);
	});
});
