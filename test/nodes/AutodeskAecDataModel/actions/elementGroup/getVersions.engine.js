'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { CENTRAL, graphqlRequests, onCentral, runAec } = require('../aecSandbox');

describe('elementGroup getVersions through the n8n engine', () => {
	const sandbox = useSandbox();

	test('the versions of the model, newest first, each with its file version', async () => {
		const run = await runAec(sandbox, onCentral({ resource: 'elementGroup', operation: 'getVersions', returnAll: true }));
		expect(run.error).toBeUndefined();
		expect(run.items.map((item) => item.json)).toEqual([
			{ elementGroupId: CENTRAL, versionNumber: 2, createdOn: '2024-03-02T09:00:00.000Z', fileVersionUrn: 'urn:adsk.wipprod:fs.file:vf.hospitalCentral?version=2' },
			{ elementGroupId: CENTRAL, versionNumber: 1, createdOn: '2024-02-20T16:45:00.000Z', fileVersionUrn: 'urn:adsk.wipprod:fs.file:vf.hospitalCentral?version=1' },
		]);
		expect(run.items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 0 }]);
		const [sent] = graphqlRequests(sandbox);
		expect(sent.query).toContain('versionHistory {\n      versions(pagination: $pagination)');
		expect(sent.variables).toEqual({ elementGroupId: CENTRAL, pagination: { limit: 100 } });
	});

	test('a limit of one reads the newest version only, by the same cursor style', async () => {
		const run = await runAec(sandbox, onCentral({ resource: 'elementGroup', operation: 'getVersions', returnAll: false, limit: 1 }));
		expect(run.items.map((item) => item.json.versionNumber)).toEqual([2]);
		expect(graphqlRequests(sandbox).map((sent) => sent.variables.pagination)).toEqual([{ limit: 1 }]);
	});

	test("an unknown model: the service's message", async () => {
		const run = await runAec(sandbox, onCentral({ resource: 'elementGroup', operation: 'getVersions', returnAll: true, elementGroupId: { __rl: true, mode: 'id', value: 'bm9wZQ' } }));
		expect(run.error.message).toBe("Get element group versions failed: ElementGroup 'bm9wZQ' was not found.");
	});
});
