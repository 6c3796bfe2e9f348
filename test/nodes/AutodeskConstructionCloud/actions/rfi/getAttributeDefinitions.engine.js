'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { IDS, SEED, rfiParameters, runRfi } = require('./rfiSandbox');

describe('rfi getAttributeDefinitions through the n8n engine', () => {
	const sandbox = useSandbox();

	test('getAttributeDefinitions: one item per custom attribute, a list with its options', async () => {
		const { items } = await runRfi(sandbox, rfiParameters({ operation: 'getAttributeDefinitions' }));
		expect(items.map((item) => item.json)).toEqual([
			expect.objectContaining({ id: IDS.attributes.discipline, name: 'Discipline', dataType: 'list', options: [{ value: 'Architectural' }, { value: 'Structural' }, { value: 'MEP' }] }),
			expect.objectContaining({ id: IDS.attributes.drawing, name: 'Drawing reference', dataType: 'text' }),
		]);
	});

	test('a user outside the project: 403 with the member advice, ', async () => {
		{
			const operation = 'getAttributeDefinitions';
			const { error } = await runRfi(sandbox, rfiParameters({ operation: 'getAttributeDefinitions' }), { userId: SEED.users.viewer });
			expect([operation, error.httpCode]).toEqual([operation, '403']);
			expect(error.description).toMatch(/RFI workflow role/);
		}
	});
});
