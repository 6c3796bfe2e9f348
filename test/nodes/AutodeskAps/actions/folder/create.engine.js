'use strict';

const { API, SEED, locator, requests, run, useSandbox } = require('../../../../support/data');

const TOWER = SEED.projects.tower;
const BRACKET = SEED.projects.bracket;

describe('folder create through the n8n engine', () => {
	const sandbox = useSandbox();

	const create = (name, extra = {}) => ({
		resource: 'folder',
		operation: 'create',
		projectId: locator(TOWER),
		folderId: locator(SEED.folders.towerShared),
		name,
		...extra,
	});
	const posts = (projectId = TOWER) => requests(sandbox, `/data/v1/projects/${projectId}/folders`, 'POST');

	test('the JSON:API body with the parent relationship; the new folder comes back simplified', async () => {
		const { items, error } = await run(sandbox, create('Reviews 2024', { options: { userId: SEED.users.admin } }));
		expect(error).toBeUndefined();
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({
			type: 'folders',
			name: 'Reviews 2024',
			parentId: SEED.folders.towerShared,
			extensionType: 'folders:autodesk.bim360:Folder',
		});
		const [entry] = posts();
		expect(entry.headers['content-type']).toBe(API);
		expect(entry.headers['x-user-id']).toBe(SEED.users.admin);
		expect(JSON.parse(entry.body)).toEqual({
			jsonapi: { version: '1.0' },
			data: {
				type: 'folders',
				attributes: { name: 'Reviews 2024', extension: { type: 'folders:autodesk.bim360:Folder', version: '1.0' } },
				relationships: { parent: { data: { type: 'folders', id: SEED.folders.towerShared } } },
			},
		});
	});

	test('a team project gets the core extension type', async () => {
		const { items, error } = await run(
			sandbox,
			create('Parts', { projectId: locator(BRACKET), folderId: locator(SEED.folders.bracketDesigns) }),
		);
		expect(error).toBeUndefined();
		expect(items[0].json.extensionType).toBe('folders:autodesk.core:Folder');
		expect(JSON.parse(posts(BRACKET)[0].body).data.attributes.extension.type).toBe('folders:autodesk.core:Folder');
	});

	test('a name the parent already has is the service\'s 409, sent once; Continue On Fail keeps the others', async () => {
		const { items } = await run(sandbox, create('={{ $json.name }}', { folderId: locator(SEED.folders.towerDesign) }), {
			continueOnFail: true,
			items: [{ json: { name: 'Architecture' } }, { json: { name: 'MEP' } }],
		});
		expect(items.map((item) => item.pairedItem.item)).toEqual([0, 1]);
		expect(items[0].json).toMatchObject({ httpCode: '409' });
		expect(items[0].json.error).toMatch(/^Create folder failed: A folder named Architecture already exists/);
		expect(items[1].json.name).toBe('MEP');
		expect(posts()).toHaveLength(2);
	});
});
