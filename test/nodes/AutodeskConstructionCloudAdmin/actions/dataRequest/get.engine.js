'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { ACCOUNT, SEEDED_REQUEST_ID, extraction, extractionRequests, runExtraction } = require('../extractionSandbox');

describe('dataRequest get through the n8n engine', () => {
	const sandbox = useSandbox();

	test('the seeded request by its ID; an unknown one is a 404 with the advice, and Continue On Fail keeps the next item', async () => {
		const { items, error } = await runExtraction(sandbox, extraction('dataRequest', { operation: 'get', requestId: '={{ $json.id }}' }), {
			continueOnFail: true,
			items: [{ json: { id: SEEDED_REQUEST_ID.toUpperCase() } }, { json: { id: '00000000-0000-4000-8000-000000000000' } }, { json: { id: 'nightly' } }],
		});
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({ id: SEEDED_REQUEST_ID, serviceGroups: ['issues', 'rfis'], scheduleInterval: 'ONE_TIME' });
		expect(items[1].json).toMatchObject({ httpCode: '404', error: expect.stringMatching(/^Get data extraction request failed/) });
		expect(items[2].json.error).toBe('Request must be a UUID (such as 3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d); got "nightly"');
		expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
		expect(extractionRequests(sandbox, '/requests/[^/]+', 'GET').map((entry) => entry.path)).toEqual([`/data-connector/v1/accounts/${ACCOUNT}/requests/${SEEDED_REQUEST_ID}`, `/data-connector/v1/accounts/${ACCOUNT}/requests/00000000-0000-4000-8000-000000000000`]);
	});
});
