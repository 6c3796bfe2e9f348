'use strict';

const { AutodeskAps } = require('../../../../nodes/AutodeskAps/AutodeskAps.node');
const { loadOptionsContext } = require('../../../support/loadOptions');
const {
	SEED,
	call,
	credentialsFor,
	locator,
	requests,
	segment,
	useSandbox,
} = require('../../../support/data');

const { listSearch } = new AutodeskAps().methods;
const BIM360_HUB = SEED.hubs.bim360;
const urnOf = (id) => Buffer.from(id).toString('base64url');

describe('hub -> project -> folder pickers through n8n-core load-options context', () => {
	const sandbox = useSandbox();

	/** Calls a list search method as n8n does: `method.call(context, filter, paginationToken)`. */
	function search(method, parameters, filter, paginationToken) {
		const context = loadOptionsContext({ parameters, credentials: credentialsFor(sandbox) });
		return listSearch[method].call(context, filter, paginationToken);
	}

	const projectParameters = (hubId = locator(BIM360_HUB, 'list')) => ({
		resource: 'project',
		operation: 'get',
		hubId,
		projectId: locator('', 'list'),
	});
	const folderParameters = (extra = {}) => ({
		resource: 'folder',
		operation: 'getContents',
		hubId: locator(BIM360_HUB, 'list'),
		projectId: locator(SEED.projects.tower, 'list'),
		folderId: locator('', 'list'),
		...extra,
	});

	test('hubs: sorted by name, filtered, as the Act As User sees them', async () => {
		const all = await search('searchHubs', { resource: 'project', operation: 'getAll' });
		expect(all.results.map((hub) => hub.name)).toEqual([
			"Ada's Team Hub",
			'Sandbox ACC Account',
			'Sandbox BIM 360 Account',
		]);
		expect(all.results[2].value).toBe(BIM360_HUB);
		expect(all.paginationToken).toBeUndefined();
		expect((await search('searchHubs', {}, 'TEAM')).results.map((hub) => hub.value)).toEqual([
			SEED.hubs.team,
		]);

		const asViewer = await search('searchHubs', { options: { userId: SEED.users.viewer } });
		expect(asViewer.results.map((hub) => hub.value)).toEqual([BIM360_HUB]);
		const log = requests(sandbox, '/project/v1/hubs', 'GET');
		expect(log).toHaveLength(3);
		expect(log[0].headers.authorization).toMatch(/^Bearer sbx_at_/);
		expect(log[2].headers['x-user-id']).toBe(SEED.users.viewer);
	});

	test('projects: a page at a time, the next link as pagination token', async () => {
		await call(sandbox, 'POST', '/__sandbox/seed/projects', {
			json: { hubId: BIM360_HUB, count: 450 },
		});
		const first = await search('searchProjects', projectParameters());
		expect(first.results).toHaveLength(200);
		expect(first.results[0]).toEqual({
			name: 'Sandbox Tower',
			value: SEED.projects.tower,
			url: `${sandbox.url}/webview/projects/${SEED.projects.tower}`,
		});
		expect(first.paginationToken).toMatch(/page\[number\]=1/);
		const second = await search(
			'searchProjects',
			projectParameters(),
			undefined,
			first.paginationToken,
		);
		expect(second.results[0].name).toBe('BIM 360 Project 201');
		const log = requests(sandbox, `/project/v1/hubs/${BIM360_HUB}/projects`, 'GET');
		expect(log.map((entry) => entry.query)).toEqual([
			{ 'page[limit]': '200' },
			{ 'page[number]': '1', 'page[limit]': '200' },
		]);
	});

	test('projects: a filter reads on until it finds a match; a bare hub GUID gets its b.', async () => {
		await call(sandbox, 'POST', '/__sandbox/seed/projects', {
			json: { hubId: BIM360_HUB, count: 450 },
		});
		const found = await search(
			'searchProjects',
			projectParameters(locator(BIM360_HUB.slice(2))),
			'project 470',
		);
		expect(found.results.map((project) => project.name)).toEqual(['BIM 360 Project 470']);
		expect(found.paginationToken).toBeUndefined();
		expect(requests(sandbox, `/project/v1/hubs/${BIM360_HUB}/projects`, 'GET')).toHaveLength(3);
	});

	test('projects: a pagination token that points to another host is refused', async () => {
		await expect(
			search(
				'searchProjects',
				projectParameters(),
				undefined,
				'https://elsewhere.example/projects?page[number]=1',
			),
		).rejects.toThrow(/not a link of the service/);
		expect(sandbox.ctx.log.entries).toHaveLength(0);
		const relative = await search(
			'searchProjects',
			projectParameters(),
			undefined,
			`/project/v1/hubs/${BIM360_HUB}/projects?page[number]=1&page[limit]=10`,
		);
		expect(relative.results[0].name).toBe('BIM 360 Project 11');
	});

	test('projects: without a hub the picker asks for one and sends nothing', async () => {
		await expect(search('searchProjects', projectParameters(locator('', 'list')))).rejects.toThrow(
			/Choose a hub first/,
		);
		expect(sandbox.ctx.log.entries).toHaveLength(0);
	});

	test('folders: the tree breadth first, named by path, hidden folders left out', async () => {
		const { results, paginationToken } = await search('searchFolders', folderParameters());
		expect(results.map((folder) => folder.name)).toEqual([
			'Project Files',
			'Plans',
			'Project Files / Design',
			'Project Files / Shared',
			'Plans / Level 1 Plans',
			'Project Files / Design / Architecture',
			'Project Files / Design / Structure',
		]);
		expect(results[5].value).toBe(SEED.folders.towerArchitecture);
		expect(paginationToken).toBeUndefined();
		const contents = requests(sandbox, /\/contents$/, 'GET');
		expect(contents).toHaveLength(7);
		expect(contents[0].query).toEqual({ 'filter[type]': 'folders', 'page[limit]': '200' });
		expect(
			requests(
				sandbox,
				`/project/v1/hubs/${BIM360_HUB}/projects/${SEED.projects.tower}/topFolders`,
			),
		).toHaveLength(1);

		const filtered = await search('searchFolders', folderParameters(), 'ARCH');
		expect(filtered.results.map((folder) => folder.name)).toEqual([
			'Project Files / Design / Architecture',
		]);
	});

	test('folders: with Hub empty the picker finds the hub that holds the project', async () => {
		const withHub = await search('searchFolders', folderParameters());
		sandbox.ctx.reset();
		const withoutHub = await search('searchFolders', folderParameters({ hubId: locator('', 'list') }));
		expect(withoutHub.results).toEqual(withHub.results);
		expect(
			requests(sandbox, `/project/v1/hubs/${BIM360_HUB}/projects/${SEED.projects.tower}/topFolders`),
		).toHaveLength(1);
		expect(requests(sandbox, '/project/v1/hubs', 'GET')).toHaveLength(1);
	});

	test('folders: Hub empty and no hub holds the project: one plain sentence, no folder request', async () => {
		const missing = 'b.00000000-0000-4000-8000-000000000000';
		const error = await search('searchFolders', folderParameters({ hubId: locator('', 'list'), projectId: locator(missing, 'id') })).catch((caught) => caught);
		expect(error.message).toBe(`No hub this credential sees holds project ${missing}`);
		expect(error.description).toBe('Choose the Hub, or check the Project and Act As User ID.');
		expect(requests(sandbox, /\/topFolders$/, 'GET')).toHaveLength(0);
	});

	test('folders: Hub and Project empty: asks once for the project', async () => {
		const error = await search('searchFolders', folderParameters({ hubId: locator('', 'list'), projectId: locator('', 'list') })).catch((caught) => caught);
		expect(error.message).toBe('Choose a project first');
		expect(sandbox.ctx.log.entries).toHaveLength(0);
	});

	test('folders: what the Act As User may read; a folder that fails is left out, the rest listed', async () => {
		await call(sandbox, 'POST', '/__sandbox/faults', {
			json: { kind: 'status', status: 403, method: 'GET', path: 'co\\.towerDesign/contents$' },
		});
		const { results } = await search(
			'searchFolders',
			folderParameters({
				projectId: locator(
					`https://acc.autodesk.com/docs/files/projects/${SEED.projects.tower.slice(2)}`,
					'url',
				),
				options: { userId: SEED.users.member },
			}),
		);
		expect(results.map((folder) => folder.name)).toEqual(['Design', 'Level 1 Plans']);
		const log = requests(sandbox, /./, 'GET');
		expect(log.every((entry) => entry.headers['x-user-id'] === SEED.users.member)).toBe(true);
		expect(log.map((entry) => entry.status)).toEqual([200, 403, 200]);
	});

	test('folders: a wide tree comes in bounded calls, the rest in the pagination token', async () => {
		await call(sandbox, 'POST', '/__sandbox/seed/folders', {
			json: { folderId: SEED.folders.towerShared, count: 60 },
		});
		const first = await search('searchFolders', folderParameters());
		expect(first.paginationToken).toEqual(expect.any(String));
		const names = first.results.map((folder) => folder.name);
		let token = first.paginationToken;
		let calls = 1;
		while (token) {
			const more = await search('searchFolders', folderParameters(), undefined, token);
			names.push(...more.results.map((folder) => folder.name));
			token = more.paginationToken;
			calls += 1;
			expect(calls).toBeLessThan(20);
		}
		expect(calls).toBeGreaterThan(1);
		expect(new Set(names).size).toBe(names.length);
		expect(names).toHaveLength(7 + 60);
		expect(names).toContain('Project Files / Shared / Folder 0060');
		expect(names).toContain('Project Files / Design / Structure');
		// Each folder's contents were read once over all the calls.
		expect(requests(sandbox, /\/contents$/, 'GET')).toHaveLength(7 + 60);
		expect(requests(sandbox, /\/topFolders$/, 'GET')).toHaveLength(1);
	});

	const fileParameters = (
		folderId = locator(SEED.folders.towerArchitecture, 'list'),
		extra = {},
	) => ({
		resource: 'translationJob',
		operation: 'create',
		sourceFrom: 'project',
		hubId: locator(BIM360_HUB, 'list'),
		projectId: locator(SEED.projects.tower, 'list'),
		folderId,
		sourceVersion: locator('', 'list'),
		...extra,
	});

	test('files: the files of the folder, each valued by its tip version\'s URN, searchable by name', async () => {
		const { results, paginationToken } = await search('searchFileVersions', fileParameters());
		expect(results.map((file) => file.name)).toEqual([
			'Tower.rvt (version 2)',
			'Facade.pdf (version 1)',
			'Core.nwd (version 1)',
			'Notes.txt (version 1)',
		]);
		expect(results[0]).toEqual({
			name: 'Tower.rvt (version 2)',
			// In ACC and BIM 360, what Model Derivative translates is the version itself.
			value: urnOf(SEED.versions.towerModelV2),
			// The tip version's page in the web apps, not the item's.
			url: expect.stringMatching(/\/webview\/versions\/.+towerModel%3Fversion%3D2$/),
		});
		expect(paginationToken).toBeUndefined();
		const log = requests(
			sandbox,
			`/data/v1/projects/${SEED.projects.tower}/folders/${segment(SEED.folders.towerArchitecture)}/contents`,
			'GET',
		);
		expect(log.map((entry) => entry.query)).toEqual([
			{ 'filter[type]': 'items', 'page[limit]': '200' },
		]);

		const filtered = await search('searchFileVersions', fileParameters(), 'tower');
		expect(filtered.results.map((file) => file.value)).toEqual([urnOf(SEED.versions.towerModelV2)]);
	});

	test('files of a Fusion Team folder are valued by the URN of their stored file', async () => {
		const parameters = fileParameters(locator(SEED.folders.bracketDesigns, 'list'), {
			hubId: locator(SEED.hubs.team, 'list'),
			projectId: locator(SEED.projects.bracket, 'list'),
		});
		const { results } = await search('searchFileVersions', parameters);
		expect(results.map((file) => file.name)).toEqual(['Bracket.f3d (version 2)', 'Housing.f3d (version 1)']);
		const tip = await call(sandbox, 'GET', `/data/v1/projects/${SEED.projects.bracket}/versions/${segment(SEED.versions.bracketModelV2)}`, {
			token: credentialsFor(sandbox).oauthTokenData.access_token,
		});
		const storageId = tip.body.data.relationships.storage.data.id;
		expect(storageId).toMatch(/^urn:adsk\.objects:os\.object:/);
		expect(results[0].value).toBe(urnOf(storageId));
		expect(results[0].value).not.toBe(urnOf(SEED.versions.bracketModelV2));
	});

	test('files: a filter reads on through pages until it finds a match; without a folder nothing is sent', async () => {
		await call(sandbox, 'POST', '/__sandbox/seed/items', {
			json: { folderId: SEED.folders.towerShared, count: 450 },
		});
		const shared = fileParameters(locator(SEED.folders.towerShared));
		const first = await search('searchFileVersions', shared);
		expect(first.results).toHaveLength(200);
		expect(first.paginationToken).toEqual(expect.any(String));
		const found = await search('searchFileVersions', shared, 'file 0420');
		expect(found.results.map((file) => file.name)).toEqual(['File 0420.pdf (version 1)']);
		expect(Buffer.from(found.results[0].value, 'base64url').toString()).toMatch(/^urn:adsk\.wipprod:fs\.file:vf\..+\?version=1$/);
		expect(requests(sandbox, /\/contents$/, 'GET')).toHaveLength(1 + 3);

		sandbox.ctx.reset();
		await expect(search('searchFileVersions', fileParameters(locator('', 'list')))).rejects.toThrow(
			/Choose a folder first/,
		);
		expect(sandbox.ctx.log.entries).toHaveLength(0);
	});
});
