'use strict';

const { tokenFor, call, answerOf, useSandboxTokens } = require('../../../support/sandbox');
const { SEED } = require('../../../../sandbox/seed/data');

const ALL = ['data:read', 'data:write', 'data:create'];
const API = 'application/vnd.api+json';
const TOWER = SEED.projects.tower;
const BIM360_ITEM = { type: 'items:autodesk.bim360:File', version: '1.0' };
const BIM360_VERSION = { type: 'versions:autodesk.bim360:File', version: '1.0' };

describe('sandbox data: storage, items and versions (the upload path)', () => {
	const { sandbox, tokens } = useSandboxTokens(ALL, ['admin', 'member']);

	const post = (path, data, { token = tokens.admin, included, projectId = TOWER } = {}) =>
		call(sandbox, 'POST', `/data/v1/projects/${projectId}/${path}`, {
			token,
			contentType: API,
			json: { jsonapi: { version: '1.0' }, data, ...(included ? { included } : {}) },
		});
	const storage = (name, target = { type: 'folders', id: SEED.folders.towerShared }, options) =>
		post('storage', { type: 'objects', attributes: { name }, relationships: { target: { data: target } } }, options);
	/** The bytes put at the storage location through the signed S3 upload. */
	async function upload(objectId, bytes) {
		const objectKey = encodeURIComponent(objectId.split('/').pop());
		const path = `/oss/v2/buckets/wip.dm.prod/objects/${objectKey}/signeds3upload`;
		const session = await call(sandbox, 'GET', path, { token: tokens.admin });
		expect(session.status).toBe(200);
		expect((await answerOf(await fetch(session.body.urls[0], { method: 'PUT', body: bytes }))).status).toBe(200);
		const done = await call(sandbox, 'POST', path, { token: tokens.admin, json: { uploadKey: session.body.uploadKey } });
		expect(done.status).toBe(200);
	}
	const item = (name, storageId, { folderId = SEED.folders.towerShared, ...options } = {}) =>
		post(
			'items',
			{
				type: 'items',
				attributes: { displayName: name, extension: BIM360_ITEM },
				relationships: {
					tip: { data: { type: 'versions', id: '1' } },
					parent: { data: { type: 'folders', id: folderId } },
				},
			},
			{
				included: [
					{
						type: 'versions',
						id: '1',
						attributes: { name, extension: BIM360_VERSION },
						relationships: { storage: { data: { type: 'objects', id: storageId } } },
					},
				],
				...options,
			},
		);
	const version = (name, itemId, storageId, options) =>
		post(
			'versions',
			{
				type: 'versions',
				attributes: { name, extension: BIM360_VERSION },
				relationships: {
					item: { data: { type: 'items', id: itemId } },
					storage: { data: { type: 'objects', id: storageId } },
				},
			},
			options,
		);

	test('storage, upload, item with its first version, then a second version', async () => {
		const place = await storage('Report.pdf');
		expect(place.status).toBe(201);
		expect(place.body.data).toMatchObject({
			type: 'objects',
			relationships: { target: { data: { type: 'folders', id: SEED.folders.towerShared } } },
		});
		const objectId = place.body.data.id;
		expect(objectId).toMatch(/^urn:adsk\.objects:os\.object:wip\.dm\.prod\/[0-9a-f-]{36}\.pdf$/);
		await upload(objectId, Buffer.from('first'));

		const created = await item('Report.pdf', objectId);
		expect(created.status).toBe(201);
		expect(created.body.data).toMatchObject({ type: 'items', attributes: { displayName: 'Report.pdf' } });
		expect(created.body.included[0]).toMatchObject({
			type: 'versions',
			attributes: { name: 'Report.pdf', versionNumber: 1, storageSize: 5, mimeType: 'application/pdf' },
			relationships: { storage: { data: { type: 'objects', id: objectId } } },
		});
		const itemId = created.body.data.id;

		const second = await storage('Report.pdf', { type: 'items', id: itemId });
		expect(second.status).toBe(201);
		await upload(second.body.data.id, Buffer.from('second!'));
		const added = await version('Report.pdf', itemId, second.body.data.id);
		expect(added.status).toBe(201);
		expect(added.body.data.attributes).toMatchObject({ versionNumber: 2, storageSize: 7 });
		expect(added.body.included[0]).toMatchObject({ type: 'items', id: itemId });
		const versions = await call(sandbox, 'GET', `/data/v1/projects/${TOWER}/items/${encodeURIComponent(itemId)}/versions`, { token: tokens.admin });
		expect(versions.body.data.map((entry) => entry.attributes.versionNumber)).toEqual([2, 1]);
		const contents = await call(sandbox, 'GET', `/data/v1/projects/${TOWER}/folders/${encodeURIComponent(SEED.folders.towerShared)}/contents`, { token: tokens.admin });
		expect(contents.body.data.map((entry) => entry.id)).toEqual([itemId]);
	});

	test('an item or version needs an uploaded storage object of the project, used once', async () => {
		const place = (await storage('Empty.pdf')).body.data.id;
		const notUploaded = await item('Empty.pdf', place);
		expect(notUploaded.status).toBe(400);
		expect(notUploaded.body.errors[0].detail).toContain('Nothing has been uploaded');
		const unknown = await item('Other.pdf', 'urn:adsk.objects:os.object:wip.dm.prod/nope.pdf');
		expect(unknown.status).toBe(404);
		await upload(place, Buffer.from('x'));
		expect((await item('Empty.pdf', place)).status).toBe(201);
		const reused = await item('Again.pdf', place);
		expect(reused.status).toBe(400);
		expect(reused.body.errors[0].detail).toContain('already holds a version');
	});

	test('a file name the folder already has is a 409 pointing to POST versions; locked items are 423', async () => {
		const place = (await storage('Tower.rvt', { type: 'folders', id: SEED.folders.towerArchitecture })).body.data.id;
		await upload(place, Buffer.from('rvt'));
		const clash = await item('tower.rvt', place, { folderId: SEED.folders.towerArchitecture });
		expect(clash.status).toBe(409);
		expect(clash.body.errors[0].detail).toContain('versions');
		const locked = (await storage('Columns.rvt', { type: 'items', id: SEED.items.towerColumns })).body.data.id;
		await upload(locked, Buffer.from('rvt'));
		expect((await version('Columns.rvt', SEED.items.towerColumns, locked)).status).toBe(423);
		expect((await version('Columns.rvt', SEED.items.towerColumns, locked, { token: tokens.member })).status).toBe(201);
	});

	test('bad bodies are 400; scope, access and unknown targets as the service answers', async () => {
		expect((await storage('a/b.pdf')).status).toBe(400);
		expect((await storage('b.pdf', { type: 'versions', id: 'x' })).status).toBe(400);
		expect((await storage('b.pdf', { type: 'folders', id: 'urn:adsk.wipprod:fs.folder:co.nope' })).status).toBe(404);
		expect((await storage('b.pdf', { type: 'folders', id: SEED.folders.towerArchitecture }, { token: tokens.member })).status).toBe(403);
		const readOnly = tokenFor(sandbox, { scopes: ['data:read', 'data:write'] });
		expect((await storage('b.pdf', undefined, { token: readOnly })).status).toBe(401);
		const place = (await storage('c.pdf')).body.data.id;
		await upload(place, Buffer.from('c'));
		const noIncluded = await post('items', {
			type: 'items',
			attributes: { extension: BIM360_ITEM },
			relationships: { tip: { data: { type: 'versions', id: '1' } }, parent: { data: { type: 'folders', id: SEED.folders.towerShared } } },
		});
		expect(noIncluded.status).toBe(400);
		expect((await version('c.pdf', 'urn:adsk.wipprod:dm.lineage:nope', place)).status).toBe(404);
	});
});
