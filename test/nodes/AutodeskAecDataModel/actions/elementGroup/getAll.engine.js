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
		expect(graphqlRequests(sandbox)[0].variables).toEqual({ projectId: AEC_SEED.projectId, pagination: { limit: 282 } });
	});

	test('a project of no models gives no items; another Region sees none of the US project', async () => {
		const empty = await runAec(sandbox, { resource: 'elementGroup', operation: 'getAll', aecProjectId: locator(AEC_SEED.emptyProjectId), returnAll: true });
		expect(empty.error).toBeUndefined();
		expect(empty.items).toEqual([]);
		const emea = await runAec(sandbox, { resource: 'elementGroup', operation: 'getAll', aecProjectId: locator(AEC_SEED.projectId), returnAll: true, options: { region: 'EMEA' } });
		expect(emea.error.message).toBe(`Get many element groups failed: Project '${AEC_SEED.projectId}' was not found.`);
		expect(graphqlRequests(sandbox)[1].headers.region).toBe('EMEA');
	});

	test('the models of a folder: with its subfolders by default, or of the folder alone', async () => {
		const byFolder = (folderKey, extra = {}) => ({ resource: 'elementGroup', operation: 'getAll', aecProjectId: locator(AEC_SEED.projectId), aecFolderId: locator(AEC_SEED.folders[folderKey]), returnAll: true, ...extra });
		const below = await runAec(sandbox, byFolder('hospitalProjectFiles'));
		expect(below.error).toBeUndefined();
		expect(below.items.map((item) => item.json.name)).toEqual(['Hospital Central.rvt', 'Hospital MEP.rvt', 'Hospital Structure.rvt']);
		const alone = await runAec(sandbox, byFolder('hospitalProjectFiles', { includeSubfolders: false }));
		expect(alone.items).toEqual([]);
		const coordination = await runAec(sandbox, byFolder('hospitalCoordination', { includeSubfolders: false, returnAll: false, limit: 2 }));
		expect(coordination.items.map((item) => item.json.name)).toEqual(['Hospital Central.rvt', 'Hospital MEP.rvt']);
		const sent = graphqlRequests(sandbox);
		expect(sent[0].query).toContain('elementGroupsByFolderAndSubFolders(projectId: $projectId, folderId: $folderId, pagination: $pagination)');
		expect(sent[0].variables).toEqual({ projectId: AEC_SEED.projectId, folderId: AEC_SEED.folders.hospitalProjectFiles, pagination: { limit: 282 } });
		expect(sent[1].query).toContain('elementGroupsByFolder(projectId: $projectId, folderId: $folderId, pagination: $pagination)');
		expect(sent[2].variables.pagination).toEqual({ limit: 2 });
		const unknown = await runAec(sandbox, byFolder('hospitalCoordination', { aecFolderId: locator('Zm9sZGVyOm5vcGU') }));
		expect(unknown.error.message).toBe("Get many element groups failed: Folder 'Zm9sZGVyOm5vcGU' was not found.");
		const spaced = await runAec(sandbox, byFolder('hospitalCoordination', { aecFolderId: locator('Project Files') }));
		expect(spaced.error.message).toBe('Folder must be an AEC Data Model folder ID (pick it from the list); got "Project Files"');
		expect(graphqlRequests(sandbox)).toHaveLength(4);
	});

	test('a project ID with spaces is refused before sending', async () => {
		const run = await runAec(sandbox, { resource: 'elementGroup', operation: 'getAll', aecProjectId: locator('not an id'), returnAll: true });
		expect(run.error.message).toBe('Project must be an AEC Data Model project ID (urn:adsk.workspace:...); got "not an id"');
		expect(graphqlRequests(sandbox)).toEqual([]);
	});
});
