'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { SEED, rfiParameters, runRfi } = require('./rfiSandbox');

describe('rfi getWorkflow through the n8n engine', () => {
	const sandbox = useSandbox();

	test('getWorkflow: the statuses and each step with its roles', async () => {
		const { items } = await runRfi(sandbox, rfiParameters({ operation: 'getWorkflow' }));
		expect(items[0].json.statuses).toEqual(['draft', 'submitted', 'open', 'answered', 'rejected', 'closed', 'void']);
		expect(items[0].json.transitions).toContainEqual({ from: 'answered', to: 'closed', roles: ['manager'] });
	});

	test('a user outside the project: 403 with the member advice, ', async () => {
		{
			const operation = 'getWorkflow';
			const { error } = await runRfi(sandbox, rfiParameters({ operation: 'getWorkflow' }), { userId: SEED.users.viewer });
			expect([operation, error.httpCode]).toEqual([operation, '403']);
			expect(error.description).toMatch(/RFI workflow role/);
		}
	});
});
