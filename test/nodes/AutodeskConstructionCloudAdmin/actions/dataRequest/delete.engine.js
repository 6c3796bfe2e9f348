'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { SEEDED_REQUEST_ID, extraction, extractionRequests, runExtraction } = require('../extractionSandbox');

describe('dataRequest delete through the n8n engine', () => {
	const sandbox = useSandbox();

	test('deletes the request; deleting it again is a 404', async () => {
		const first = await runExtraction(sandbox, extraction('dataRequest', { operation: 'delete', requestId: SEEDED_REQUEST_ID }));
		expect(first.error).toBeUndefined();
		expect(first.items).toEqual([expect.objectContaining({ json: { id: SEEDED_REQUEST_ID, deleted: true }, pairedItem: { item: 0 } })]);
		expect(sandbox.ctx.state.dataConnector.requests.has(SEEDED_REQUEST_ID)).toBe(false);
		const again = await runExtraction(sandbox, extraction('dataRequest', { operation: 'delete', requestId: SEEDED_REQUEST_ID }));
		expect(again.error.httpCode).toBe('404');
		expect(extractionRequests(sandbox, '/requests/[^/]+', 'DELETE')).toHaveLength(2);
	});
});
