'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { CENTRAL, graphqlRequests, onCentral, runAec } = require('../aecSandbox');

describe('elementGroup get through the n8n engine', () => {
	const sandbox = useSandbox();

	test('the model at its tip version', async () => {
		const run = await runAec(sandbox, onCentral({ resource: 'elementGroup', operation: 'get' }));
		expect(run.error).toBeUndefined();
		expect(run.items).toEqual([expect.objectContaining({ json: expect.objectContaining({ id: CENTRAL, name: 'Hospital Central.rvt', versionNumber: 2 }), pairedItem: { item: 0 } })]);
		const [sent] = graphqlRequests(sandbox);
		expect(sent.query).toContain('elementGroupAtTip(elementGroupId: $elementGroupId)');
		expect(sent.variables).toEqual({ elementGroupId: CENTRAL });
	});

	test("an unknown model: the service's message, and Continue On Fail keeps the other items", async () => {
		const run = await runAec(sandbox, onCentral({ resource: 'elementGroup', operation: 'get', elementGroupId: { __rl: true, mode: 'id', value: '={{ $json.id }}' } }), {
			items: [{ json: { id: 'bm9wZQ' } }, { json: { id: CENTRAL } }],
			continueOnFail: true,
		});
		expect(run.items[0].json.error).toBe("Get element group failed: ElementGroup 'bm9wZQ' was not found.");
		expect(run.items[1].json.id).toBe(CENTRAL);
		expect(run.items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
	});

	test('an Element Group that is no ID is refused before sending', async () => {
		const run = await runAec(sandbox, onCentral({ resource: 'elementGroup', operation: 'get', elementGroupId: { __rl: true, mode: 'id', value: 'Hospital Central.rvt' } }));
		expect(run.error.message).toBe('Element Group must be an element group ID (Element Group > Get Many lists them); got "Hospital Central.rvt"');
		expect(graphqlRequests(sandbox)).toEqual([]);
	});
});
