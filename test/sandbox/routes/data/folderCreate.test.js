'use strict';

const { tokenFor, call, useSandboxTokens } = require('../../../support/sandbox');
const { SEED } = require('../../../../sandbox/seed/data');

const ALL = ['data:read', 'data:write', 'data:create'];
const API = 'application/vnd.api+json';
const TOWER = SEED.projects.tower;

describe('sandbox data: create a folder', () => {
	const { sandbox, tokens } = useSandboxTokens(ALL, ['admin', 'member']);

	const body = (name, parentId, { type = 'folders:autodesk.bim360:Folder' } = {}) => ({
		jsonapi: { version: '1.0' },
		data: {
			type: 'folders',
			attributes: { name, extension: { type, version: '1.0' } },
			relationships: { parent: { data: { type: 'folders', id: parentId } } },
		},
	});
	const create = (name, parentId, { token = tokens.admin, projectId = TOWER, ...options } = {}) =>
		call(sandbox, 'POST', `/data/v1/projects/${projectId}/folders`, {
			token,
			contentType: API,
			json: body(name, parentId, options),
		});
	const contents = (folderId) =>
		call(sandbox, 'GET', `/data/v1/projects/${TOWER}/folders/${encodeURIComponent(folderId)}/contents?filter[type]=folders`, {
			token: tokens.admin,
		});

	test('201 with the new folder, which its parent then lists', async () => {
		const response = await create('Reviews', SEED.folders.towerShared);
		expect(response.status).toBe(201);
		expect(response.body.data).toMatchObject({
			type: 'folders',
			attributes: { name: 'Reviews', displayName: 'Reviews', objectCount: 0, hidden: false },
			relationships: { parent: { data: { type: 'folders', id: SEED.folders.towerShared } } },
		});
		expect(response.body.data.id).toMatch(/^urn:adsk\.wipprod:fs\.folder:co\./);
		const listed = await contents(SEED.folders.towerShared);
		expect(listed.body.data.map((folder) => folder.id)).toEqual([response.body.data.id]);
	});

	test('a name a sibling already has (any case) is a 409; a deleted sibling\'s name is free', async () => {
		const taken = await create('architecture', SEED.folders.towerDesign);
		expect(taken.status).toBe(409);
		expect(taken.body.errors[0].detail).toContain('Architecture already exists');
		expect((await create('Archive', SEED.folders.towerProjectFiles)).status).toBe(201);
	});

	test.each([['a/b'], ['a:b'], ['what?'], ["it's"], ['cost $'], ['x'.repeat(256)], ['']])(
		'the name %j is a 400',
		async (name) => {
			const response = await create(name, SEED.folders.towerShared);
			expect(response.status).toBe(400);
			expect(response.body.errors[0].detail).toContain('data.attributes.name');
		},
	);

	test('the root of a document-management project, a wrong extension type, an unknown parent', async () => {
		expect((await create('Top', SEED.folders.towerRoot)).status).toBe(400);
		const core = await create('Core', SEED.folders.towerShared, { type: 'folders:autodesk.core:Folder' });
		expect(core.status).toBe(400);
		expect(core.body.errors[0].detail).toContain('folders:autodesk.bim360:Folder');
		expect((await create('Lost', 'urn:adsk.wipprod:fs.folder:co.nope')).status).toBe(404);
		const team = await create('Parts', SEED.folders.bracketDesigns, {
			projectId: SEED.projects.bracket,
			type: 'folders:autodesk.core:Folder',
		});
		expect(team.status).toBe(201);
	});

	test('write access to the parent and data:create are needed', async () => {
		expect((await create('Mine', SEED.folders.towerArchitecture, { token: tokens.member })).status).toBe(403);
		expect((await create('Mine', SEED.folders.towerStructure, { token: tokens.member })).status).toBe(201);
		const readOnly = tokenFor(sandbox, { scopes: ['data:read', 'data:write'] });
		expect((await create('Nope', SEED.folders.towerShared, { token: readOnly })).status).toBe(401);
	});

	test('folders nest at most 25 levels deep', async () => {
		let parent = SEED.folders.towerShared; // level 2
		for (let level = 3; level <= 25; level++) {
			const response = await create(`Level ${level}`, parent);
			expect(response.status).toBe(201);
			parent = response.body.data.id;
		}
		const tooDeep = await create('Level 26', parent);
		expect(tooDeep.status).toBe(400);
		expect(tooDeep.body.errors[0].detail).toContain('25 levels');
	});
});
