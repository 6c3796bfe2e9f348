'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { CENTRAL_ELEMENTS, graphqlRequests, runAec } = require('../aecSandbox');

const get = (elementId, extra = {}) => ({ resource: 'element', operation: 'get', elementId, ...extra });

describe('element get through the n8n engine', () => {
	const sandbox = useSandbox();

	test('one element with its properties by name and their units', async () => {
		const door = CENTRAL_ELEMENTS.find((element) => element.properties.Category === 'Doors' && element.properties['Element Context'] === 'Instance');
		const run = await runAec(sandbox, get(` ${door.id} `));
		expect(run.error).toBeUndefined();
		expect(run.items).toEqual([
			{
				json: { id: door.id, name: 'Single Flush 915 x 2134mm', properties: { ...door.properties }, units: { Area: 'Square Meters', Width: 'Millimeters' } },
				pairedItem: { item: 0 },
			},
		]);
		const [sent] = graphqlRequests(sandbox);
		expect(sent.query).toContain('elementAtTip(elementId: $elementId)');
		expect(sent.variables).toEqual({ elementId: door.id });
	});

	test("an unknown element: the service's message, and Continue On Fail keeps the other items", async () => {
		const run = await runAec(sandbox, get('={{ $json.id }}'), { items: [{ json: { id: 'bm9wZQ' } }, { json: { id: CENTRAL_ELEMENTS[0].id } }], continueOnFail: true });
		expect(run.items[0].json.error).toBe("Get element failed: Element 'bm9wZQ' was not found.");
		expect(run.items[1].json.id).toBe(CENTRAL_ELEMENTS[0].id);
	});

	test('an Element ID of spaces only is refused before sending', async () => {
		const run = await runAec(sandbox, get('   '));
		expect(run.error.message).toBe('Element ID must be an element ID (Element > Get Many gives them); got "   "');
		expect(graphqlRequests(sandbox)).toEqual([]);
	});
});
