'use strict';

const { tokenFor, call, useSandboxTokens } = require('../../../support/sandbox');
const { SEED } = require('../../../../sandbox/seed/data');

const READ = ['data:read'];
const names = (response) =>
	response.body.data.map((entry) => entry.attributes.name || entry.attributes.displayName);

describe('sandbox data: top folders, folders and contents', () => {
	const { sandbox, tokens } = useSandboxTokens(READ);

	const get = (path, token, headers) => call(sandbox, 'GET', path, { token, headers });
	const topFolders = (query = '', token = tokens.admin, headers) =>
		get(
			`/project/v1/hubs/${SEED.hubs.bim360}/projects/${SEED.projects.tower}/topFolders${query}`,
			token,
			headers,
		);
	const folderPath = (folderKey, suffix = '') =>
		`/data/v1/projects/${SEED.projects.tower}/folders/${encodeURIComponent(SEED.folders[folderKey])}${suffix}`;

	test('a project admin gets every top-level folder, hidden ones included', async () => {
		const response = await topFolders();
		expect(response.status).toBe(200);
		expect(response.body.jsonapi).toEqual({ version: '1.0' });
		expect(response.body.links.self.href).toContain('/topFolders');
		expect(names(response)).toEqual(['Project Files', 'Plans', 'Superseded']);
		expect(names(await topFolders('?excludeDeleted=true'))).toEqual(['Project Files', 'Plans']);
		expect(names(await topFolders('?projectFilesOnly=true'))).toEqual(['Project Files']);
	});

	test('another user gets the highest folders they can read', async () => {
		expect(names(await topFolders('', tokens.member))).toEqual([
			'Design',
			'Archive',
			'Level 1 Plans',
		]);
		expect(names(await topFolders('?excludeDeleted=true', tokens.member))).toEqual([
			'Design',
			'Level 1 Plans',
		]);
		expect(names(await topFolders('?projectFilesOnly=true', tokens.member))).toEqual([
			'Design',
			'Archive',
		]);
		expect(
			names(await topFolders('?excludeDeleted=true&projectFilesOnly=true', tokens.member)),
		).toEqual(['Design']);
		expect((await topFolders('', tokens.viewer)).body.data).toEqual([]);
	});

	test('the two options need a user context: the app alone gets everything, x-user-id applies them', async () => {
		expect(
			names(await topFolders('?excludeDeleted=true&projectFilesOnly=true', tokens.app)),
		).toEqual(['Project Files', 'Plans', 'Superseded']);
		expect(
			names(
				await topFolders('?excludeDeleted=true', tokens.app, { 'x-user-id': SEED.users.admin }),
			),
		).toEqual(['Project Files', 'Plans']);
		expect(names(await topFolders('', tokens.app, { 'x-user-id': SEED.users.member }))).toEqual([
			'Design',
			'Archive',
			'Level 1 Plans',
		]);
		expect((await topFolders('?excludeDeleted=maybe')).status).toBe(400);
	});

	test('folder objects carry the fields of the spec', async () => {
		const design = (await topFolders('', tokens.member)).body.data[0];
		expect(design).toMatchObject({
			type: 'folders',
			id: SEED.folders.towerDesign,
			attributes: {
				name: 'Design',
				displayName: 'Design',
				objectCount: 2,
				createUserId: 'user-admin',
				createUserName: 'Ada Admin',
				lastModifiedUserName: 'Ada Admin',
				hidden: false,
				extension: {
					type: 'folders:autodesk.bim360:Folder',
					version: '1.0',
					data: { isRoot: false, folderType: 'normal', namingStandardIds: [] },
				},
			},
			relationships: { parent: { data: { type: 'folders', id: SEED.folders.towerProjectFiles } } },
		});
		for (const time of ['createTime', 'lastModifiedTime', 'lastModifiedTimeRollup']) {
			expect(design.attributes[time]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
		}
		expect(design.attributes.extension.data.folderParents.map((parent) => parent.title)).toEqual([
			'root',
			'Project Files',
		]);
		expect(design.attributes.extension.data.allowedTypes).toContain('items:autodesk.bim360:File');
		expect(design.relationships.contents.links.related.href).toBe(
			`${sandbox.url}${folderPath('towerDesign', '/contents').replace(/%3A/g, ':')}`,
		);
		expect(design.relationships.refs.links.self.href).toMatch(/relationships\/refs$/);
		expect(design.links.self.href).toMatch(/^http/);
		const plans = (await topFolders()).body.data[1];
		expect(plans.attributes.extension.data.folderType).toBe('plan');
	});

	test('a folder is readable with access to it or an ancestor only', async () => {
		const folder = await get(folderPath('towerArchitecture'), tokens.member);
		expect(folder.status).toBe(200);
		expect(folder.body.data.attributes.extension.data.namingStandardIds).toEqual([
			'ns-architecture',
		]);
		expect((await get(folderPath('towerPlans'), tokens.member)).status).toBe(403);
		expect((await get(folderPath('towerProjectFiles', '/contents'), tokens.member)).status).toBe(
			403,
		);
		expect((await get(folderPath('towerDesign', '/contents'), tokens.viewer)).status).toBe(403);
		const unknown = await get(
			`/data/v1/projects/${SEED.projects.tower}/folders/urn%3Anope`,
			tokens.admin,
		);
		expect(unknown.status).toBe(404);
		expect(unknown.body.errors[0].status).toBe('404');
	});

	test('contents: folders then items, hidden ones only with includeHidden', async () => {
		const contents = await get(folderPath('towerProjectFiles', '/contents'), tokens.admin);
		expect(contents.status).toBe(200);
		expect(names(contents)).toEqual(['Design', 'Shared', 'Site Plan.pdf']);
		expect(
			names(
				await get(folderPath('towerProjectFiles', '/contents?includeHidden=true'), tokens.admin),
			),
		).toEqual(['Design', 'Shared', 'Archive', 'Site Plan.pdf']);
		expect(
			names(
				await get(folderPath('towerArchitecture', '/contents?includeHidden=true'), tokens.admin),
			),
		).toContain('Lobby.dwg');
		expect(
			names(await get(folderPath('towerArchitecture', '/contents'), tokens.admin)),
		).not.toContain('Lobby.dwg');
	});

	test('contents filters: filter[type] and filter[extension.type]', async () => {
		expect(
			names(
				await get(folderPath('towerProjectFiles', '/contents?filter[type]=folders'), tokens.admin),
			),
		).toEqual(['Design', 'Shared']);
		expect(
			names(
				await get(folderPath('towerProjectFiles', '/contents?filter[type]=items'), tokens.admin),
			),
		).toEqual(['Site Plan.pdf']);
		expect(
			names(
				await get(
					folderPath('towerProjectFiles', '/contents?filter[type]=items,folders'),
					tokens.admin,
				),
			),
		).toHaveLength(3);
		const byExtension = await get(
			folderPath(
				'towerProjectFiles',
				'/contents?filter[extension.type]=folders:autodesk.bim360:Folder',
			),
			tokens.admin,
		);
		expect(names(byExtension)).toEqual(['Design', 'Shared']);
		expect(
			(await get(folderPath('towerProjectFiles', '/contents?filter[type]=files'), tokens.admin))
				.status,
		).toBe(400);
	});

	test('contents include the tip versions of the listed items', async () => {
		const response = await get(folderPath('towerArchitecture', '/contents'), tokens.member);
		expect(response.body.data.every((entry) => entry.type === 'items')).toBe(true);
		expect(response.body.included.map((version) => version.id)).toEqual(
			response.body.data.map((item) => item.relationships.tip.data.id),
		);
		expect(response.body.included[0]).toMatchObject({
			type: 'versions',
			id: SEED.versions.towerModelV2,
			attributes: { versionNumber: 2, name: 'Tower.rvt' },
		});
	});

	test('contents pages link with RELATIVE next hrefs that resolve against the base URL', async () => {
		const first = await get(
			folderPath('towerArchitecture', '/contents?page[limit]=3'),
			tokens.admin,
		);
		expect(first.body.data).toHaveLength(3);
		expect(first.body.links.self.href.startsWith(sandbox.url)).toBe(true);
		expect(first.body.links.next.href.startsWith('/data/v1/projects/')).toBe(true);
		const second = await get(first.body.links.next.href, tokens.admin);
		expect(second.status).toBe(200);
		expect(second.body.data).toHaveLength(1);
		expect(second.body.links.next).toBeUndefined();
		expect(second.body.links.prev.href.startsWith('/data/v1/')).toBe(true);
		expect(new Set([...names(first), ...names(second)])).toEqual(
			new Set(['Tower.rvt', 'Facade.pdf', 'Core.nwd', 'Notes.txt']),
		);
		expect(
			(await get(folderPath('towerArchitecture', '/contents?page[limit]=201'), tokens.admin))
				.status,
		).toBe(400);
	});

	test('an unknown folder in contents answers 404 in the meta.warnings style', async () => {
		const response = await get(
			`/data/v1/projects/${SEED.projects.tower}/folders/urn%3Aadsk.wipprod%3Afs.folder%3Aco.nope/contents`,
			tokens.admin,
		);
		expect(response.status).toBe(404);
		expect(response.body.errors).toBeUndefined();
		expect(response.body.meta.warnings[0]).toMatchObject({
			HttpStatusCode: '404',
			ErrorCode: 'BAD_INPUT',
			Title: 'Unable to get folder',
		});
		expect(response.body.meta.warnings[0].Detail).toContain('co.nope');
	});

	test('team projects: members see every folder; the two options do not apply', async () => {
		const path = `/project/v1/hubs/${SEED.hubs.team}/projects/${SEED.projects.bracket}/topFolders?excludeDeleted=true`;
		const response = await get(path, tokens.member);
		expect(names(response)).toEqual(['Designs', 'Archive']);
		expect(response.body.data[0].attributes.extension).toMatchObject({
			type: 'folders:autodesk.core:Folder',
		});
		expect(response.body.data[0].attributes.extension.data.folderType).toBeUndefined();
	});

	test('contents and folders need data:read', async () => {
		const createOnly = tokenFor(sandbox, { userId: SEED.users.admin, scopes: ['data:create'] });
		expect((await get(folderPath('towerDesign', '/contents'), createOnly)).status).toBe(401);
		expect((await get(folderPath('towerDesign'), createOnly)).status).toBe(401);
	});
});
