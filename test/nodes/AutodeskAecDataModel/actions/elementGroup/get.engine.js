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

	test('the model at a version: its file version and the date of that version; 0 is the tip', async () => {
		const run = await runAec(sandbox, onCentral({ resource: 'elementGroup', operation: 'get', versionNumber: 1 }));
		expect(run.error).toBeUndefined();
		expect(run.items[0].json).toEqual({
			id: CENTRAL,
			name: 'Hospital Central.rvt',
			fileUrn: 'urn:adsk.wipprod:dm.lineage:hospitalCentral',
			fileVersionUrn: 'urn:adsk.wipprod:fs.file:vf.hospitalCentral?version=1',
			versionNumber: 1,
			createdOn: '2024-02-20T16:45:00.000Z',
		});
		const [sent] = graphqlRequests(sandbox);
		expect(sent.query).toContain('elementGroupByVersionNumber(elementGroupId: $elementGroupId, versionNumber: $versionNumber)');
		expect(sent.variables).toEqual({ elementGroupId: CENTRAL, versionNumber: 1 });
		const missing = await runAec(sandbox, onCentral({ resource: 'elementGroup', operation: 'get', versionNumber: 7 }));
		expect(missing.error.message).toBe(`Get element group failed: Version 7 of ElementGroup '${CENTRAL}' was not found.`);
		const fraction = await runAec(sandbox, onCentral({ resource: 'elementGroup', operation: 'get', versionNumber: 1.5 }));
		expect(fraction.error.message).toBe('Version Number must be a whole number, 0 for the tip version; got 1.5');
		expect(graphqlRequests(sandbox)).toHaveLength(2);
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
