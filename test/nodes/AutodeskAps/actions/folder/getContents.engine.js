'use strict';

const { SEED, call, locator, requests, run, segment, useSandbox } = require('../../../../support/data');

const TOWER = SEED.projects.tower;
const contentsPath = (folderId, projectId = TOWER) =>
	`/data/v1/projects/${projectId}/folders/${segment(folderId)}/contents`;

describe('folder get contents through the n8n engine', () => {
	const sandbox = useSandbox();

	const contents = (folderId, extra = {}) => ({ resource: 'folder', operation: 'getContents', projectId: locator(TOWER), folderId: locator(folderId, 'list'), ...extra });

	async function seedFiles(count) {
		const seeded = await call(sandbox, 'POST', '/__sandbox/seed/items', {
			json: { folderId: SEED.folders.towerShared, count },
		});
		expect(seeded.status).toBe(201);
		sandbox.ctx.log.clear();
	}

	test('Return All follows the relative next links over three pages', async () => {
		await seedFiles(450);
		const { items, error } = await run(
			sandbox,
			contents(SEED.folders.towerShared, { returnAll: true }),
		);
		expect(error).toBeUndefined();
		expect(items).toHaveLength(450);
		expect(items[449].json).toMatchObject({ type: 'items', displayName: 'File 0450.pdf' });
		// Each item comes with its tip version from `included`.
		expect(items[449].json.versions).toEqual([
			expect.objectContaining({
				type: 'versions',
				versionNumber: 1,
				name: 'File 0450.pdf',
				itemId: items[449].json.id,
			}),
		]);
		const log = requests(sandbox, contentsPath(SEED.folders.towerShared), 'GET');
		expect(log.map((entry) => entry.query)).toEqual([
			{ 'page[limit]': '200' },
			{ 'page[number]': '1', 'page[limit]': '200' },
			{ 'page[number]': '2', 'page[limit]': '200' },
		]);
	});

	test('a Limit that ends mid-page stops without fetching the third page', async () => {
		await seedFiles(450);
		const { items } = await run(sandbox, contents(SEED.folders.towerShared, { limit: 201 }));
		expect(items).toHaveLength(201);
		expect(items[200].json.displayName).toBe('File 0201.pdf');
		expect(requests(sandbox, contentsPath(SEED.folders.towerShared), 'GET')).toHaveLength(2);

		sandbox.ctx.log.clear();
		const three = await run(sandbox, contents(SEED.folders.towerShared, { limit: 3 }));
		expect(three.items.map((item) => item.json.displayName)).toEqual([
			'File 0001.pdf',
			'File 0002.pdf',
			'File 0003.pdf',
		]);
		const log = requests(sandbox, contentsPath(SEED.folders.towerShared), 'GET');
		expect(log.map((entry) => entry.query)).toEqual([{ 'page[limit]': '3' }]);
	});

	test('filters: type, extension type and hidden items', async () => {
		const architecture = SEED.folders.towerArchitecture;
		const visible = await run(
			sandbox,
			contents(architecture, { returnAll: true, filters: { type: 'items' } }),
		);
		expect(visible.items.map((item) => item.json.displayName)).toEqual([
			'Tower.rvt',
			'Facade.pdf',
			'Core.nwd',
			'Notes.txt',
		]);
		const all = await run(
			sandbox,
			contents(architecture, {
				returnAll: true,
				filters: { type: 'items', extensionTypes: 'items:autodesk.bim360:File' },
				options: { includeHidden: true },
			}),
		);
		expect(all.items.map((item) => item.json.displayName)).toContain('Lobby.dwg');
		expect(all.items).toHaveLength(5);
		const folders = await run(
			sandbox,
			contents(SEED.folders.towerDesign, { returnAll: true, filters: { type: 'folders' } }),
		);
		expect(folders.items.map((item) => item.json.name)).toEqual(['Architecture', 'Structure']);

		const log = requests(sandbox, /\/contents$/, 'GET');
		expect(log.map((entry) => entry.query)).toEqual([
			{ 'filter[type]': 'items', 'page[limit]': '200' },
			{
				'filter[type]': 'items',
				'filter[extension.type]': 'items:autodesk.bim360:File',
				includeHidden: 'true',
				'page[limit]': '200',
			},
			{ 'filter[type]': 'folders', 'page[limit]': '200' },
		]);
	});

	test('a folder by the URL of BIM 360 Docs; raw output keeps the included version', async () => {
		const url = `https://docs.b360.autodesk.com/projects/${TOWER.slice(2)}/folders/${encodeURIComponent(SEED.folders.towerStructure)}/detail`;
		const { items, error } = await run(
			sandbox,
			contents(SEED.folders.towerStructure, {
				projectId: locator(url, 'url'),
				folderId: locator(url, 'url'),
				returnAll: true,
				simplify: false,
				options: { userId: SEED.users.member },
			}),
		);
		expect(error).toBeUndefined();
		expect(items).toHaveLength(2);
		expect(items[0].json).toMatchObject({
			type: 'items',
			id: SEED.items.towerFrame,
			attributes: { displayName: 'Frame.rvt' },
			included: [{ type: 'versions', id: SEED.versions.towerFrameV1 }],
		});
		const [entry] = requests(sandbox, contentsPath(SEED.folders.towerStructure), 'GET');
		expect(entry.headers['x-user-id']).toBe(SEED.users.member);
	});

	test('Continue On Fail: a 404 (meta.warnings) and a 403 are error items, the others succeed', async () => {
		const { items, error } = await run(
			sandbox,
			contents('={{ $json.folder }}', { limit: 1, options: { userId: '={{ $json.user }}' } }),
			{
				continueOnFail: true,
				items: [
					{ json: { folder: 'urn:adsk.wipprod:fs.folder:co.missing', user: '' } },
					{ json: { folder: SEED.folders.towerArchitecture, user: '' } },
					{ json: { folder: SEED.folders.towerPlans, user: SEED.users.member } },
				],
			},
		);
		expect(error).toBeUndefined();
		expect(items.map((item) => item.pairedItem.item)).toEqual([0, 1, 2]);
		expect(items[0].json.httpCode).toBe('404');
		expect(items[0].json.error).toMatch(
			/Unable to get folder: The folder .*missing does not exist/,
		);
		expect(items[1].json.displayName).toBe('Tower.rvt');
		expect(items[2].json.httpCode).toBe('403');
		expect(items[2].json.error).toMatch(/no read permission on folder Plans/);
	});
});
