'use strict';

const { useSandbox, call, tokenFor } = require('../../../../support/sandbox');
const { BASE, SEED, SEEDED_REQUEST_ID, extraction, extractionRequests, runExtraction } = require('../extractionSandbox');

describe('dataRequest getAll through the n8n engine', () => {
	const sandbox = useSandbox();

	test('Return All reads every page by limit and offset, newest first; Limit stops early', async () => {
		const token = tokenFor(sandbox, { userId: SEED.users.admin, scopes: ['data:create'] });
		for (let index = 0; index < 104; index++) {
			sandbox.ctx.clock.advance(1000);
			await call(sandbox, 'POST', `${BASE}/requests`, { token, json: { scheduleInterval: 'ONE_TIME', effectiveFrom: '2030-01-01T00:00:00Z', serviceGroups: ['issues'], description: `R${index}` } });
		}
		const all = await runExtraction(sandbox, extraction('dataRequest', { operation: 'getAll', returnAll: true }));
		expect(all.error).toBeUndefined();
		expect(all.items).toHaveLength(105);
		expect(all.items[0].json.description).toBe('R103');
		expect(all.items[104].json.id).toBe(SEEDED_REQUEST_ID);
		expect(extractionRequests(sandbox, '/requests', 'GET').map((entry) => entry.query)).toEqual([
			expect.objectContaining({ sort: 'desc', limit: '100', offset: '0' }),
			expect.objectContaining({ sort: 'desc', limit: '100', offset: '100' }),
		]);
		const some = await runExtraction(sandbox, extraction('dataRequest', { operation: 'getAll', returnAll: false, limit: 3 }));
		expect(some.items.map((item) => item.json.description)).toEqual(['R103', 'R102', 'R101']);
	});
});
