'use strict';

const { SEED, call, locator, requests, run, useSandbox } = require('../../../../support/data');

const TOWER = SEED.projects.tower;
const CONTENTS = /^\/data\/v1\/projects\/[^/]+\/folders\/[^/]+\/contents$/;
const folderOf = (entry) => decodeURIComponent(entry.path.split('/folders/')[1].replace(/\/contents$/, ''));

describe('folder get contents with Include Subfolders through the n8n engine', () => {
	const sandbox = useSandbox();

	const walk = (folderId, extra = {}) => ({
		resource: 'folder',
		operation: 'getContents',
		projectId: locator(TOWER),
		folderId: locator(folderId),
		includeSubfolders: true,
		maxDepth: 25,
		returnAll: true,
		...extra,
	});

	test('breadth-first below Project Files: each result with its path and depth, one request per folder', async () => {
		const { items, error } = await run(sandbox, walk(SEED.folders.towerProjectFiles));
		expect(error).toBeUndefined();
		expect(items.map((item) => [item.json.path, item.json.depth])).toEqual([
			['Design', 1],
			['Shared', 1],
			['Site Plan.pdf', 1],
			['Design/Architecture', 2],
			['Design/Structure', 2],
			['Design/Architecture/Tower.rvt', 3],
			['Design/Architecture/Facade.pdf', 3],
			['Design/Architecture/Core.nwd', 3],
			['Design/Architecture/Notes.txt', 3],
			['Design/Structure/Frame.rvt', 3],
			['Design/Structure/Columns.rvt', 3],
		]);
		expect(items[5].json).toMatchObject({ id: SEED.items.towerModel, type: 'items', displayName: 'Tower.rvt' });
		expect(items[5].json.versions).toEqual([expect.objectContaining({ id: SEED.versions.towerModelV2 })]);
		const log = requests(sandbox, CONTENTS, 'GET');
		expect(log.map(folderOf)).toEqual([
			SEED.folders.towerProjectFiles,
			SEED.folders.towerDesign,
			SEED.folders.towerShared,
			SEED.folders.towerArchitecture,
			SEED.folders.towerStructure,
		]);
		// The walk needs the folders, so the type filters are applied to the results, not sent.
		expect(log[0].query).toEqual({ 'page[limit]': '200' });
	});

	test('Max Depth, Include Hidden, the Items filter and a Limit that stops the walk early', async () => {
		const shallow = await run(sandbox, walk(SEED.folders.towerProjectFiles, { maxDepth: 2 }));
		expect(shallow.items.map((item) => item.json.path)).toEqual([
			'Design',
			'Shared',
			'Site Plan.pdf',
			'Design/Architecture',
			'Design/Structure',
		]);
		expect(requests(sandbox, CONTENTS, 'GET')).toHaveLength(3);

		sandbox.ctx.log.clear();
		const hidden = await run(
			sandbox,
			walk(SEED.folders.towerDesign, { filters: { type: 'items' }, options: { includeHidden: true }, simplify: false }),
		);
		expect(hidden.items.map((item) => item.json.path)).toEqual([
			'Architecture/Tower.rvt',
			'Architecture/Facade.pdf',
			'Architecture/Lobby.dwg',
			'Architecture/Core.nwd',
			'Architecture/Notes.txt',
			'Structure/Frame.rvt',
			'Structure/Columns.rvt',
		]);
		expect(hidden.items[0].json).toMatchObject({ type: 'items', attributes: { displayName: 'Tower.rvt' }, depth: 2 });
		expect(requests(sandbox, CONTENTS, 'GET')[0].query).toEqual({ includeHidden: 'true', 'page[limit]': '200' });

		sandbox.ctx.log.clear();
		const limited = await run(sandbox, walk(SEED.folders.towerProjectFiles, { returnAll: false, limit: 4 }));
		expect(limited.items.map((item) => item.json.path)).toEqual(['Design', 'Shared', 'Site Plan.pdf', 'Design/Architecture']);
		expect(requests(sandbox, CONTENTS, 'GET')).toHaveLength(2);
	});

	test('a seeded tree of 390 files over 13 folders under a rate limit: 429s are waited out, never surfaced', async () => {
		const seeded = await call(sandbox, 'POST', '/__sandbox/seed/tree', {
			json: { folderId: SEED.folders.towerShared, depth: 2, folders: 3, files: 30 },
		});
		expect(seeded.status).toBe(201);
		expect(seeded.body).toEqual({ folderId: SEED.folders.towerShared, folders: 12, files: 390 });
		await call(sandbox, 'POST', '/__sandbox/rate-limits', {
			json: { method: 'GET', path: '/contents$', limit: 5, windowMs: 5000 },
		});
		sandbox.ctx.log.clear();

		const { items, error } = await run(sandbox, walk(SEED.folders.towerShared, { filters: { type: 'items' } }));
		expect(error).toBeUndefined();
		expect(items).toHaveLength(390);
		expect(items.filter((item) => item.json.depth === 3)).toHaveLength(270);
		expect(items[389].json.path).toBe('Folder 0003/Folder 0003/File 0030.pdf');
		const log = requests(sandbox, CONTENTS, 'GET');
		const answered = log.filter((entry) => entry.status === 200);
		expect(answered).toHaveLength(13);
		expect(log.filter((entry) => entry.status === 429).length).toBeGreaterThan(0);
		expect(log.length).toBe(answered.length + log.filter((entry) => entry.status === 429).length);
	}, 60_000);
});
