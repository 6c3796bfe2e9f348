'use strict';

const { SEED, locator, requests, run, useSandbox } = require('../../../../support/data');

const TOWER = SEED.projects.tower;
const topFoldersPath = (hubId, projectId) =>
	`/project/v1/hubs/${hubId}/projects/${projectId}/topFolders`;

describe('folder get top folders through the n8n engine', () => {
	const sandbox = useSandbox();

	const topFolders = (extra = {}) => ({
		resource: 'folder',
		operation: 'getTopFolders',
		hubId: locator(SEED.hubs.bim360, 'list'),
		projectId: locator(TOWER, 'list'),
		...extra,
	});

	test('the app sees every top folder, one output item each', async () => {
		const { items, error } = await run(sandbox, topFolders());
		expect(error).toBeUndefined();
		expect(items.map((item) => item.json.name)).toEqual(['Project Files', 'Plans', 'Superseded']);
		expect(items[0].json).toMatchObject({
			id: SEED.folders.towerProjectFiles,
			type: 'folders',
			hidden: false,
			extensionType: 'folders:autodesk.bim360:Folder',
			parentId: SEED.folders.towerRoot,
		});
		expect(items[0].json.extensionData).toMatchObject({ folderType: 'normal', isRoot: false });
		const [entry] = requests(sandbox, topFoldersPath(SEED.hubs.bim360, TOWER), 'GET');
		expect(entry.query).toEqual({});
		expect(entry.headers['x-user-id']).toBeUndefined();
	});

	test('excludeDeleted and projectFilesOnly go as query, the user as x-user-id', async () => {
		const { items } = await run(
			sandbox,
			topFolders({
				simplify: false,
				options: { excludeDeleted: true, projectFilesOnly: true, userId: SEED.users.member },
			}),
		);
		// The member may read Design (and the deleted Archive) under Project Files.
		expect(items.map((item) => item.json.attributes.name)).toEqual(['Design']);
		expect(items[0].json).toMatchObject({ type: 'folders', id: SEED.folders.towerDesign });
		const [entry] = requests(sandbox, topFoldersPath(SEED.hubs.bim360, TOWER), 'GET');
		expect(entry.query).toEqual({ excludeDeleted: 'true', projectFilesOnly: 'true' });
		expect(entry.headers['x-user-id']).toBe(SEED.users.member);

		const withDeleted = await run(
			sandbox,
			topFolders({ options: { excludeDeleted: false, userId: SEED.users.member } }),
		);
		expect(withDeleted.items.map((item) => item.json.name).sort()).toEqual([
			'Archive',
			'Design',
			'Level 1 Plans',
		]);
	});

	test('Continue On Fail: 404 and 403 are error items paired to their inputs', async () => {
		const { items } = await run(
			sandbox,
			topFolders({
				hubId: locator('={{ $json.hub }}'),
				projectId: locator('={{ $json.project }}'),
				options: { userId: '={{ $json.user }}' },
			}),
			{
				continueOnFail: true,
				items: [
					{ json: { hub: SEED.hubs.bim360, project: SEED.projects.hospital, user: '' } },
					{ json: { hub: SEED.hubs.acc, project: SEED.projects.hospital, user: '' } },
					{
						json: {
							hub: SEED.hubs.acc,
							project: SEED.projects.hospital,
							user: SEED.users.viewer,
						},
					},
				],
			},
		);
		expect(items.map((item) => item.pairedItem.item)).toEqual([0, 1, 1, 2]);
		expect(items[0].json).toMatchObject({ httpCode: '404' });
		expect(items[0].json.error).toMatch(
			/Get top folders failed: Project .* does not exist in hub/,
		);
		expect(items.slice(1, 3).map((item) => item.json.name)).toEqual(['Project Files', 'Plans']);
		expect(items[3].json).toMatchObject({ httpCode: '403' });
	});
});
