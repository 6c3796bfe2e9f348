'use strict';

const { call, useSandboxTokens } = require('../../../support/sandbox');
const { SEED } = require('../../../../sandbox/seed/data');

const ALL = ['data:read', 'data:write', 'data:create'];
const API = 'application/vnd.api+json';
const TOWER = SEED.projects.tower;
const DELETED = { type: 'versions:autodesk.core:Deleted', version: '1.0' };

describe('sandbox data: deleted versions, copyFrom, and deleting folders (hidden)', () => {
	const { sandbox, tokens } = useSandboxTokens(ALL, ['admin', 'member']);

	const post = (path, data, { token = tokens.admin, projectId = TOWER, copyFrom, included } = {}) =>
		call(sandbox, 'POST', `/data/v1/projects/${projectId}/${path}${copyFrom ? `?copyFrom=${encodeURIComponent(copyFrom)}` : ''}`, {
			token,
			contentType: API,
			json: { jsonapi: { version: '1.0' }, data, ...(included ? { included } : {}) },
		});
	const extension = (type) => ({ type, version: '1.0' });
	/** POST items?copyFrom= with the body ItemPayload requires: `kind` File, or Document in Plans. */
	const copyItem = (folderId, copyFrom, { kind = 'File', name = 'Copy.rvt', ...options } = {}) =>
		post(
			'items',
			{
				type: 'items',
				attributes: { extension: extension(`items:autodesk.bim360:${kind}`) },
				relationships: { tip: { data: { type: 'versions', id: '1' } }, parent: { data: { type: 'folders', id: folderId } } },
			},
			{ copyFrom, included: [{ type: 'versions', id: '1', attributes: { name, extension: extension(`versions:autodesk.bim360:${kind}`) } }], ...options },
		);
	/** POST versions?copyFrom= with the body VersionPayload requires. */
	const copyVersion = (itemId, copyFrom, { kind = 'File', name = 'Facade.pdf', ...options } = {}) =>
		post(
			'versions',
			{ type: 'versions', attributes: { name, extension: extension(`versions:autodesk.bim360:${kind}`) }, relationships: { item: { data: { type: 'items', id: itemId } } } },
			{ copyFrom, ...options },
		);
	const deleteItem = (itemId, options) =>
		post('versions', { type: 'versions', attributes: { extension: DELETED }, relationships: { item: { data: { type: 'items', id: itemId } } } }, options);
	const getItem = (itemId, projectId = TOWER) =>
		call(sandbox, 'GET', `/data/v1/projects/${projectId}/items/${encodeURIComponent(itemId)}`, { token: tokens.admin });
	const contents = (folderKey, query = '') =>
		call(sandbox, 'GET', `/data/v1/projects/${TOWER}/folders/${encodeURIComponent(SEED.folders[folderKey])}/contents${query}`, { token: tokens.admin });
	const patchFolder = (folderKey, attributes, token = tokens.admin, projectId = TOWER) =>
		call(sandbox, 'PATCH', `/data/v1/projects/${projectId}/folders/${encodeURIComponent(SEED.folders[folderKey])}`, {
			token,
			contentType: API,
			json: { jsonapi: { version: '1.0' }, data: { type: 'folders', id: SEED.folders[folderKey], attributes } },
		});

	test('a deleted version (no name, no storage) hides the item; its tip is the deleted version; a second delete is a 409', async () => {
		const deleted = await deleteItem(SEED.items.towerFacade);
		expect(deleted.status).toBe(201);
		expect(deleted.body.data.attributes).toMatchObject({
			versionNumber: 2,
			extension: { type: 'versions:autodesk.core:Deleted', data: { originalName: 'Facade.pdf' } },
		});
		expect(deleted.body.data.relationships.storage).toBeUndefined();
		expect(deleted.body.included[0]).toMatchObject({ id: SEED.items.towerFacade, attributes: { hidden: true } });
		const names = (answer) => answer.body.data.map((entry) => entry.attributes.displayName);
		expect(names(await contents('towerArchitecture'))).not.toContain('Facade.pdf');
		expect(names(await contents('towerArchitecture', '?includeHidden=true'))).toContain('Facade.pdf');
		expect((await getItem(SEED.items.towerFacade)).body.included[0].id).toBe(deleted.body.data.id);
		const again = await deleteItem(SEED.items.towerFacade);
		expect(again.status).toBe(409);
		expect(again.body.errors[0].detail).toMatch(/already deleted/);
	});

	test('deleting needs Edit on the folder; a lock held by another user is a 423; only in Docs projects', async () => {
		const reader = await deleteItem(SEED.items.towerFacade, { token: tokens.member });
		expect(reader.status).toBe(403);
		expect(reader.body.errors[0].detail).toMatch(/may not delete files in folder Architecture: deleting needs the Edit permission or higher \(the user has download\)/);
		expect((await deleteItem(SEED.items.towerFrame, { token: tokens.member })).status).toBe(201);
		const locked = await deleteItem(SEED.items.towerColumns);
		expect(locked.status).toBe(423);
		expect(locked.body.errors[0].detail).toMatch(/locked \(reserved\) by Mel Member/);
		const team = await deleteItem(SEED.items.bracketModel, { projectId: SEED.projects.bracket });
		expect(team.status).toBe(400);
	});

	test('copyFrom on POST versions restores a deleted item from the version before the deleted one', async () => {
		await deleteItem(SEED.items.towerFacade);
		const deletedTip = `${SEED.versions.towerFacadeV1.split('?')[0]}?version=2`;
		expect((await copyVersion(SEED.items.towerFacade, deletedTip)).body.errors[0].detail).toMatch(/is a deleted version/);
		const restored = await copyVersion(SEED.items.towerFacade, SEED.versions.towerFacadeV1);
		expect(restored.status).toBe(201);
		expect(restored.body.data.attributes).toMatchObject({ versionNumber: 3, name: 'Facade.pdf', extension: { type: 'versions:autodesk.bim360:File' } });
		const first = await call(sandbox, 'GET', `/data/v1/projects/${TOWER}/versions/${encodeURIComponent(SEED.versions.towerFacadeV1)}`, { token: tokens.admin });
		expect(restored.body.data.relationships.storage.data.id).toBe(first.body.data.relationships.storage.data.id);
		expect(restored.body.included[0].attributes.hidden).toBe(false);
	});

	test('copyFrom on POST items: a new item in another folder, named as included[0] says; a clash is a 409; never across projects', async () => {
		const copy = await copyItem(SEED.folders.towerShared, SEED.versions.towerModelV2, { name: 'Tower.rvt' });
		expect(copy.status).toBe(201);
		expect(copy.body.data.attributes).toMatchObject({ displayName: 'Tower.rvt', extension: { type: 'items:autodesk.bim360:File' } });
		expect(copy.body.data.relationships.parent.data.id).toBe(SEED.folders.towerShared);
		const source = (await getItem(SEED.items.towerModel)).body.included[0];
		expect(copy.body.included[0].relationships.storage.data.id).toBe(source.relationships.storage.data.id);
		expect(copy.body.included[0].attributes).toMatchObject({ versionNumber: 1, storageSize: source.attributes.storageSize });
		expect((await copyItem(SEED.folders.towerShared, SEED.versions.towerModelV1, { name: 'Tower.rvt' })).status).toBe(409);
		const acrossProjects = await copyItem(SEED.folders.hospitalProjectFiles, SEED.versions.towerModelV1, { projectId: SEED.projects.hospital });
		expect(acrossProjects.status).toBe(400);
		expect(acrossProjects.body.errors[0].detail).toMatch(/cannot be copied across projects/);
		const readerTarget = await copyItem(SEED.folders.towerArchitecture, SEED.versions.towerFrameV1, { token: tokens.member });
		expect(readerTarget.status).toBe(403);
	});

	test('copyFrom on POST items into Plans: documents only (items/versions:autodesk.bim360:Document); a document is refused outside Plans', async () => {
		const intoPlans = await copyItem(SEED.folders.towerLevel1Plans, SEED.versions.towerFacadeV1, { kind: 'Document', name: 'Facade.pdf' });
		expect(intoPlans.status).toBe(201);
		expect(intoPlans.body.data.attributes.extension.type).toBe('items:autodesk.bim360:Document');
		expect(intoPlans.body.included[0].attributes.extension.type).toBe('versions:autodesk.bim360:Document');
		const fileIntoPlans = await copyItem(SEED.folders.towerLevel1Plans, SEED.versions.towerModelV1);
		expect(fileIntoPlans.status).toBe(400);
		expect(fileIntoPlans.body.errors[0].detail).toBe(
			'data.attributes.extension.type must be items:autodesk.bim360:Document for a copy into Level 1 Plans, a Plans folder; got "items:autodesk.bim360:File".',
		);
		const documentOutside = await copyItem(SEED.folders.towerShared, SEED.versions.towerModelV1, { kind: 'Document' });
		expect(documentOutside.body.errors[0].detail).toMatch(/^data\.attributes\.extension\.type must be items:autodesk\.bim360:File for a copy into Shared, a folder outside Plans/);
		const fileVersionOfDocument = await copyVersion(intoPlans.body.data.id, SEED.versions.towerFacadeV1);
		expect(fileVersionOfDocument.body.errors[0].detail).toMatch(/^data\.attributes\.extension\.type must be versions:autodesk\.bim360:Document for a version of Facade\.pdf/);
		expect((await copyVersion(intoPlans.body.data.id, SEED.versions.towerFacadeV1, { kind: 'Document' })).status).toBe(201);
		const planFolder = await call(sandbox, 'GET', `/data/v1/projects/${TOWER}/folders/${encodeURIComponent(SEED.folders.towerLevel1Plans)}`, { token: tokens.admin });
		expect(planFolder.body.data.attributes.extension.data.visibleTypes).toEqual(['folders', 'items:autodesk.bim360:Document']);
	});

	test('copyFrom bodies the schemas (ItemPayload, VersionPayload) do not allow are refused, naming the field missing', async () => {
		const parent = { parent: { data: { type: 'folders', id: SEED.folders.towerShared } } };
		const detail = async (answer) => {
			const { status, body } = await answer;
			return [status, body.errors[0].detail];
		};
		expect(await detail(post('items', { type: 'items', relationships: parent }, { copyFrom: SEED.versions.towerModelV2 }))).toEqual([
			400,
			'data.attributes is required: an object with the item extension.',
		]);
		const attributes = { extension: extension('items:autodesk.bim360:File') };
		expect(await detail(post('items', { type: 'items', attributes, relationships: parent }, { copyFrom: SEED.versions.towerModelV2 }))).toEqual([
			400,
			'data.relationships.tip.data is required: {"type": "versions", "id": ...}.',
		]);
		const relationships = { ...parent, tip: { data: { type: 'versions', id: '1' } } };
		expect(await detail(post('items', { type: 'items', attributes, relationships }, { copyFrom: SEED.versions.towerModelV2 }))).toEqual([
			400,
			'included is required: an array holding the first version (the one data.relationships.tip names).',
		]);
		const included = [{ type: 'versions', id: '1', attributes: { extension: extension('versions:autodesk.bim360:File') } }];
		expect(await detail(post('items', { type: 'items', attributes, relationships }, { copyFrom: SEED.versions.towerModelV2, included }))).toEqual([
			400,
			'included[0].attributes.name must be a non-empty string.',
		]);
		expect(await detail(post('versions', { type: 'versions', relationships: { item: { data: { type: 'items', id: SEED.items.towerFrame } } } }, { copyFrom: SEED.versions.towerModelV2 }))).toEqual([
			400,
			'data.attributes is required: an object with name and extension.',
		]);
		expect(await detail(post('versions', { type: 'versions', attributes: { name: 'Frame.rvt', extension: extension('versions:autodesk.bim360:File') } }, { copyFrom: SEED.versions.towerModelV2 }))).toEqual([
			400,
			'data.relationships is required: an object with item.',
		]);
	});

	test('copyFrom on POST versions into another item; a cloud model takes no versions through POST versions', async () => {
		const version = await copyVersion(SEED.items.towerFrame, SEED.versions.towerModelV2, { name: 'Frame v2.rvt' });
		expect(version.status).toBe(201);
		expect(version.body.data.attributes).toMatchObject({ versionNumber: 2, name: 'Frame v2.rvt' });
		const cloud = await copyVersion(SEED.items.hospitalCentral, SEED.versions.hospitalModelV1, { projectId: SEED.projects.hospital });
		expect(cloud.status).toBe(400);
		expect(cloud.body.errors[0].detail).toMatch(/cloud-workshared model/);
	});

	test('PATCH hidden deletes and restores a folder (Full control); top folders and other projects refuse; a move is not modelled', async () => {
		const hidden = await patchFolder('towerStructure', { hidden: true });
		expect(hidden.status).toBe(200);
		expect(hidden.body.data.attributes.hidden).toBe(true);
		const names = (await contents('towerDesign')).body.data.map((entry) => entry.attributes.name);
		expect(names).not.toContain('Structure');
		expect((await patchFolder('towerStructure', { hidden: false })).body.data.attributes.hidden).toBe(false);
		const member = await patchFolder('towerStructure', { hidden: true }, tokens.member);
		expect(member.status).toBe(403);
		expect(member.body.errors[0].detail).toMatch(/may not delete folder Structure: it needs the Full control permission \(the user has edit\)/);
		expect((await patchFolder('towerStructure', { name: 'Structural' }, tokens.member)).body.data.attributes.name).toBe('Structural');
		expect((await patchFolder('towerProjectFiles', { hidden: true })).status).toBe(400);
		expect((await patchFolder('bracketArchive', { hidden: false }, tokens.admin, SEED.projects.bracket)).status).toBe(400);
		expect((await patchFolder('towerStructure', { hidden: 'yes' })).status).toBe(400);
		const move = await call(sandbox, 'PATCH', `/data/v1/projects/${TOWER}/folders/${encodeURIComponent(SEED.folders.towerStructure)}`, {
			token: tokens.admin,
			contentType: API,
			json: { jsonapi: { version: '1.0' }, data: { type: 'folders', id: SEED.folders.towerStructure, relationships: { parent: { data: { type: 'folders', id: SEED.folders.towerShared } } } } },
		});
		expect(move.status).toBe(501);
	});
});
