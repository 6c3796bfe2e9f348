'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { CENTRAL, graphqlRequests, onCentral, runAec } = require('../aecSandbox');

describe('elementProperty getDefinitions through the n8n engine', () => {
	const sandbox = useSandbox();

	test("the model's property definitions with their units", async () => {
		const run = await runAec(sandbox, onCentral({ resource: 'elementProperty', operation: 'getDefinitions', returnAll: true }));
		expect(run.error).toBeUndefined();
		const byName = Object.fromEntries(run.items.map((item) => [item.json.name, item.json]));
		expect(Object.keys(byName)).toEqual(expect.arrayContaining(['Area', 'Length', 'Fire Rating', 'Category', 'Element Context']));
		expect(byName.Area).toEqual(expect.objectContaining({ units: 'Square Meters', specification: 'autodesk.spec.aec:area-2.0.0' }));
		expect(byName['Fire Rating'].units).toBeNull();
		expect(graphqlRequests(sandbox)[0].variables).toEqual({ elementGroupId: CENTRAL, pagination: { limit: 423 } });
		const two = await runAec(sandbox, onCentral({ resource: 'elementProperty', operation: 'getDefinitions', returnAll: false, limit: 2 }));
		expect(two.items.map((item) => item.json.name)).toEqual(run.items.slice(0, 2).map((item) => item.json.name));
	});
});
