'use strict';

const { API, SEED, locator, requests, run, useSandbox } = require('../../../../support/data');

const TOWER = SEED.projects.tower;
const folderPath = (key) => `/data/v1/projects/${TOWER}/folders/${encodeURIComponent(SEED.folders[key])}`;

describe('folder delete through the n8n engine', () => {
	const sandbox = useSandbox();

	const remove = (folderId, extra = {}) => ({
		resource: 'folder',
		operation: 'delete',
		projectId: locator(TOWER),
		folderId: locator(folderId),
		...extra,
	});

	test('PATCH hidden: true with the JSON:API envelope; the folder comes back hidden', async () => {
		const { items, error } = await run(sandbox, remove(SEED.folders.towerStructure));
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({ deleted: true, id: SEED.folders.towerStructure, name: 'Structure', hidden: true });
		const [request] = requests(sandbox, folderPath('towerStructure'), 'PATCH');
		expect(request.headers['content-type']).toBe(API);
		expect(JSON.parse(request.body)).toEqual({
			jsonapi: { version: '1.0' },
			data: { type: 'folders', id: SEED.folders.towerStructure, attributes: { hidden: true } },
		});
	});

	test('the service refuses a user without full control (with advice) and a top folder; Continue On Fail keeps the others', async () => {
		const { items, error } = await run(sandbox, remove('={{ $json.folder }}', { options: { userId: '={{ $json.user }}' } }), {
			continueOnFail: true,
			items: [
				{ json: { folder: SEED.folders.towerStructure, user: SEED.users.member } },
				{ json: { folder: SEED.folders.towerProjectFiles, user: '' } },
				{ json: { folder: SEED.folders.towerShared, user: '' } },
			],
		});
		expect(error).toBeUndefined();
		expect(items.map((item) => item.pairedItem.item)).toEqual([0, 1, 2]);
		expect(items[0].json).toMatchObject({ httpCode: '403' });
		expect(items[0].json.error).toMatch(/^Delete folder failed: .*needs the Full control permission/);
		expect(items[0].json.description).toMatch(/Folder > Check Permission \(Admin\)/);
		expect(items[1].json).toMatchObject({ httpCode: '400' });
		expect(items[1].json.error).toMatch(/top folder of the project/);
		expect(items[2].json).toMatchObject({ deleted: true, name: 'Shared', hidden: true });
	});

	test('a project outside Construction Cloud / BIM 360 is refused before sending', async () => {
		const { error } = await run(sandbox, remove(SEED.folders.bracketArchive, { projectId: locator(SEED.projects.bracket) }));
		expect(error.message).toMatch(/^Project must be a Construction Cloud or BIM 360 project ID/);
		expect(error.description).toMatch(/^Nothing was sent: deleting a folder works only in Autodesk Docs projects/);
		expect(sandbox.ctx.log.entries).toHaveLength(0);
	});
});
