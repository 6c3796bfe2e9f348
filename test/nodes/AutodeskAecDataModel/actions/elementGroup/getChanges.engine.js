'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { CENTRAL, CENTRAL_ELEMENTS, STRUCTURE, graphqlRequests, onCentral, runAec } = require('../aecSandbox');

const getChanges = (extra = {}) => onCentral({ resource: 'elementGroup', operation: 'getChanges', startVersion: 1, returnAll: true, ...extra });
const byKey = (key) => CENTRAL_ELEMENTS.find((element) => element.key === key);

describe('elementGroup getChanges through the n8n engine', () => {
	const sandbox = useSandbox();

	test('the elements changed since version 1, each with its property differences', async () => {
		const run = await runAec(sandbox, getChanges());
		expect(run.error).toBeUndefined();
		const wall = byKey('wall-1-1');
		expect(run.items.map((item) => item.json)).toEqual([
			{
				elementId: wall.id,
				name: 'Basic Wall 200mm',
				change: 'MODIFICATION',
				differences: [
					{ property: 'Length', change: 'MODIFICATION', oldValue: 5, newValue: wall.properties.Length },
					{ property: 'Area', change: 'MODIFICATION', oldValue: 16, newValue: wall.properties.Area },
				],
				moreDifferences: false,
			},
			expect.objectContaining({ elementId: byKey('door-2-1').id, change: 'MODIFICATION', differences: [expect.objectContaining({ property: 'Fire Rating', oldValue: '30 min' })] }),
			{ elementId: byKey('floor-3').id, name: 'Concrete Slab 250mm', change: 'ADDITION', differences: [], moreDifferences: false },
			expect.objectContaining({ change: 'REMOVAL', name: 'Basic Wall 200mm', differences: [] }),
		]);
		const [sent] = graphqlRequests(sandbox);
		expect(sent.query).toContain('diffElementGroupByVersionWithLatest(elementGroupId: $elementGroupId, startVersion: $startVersion, changeFilter: $changeFilter, pagination: $pagination)');
		expect(sent.variables).toEqual({ elementGroupId: CENTRAL, startVersion: 1, pagination: { limit: 120 } });
	});

	test('Changes filters by kind; the latest version and a model of one version have none', async () => {
		const added = await runAec(sandbox, getChanges({ changeTypes: ['ADDITION', 'REMOVAL'] }));
		expect(added.items.map((item) => item.json.change)).toEqual(['ADDITION', 'REMOVAL']);
		expect(graphqlRequests(sandbox)[0].variables.changeFilter).toEqual(['ADDITION', 'REMOVAL']);
		const tip = await runAec(sandbox, getChanges({ startVersion: 2 }));
		expect(tip.items).toEqual([]);
		const single = await runAec(sandbox, getChanges({ elementGroupId: { __rl: true, mode: 'id', value: STRUCTURE } }));
		expect(single.items).toEqual([]);
	});

	test("a version the model does not have: the service's message; a Since Version below 1 is refused before sending", async () => {
		const missing = await runAec(sandbox, getChanges({ startVersion: 9 }));
		expect(missing.error.message).toBe(`Get element group changes failed: Version 9 of ElementGroup '${CENTRAL}' was not found.`);
		sandbox.ctx.log.clear();
		const zero = await runAec(sandbox, getChanges({ startVersion: 0 }));
		expect(zero.error.message).toBe('Since Version must be a whole number from 1; got 0');
		expect(graphqlRequests(sandbox)).toEqual([]);
	});
});
