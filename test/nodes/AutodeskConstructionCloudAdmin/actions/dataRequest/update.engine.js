'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { SEEDED_REQUEST_ID, extraction, extractionRequests, runExtraction } = require('../extractionSandbox');

describe('dataRequest update through the n8n engine', () => {
	const sandbox = useSandbox();

	test('only the fields given are sent; the answer is the request as it is now', async () => {
		const { items, error } = await runExtraction(sandbox, extraction('dataRequest', { operation: 'update', requestId: SEEDED_REQUEST_ID, updateFields: { serviceGroups: ['issues', 'submittals'], isActive: false, dateRange: 'PAST_7_DAYS' } }));
		expect(error).toBeUndefined();
		const [sent] = extractionRequests(sandbox, '/requests/[^/]+', 'PATCH');
		expect(JSON.parse(sent.body)).toEqual({ serviceGroups: ['issues', 'submittals'], isActive: false, dateRange: 'PAST_7_DAYS' });
		expect(items[0].json).toMatchObject({ id: SEEDED_REQUEST_ID, serviceGroups: ['issues', 'submittals'], isActive: false, description: 'Nightly issues and RFIs' });
	});

	test('nothing to update is refused before anything is sent', async () => {
		const { error } = await runExtraction(sandbox, extraction('dataRequest', { operation: 'update', requestId: SEEDED_REQUEST_ID, updateFields: {} }));
		expect(error.message).toBe('Nothing to update: add a field to Update Fields (Schedule, Service Groups, Description...)');
		expect(extractionRequests(sandbox, '/requests/[^/]+', 'PATCH')).toHaveLength(0);
	});
});
