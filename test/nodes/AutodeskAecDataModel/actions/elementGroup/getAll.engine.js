'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { AEC_SEED, graphqlRequests, locator, runAec } = require('../aecSandbox');

describe('elementGroup getAll through the n8n engine', () => {
	const sandbox = useSandbox();

	test('the models of Sandbox Hospital, each with its file and tip version', async () => {
		const run = await runAec(sandbox, { resource: 'elementGroup', operation: 'getAll', aecProjectId: locator(AEC_SEED.projectId), returnAll: true });
		expect(run.error).toBeUndefined();
		expect(run.items.map((item) => item.json.name)).toEqual(['Hospital Central.rvt', 'Hospital MEP.rvt', 'Hospital Structure.rvt']);
		expect(run.items[0].json).toEqual({
			id: AEC_SEED.elementGroups.hospitalCentral,
			name: 'Hospital Central.rvt',
			fileUrn: 'urn:adsk.wipprod:dm.lineage:hospitalCentral',
			fileVersionUrn: 'urn:adsk.wipprod:fs.file:vf.hospitalCentral?version=2',
			versionNumber: 2,
			createdOn: '2024-03-02T09:00:00.000Z',
		});
		expect(graphqlRequests(sandbox)[0].variables).toEqual({ projectId: AEC_SEED.projectId, pagination: { limit: 296 } });
	});

	test('a project of no models gives no items; another Region sees none of the US project', async () => {
		const empty = await runAec(sandbox, { resource: 'elementGroup', operation: 'getAll', aecProjectId: locator(AEC_SEED.emptyProjectId), returnAll: true });
		expect(empty.error).toBeUndefined();
		expect(empty.items).toEqual([]);
		const emea = await runAec(sandbox, { resource: 'elementGroup', operation: 'getAll', aecProjectId: locator(AEC_SEED.projectId), returnAll: true, options: { region: 'EMEA' } });
		expect(emea.error.message).toBe(`Get many element groups failed: Project '${AEC_SEED.projectId}' was not found.`);
		expect(graphqlRequests(sandbox)[1].headers.region).toBe('EMEA');
	});

	test('a project ID with spaces is refused before sending', async () => {
		const run = await runAec(sandbox, { resource: 'elementGroup', operation: 'getAll', aecProjectId: locator('not an id'), returnAll: true });
		expect(run.error.message).toBe('Project must be an AEC Data Model project ID (urn:adsk.workspace:...); got "not an id"');
		expect(graphqlRequests(sandbox)).toEqual([]);
	});
});
