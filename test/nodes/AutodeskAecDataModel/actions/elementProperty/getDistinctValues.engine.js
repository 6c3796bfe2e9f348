'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { CENTRAL, graphqlRequests, onCentral, runAec } = require('../aecSandbox');

describe('elementProperty getDistinctValues through the n8n engine', () => {
	const sandbox = useSandbox();

	test('the values of a property in the model with their counts, most frequent first', async () => {
		const run = await runAec(sandbox, onCentral({ resource: 'elementProperty', operation: 'getDistinctValues', propertyName: 'Category' }));
		expect(run.error).toBeUndefined();
		expect(run.items.map((item) => item.json)).toEqual([
			{ property: 'Category', value: 'Walls', count: 19, units: null },
			{ property: 'Category', value: 'Doors', count: 16, units: null },
			{ property: 'Category', value: 'Floors', count: 4, units: null },
		]);
		expect(graphqlRequests(sandbox)[0].variables).toEqual({ elementGroupId: CENTRAL, name: 'Category' });
	});

	test('an empty Property Name is refused before sending', async () => {
		const run = await runAec(sandbox, onCentral({ resource: 'elementProperty', operation: 'getDistinctValues', propertyName: '  ' }));
		expect(run.error.message).toBe('Property Name or ID must name a property (such as Fire Rating); got an empty name');
		expect(graphqlRequests(sandbox)).toEqual([]);
	});
});
