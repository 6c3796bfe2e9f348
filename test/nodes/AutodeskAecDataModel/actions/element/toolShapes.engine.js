'use strict';

/** What a model gets from the AEC Data Model operations as tools: the items as the node gives them, properties and units kept. */

const { useSandbox } = require('../../../../support/sandbox');
const { CENTRAL_ELEMENTS, onCentral, runAec } = require('../aecSandbox');

describe('AEC Data Model elements and properties as tools', () => {
	const sandbox = useSandbox();
	const both = async (parameters) => {
		const [plain, asTool] = [await runAec(sandbox, parameters), await runAec(sandbox, parameters, { tool: true })];
		expect(plain.error).toBeUndefined();
		expect(asTool.error).toBeUndefined();
		return [plain.items.map((item) => item.json), asTool.items.map((item) => item.json)];
	};

	test("an element keeps its properties and their units: what a model asks the tool for (the doors' fire ratings)", async () => {
		const [plain, compact] = await both(onCentral({ resource: 'element', operation: 'getAll', returnAll: false, limit: 3, filters: { category: 'Doors', elementContext: 'Instance' } }));
		expect(compact).toEqual(plain);
		expect(compact[0].properties).toEqual(expect.objectContaining({ Category: 'Doors', Level: 'Level 1' }));
		expect(compact[0].units).toEqual({ Area: 'Square Meters', Width: 'Millimeters' });
		const [, [one]] = await both({ resource: 'element', operation: 'get', elementId: CENTRAL_ELEMENTS[5].id });
		expect(one.properties).toEqual(CENTRAL_ELEMENTS[5].properties);
	});

	test('distinct values keep their value and count; definitions their units', async () => {
		const [plain, compact] = await both(onCentral({ resource: 'elementProperty', operation: 'getDistinctValues', propertyName: 'Level' }));
		expect(compact).toEqual(plain);
		expect(compact[0]).toEqual({ property: 'Level', value: expect.any(String), count: 12, units: null });
		const [, definitions] = await both(onCentral({ resource: 'elementProperty', operation: 'getDefinitions', returnAll: true }));
		expect(definitions.find((definition) => definition.name === 'Area').units).toBe('Square Meters');
	});
});
