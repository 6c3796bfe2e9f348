'use strict';

const { API, SEED, locator, requests, run, useSandbox } = require('../../../../support/data');

const TOWER = SEED.projects.tower;

describe('item copy through the n8n engine', () => {
	const sandbox = useSandbox();

	const copy = (extra = {}) => ({
		resource: 'item',
		operation: 'copy',
		projectId: locator(TOWER),
		itemId: locator(SEED.items.towerModel),
		folderId: locator(SEED.folders.towerShared),
		...extra,
	});
	const posts = (what) => requests(sandbox, `/data/v1/projects/${TOWER}/${what}`, 'POST');
	/** The body ItemPayload (datamanagement.yaml) requires of a copy: `kind` File, or Document in Plans. */
	const itemBody = (kind, folderId, name) => ({
		jsonapi: { version: '1.0' },
		data: {
			type: 'items',
			attributes: { extension: { type: `items:autodesk.bim360:${kind}`, version: '1.0' } },
			relationships: { tip: { data: { type: 'versions', id: '1' } }, parent: { data: { type: 'folders', id: folderId } } },
		},
		included: [{ type: 'versions', id: '1', attributes: { name, extension: { type: `versions:autodesk.bim360:${kind}`, version: '1.0' } } }],
	});

	test('the tip into a folder without that name: POST items?copyFrom= with the parent; the output says the service copied it', async () => {
		const { items, error } = await run(sandbox, copy());
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({
			method: 'copyFrom',
			newItem: true,
			name: 'Tower.rvt',
			versionNumber: 1,
			folderId: SEED.folders.towerShared,
			sourceItemId: SEED.items.towerModel,
			sourceVersionId: SEED.versions.towerModelV2,
			version: { name: 'Tower.rvt', storageSize: expect.any(Number) },
		});
		expect(items[0].json.id).not.toBe(SEED.items.towerModel);
		const [request] = posts('items');
		expect(request.query).toEqual({ copyFrom: SEED.versions.towerModelV2 });
		expect(request.headers['content-type']).toBe(API);
		expect(JSON.parse(request.body)).toEqual(itemBody('File', SEED.folders.towerShared, 'Tower.rvt'));
		expect(items[0].json.version).toMatchObject({ extensionType: 'versions:autodesk.bim360:File' });
	});

	test('into a Plans folder: the item and its first version are documents (items/versions:autodesk.bim360:Document)', async () => {
		const { items, error } = await run(sandbox, copy({ itemId: locator(SEED.items.towerFacade), folderId: locator(SEED.folders.towerLevel1Plans) }));
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({ method: 'copyFrom', newItem: true, name: 'Facade.pdf', folderId: SEED.folders.towerLevel1Plans });
		expect(items[0].json.version).toMatchObject({ extensionType: 'versions:autodesk.bim360:Document' });
		const [request] = posts('items');
		expect(JSON.parse(request.body)).toEqual(itemBody('Document', SEED.folders.towerLevel1Plans, 'Facade.pdf'));
		const again = await run(sandbox, copy({ itemId: locator(SEED.items.towerFacade), folderId: locator(SEED.folders.towerLevel1Plans) }));
		expect(again.items[0].json).toMatchObject({ newItem: false, id: items[0].json.id, versionNumber: 2 });
		expect(JSON.parse(posts('versions')[0].body).data.attributes).toEqual({
			name: 'Facade.pdf',
			extension: { type: 'versions:autodesk.bim360:Document', version: '1.0' },
		});
	});

	test('a chosen version onto the file of the same name: a new version of it (Add a New Version); Fail stops before copying', async () => {
		const first = await run(sandbox, copy());
		const again = await run(sandbox, copy({ version: 'number', versionNumber: 1 }));
		expect(again.error).toBeUndefined();
		expect(again.items[0].json).toMatchObject({ newItem: false, id: first.items[0].json.id, versionNumber: 2, sourceVersionId: SEED.versions.towerModelV1 });
		const [request] = posts('versions');
		expect(request.query).toEqual({ copyFrom: SEED.versions.towerModelV1 });
		expect(JSON.parse(request.body).data).toEqual({
			type: 'versions',
			attributes: { name: 'Tower.rvt', extension: { type: 'versions:autodesk.bim360:File', version: '1.0' } },
			relationships: { item: { data: { type: 'items', id: first.items[0].json.id } } },
		});

		const refused = await run(sandbox, copy({ ifExists: 'fail' }));
		expect(refused.error.message).toBe('A file named "Tower.rvt" already exists in the target folder, and If the File Exists is Fail');
		expect(refused.error.description).toMatch(/^Nothing was copied\./);
		expect(posts('items')).toHaveLength(1);
		expect(posts('versions')).toHaveLength(1);
	});

	test('the service refuses, with its reason: a folder the user may not write to (403), a folder of another project (404)', async () => {
		const { items, error } = await run(sandbox, copy({ folderId: locator('={{ $json.folder }}'), options: { userId: SEED.users.member } }), {
			continueOnFail: true,
			items: [{ json: { folder: SEED.folders.towerArchitecture } }, { json: { folder: SEED.folders.hospitalProjectFiles } }, { json: { folder: SEED.folders.towerStructure } }],
		});
		expect(error).toBeUndefined();
		expect(items.map((item) => item.pairedItem.item)).toEqual([0, 1, 2]);
		expect(items[0].json).toMatchObject({ httpCode: '403' });
		expect(items[1].json).toMatchObject({ httpCode: '404' });
		expect(items[2].json).toMatchObject({ method: 'copyFrom', newItem: true, name: 'Tower.rvt' });
	});

	test('refused before sending: a project outside Docs, a Version Number of 0', async () => {
		const team = await run(sandbox, copy({ projectId: locator(SEED.projects.bracket), itemId: locator(SEED.items.bracketModel), folderId: locator(SEED.folders.bracketDesigns) }));
		expect(team.error.message).toMatch(/^Project must be a Construction Cloud or BIM 360 project ID/);
		expect(team.error.description).toMatch(/^Nothing was sent: copying a file works only in Autodesk Docs projects/);
		const zero = await run(sandbox, copy({ version: 'number', versionNumber: 0 }));
		expect(zero.error.message).toBe('Version Number must be a whole number of 1 or more; got 0');
		expect(sandbox.ctx.log.entries).toHaveLength(0);
	});
});
