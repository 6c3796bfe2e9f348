'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { IDS, SEED, rfiParameters, rfiRequests, runRfi } = require('./rfiSandbox');

describe('rfi getTypes through the n8n engine', () => {
	const sandbox = useSandbox();

	test('getTypes: one item per RFI type, inactive ones too', async () => {
		const { items, error } = await runRfi(sandbox, rfiParameters({ operation: 'getTypes' }), { userId: SEED.users.inspector });
		expect(error).toBeUndefined();
		expect(items.map((item) => [item.json.id, item.json.name, item.json.isActive])).toEqual([
			[IDS.types.general, 'General', true],
			[IDS.types.design, 'Design clarification', true],
			[IDS.types.legacy, 'Legacy', false],
		]);
		expect(rfiRequests(sandbox, '/rfi-types', 'GET').map((entry) => entry.query)).toEqual([{ limit: '100', offset: '0' }]);
	});

	test('a user outside the project: 403 with the member advice, ', async () => {
		{
			const operation = 'getTypes';
			const { error } = await runRfi(sandbox, rfiParameters({ operation: 'getTypes' }), { userId: SEED.users.viewer });
			expect([operation, error.httpCode]).toEqual([operation, '403']);
			expect(error.description).toMatch(/RFI workflow role/);
		}
	});
});
