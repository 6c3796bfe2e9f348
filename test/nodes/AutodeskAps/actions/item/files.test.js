'use strict';

const crypto = require('node:crypto');
const { SEED, call, locator, requests, run, useSandbox } = require('../../../../support/data');
const { fileItem, uploadedFile } = require('../../../../support/files');

const TOWER = SEED.projects.tower;
const BRACKET = SEED.projects.bracket;
const SHARED = SEED.folders.towerShared;
const projectPath = (projectId, suffix) => `/data/v1/projects/${projectId}/${suffix}`;
const bytesOf = (size, seed) => Buffer.from(crypto.createHash('sha256').update(String(seed)).digest('hex').repeat(Math.ceil(size / 64)).slice(0, size));
const sha1 = (bytes) => crypto.createHash('sha1').update(bytes).digest('hex');
/** The bytes of an output item's binary field (kept in memory by the engine in tests). */
const bytesIn = (item, property = 'data') => Buffer.from(item.binary[property].data, 'base64');

describe('item upload and download through the n8n engine', () => {
	const sandbox = useSandbox();

	const upload = (extra = {}) => ({
		resource: 'item',
		operation: 'upload',
		projectId: locator(TOWER),
		folderId: locator(SHARED),
		...extra,
	});
	const download = (itemId, extra = {}) => ({
		resource: 'item',
		operation: 'download',
		projectId: locator(TOWER),
		itemId: locator(itemId),
		...extra,
	});

	test('a new file: storage, signed upload without a token, the item with its first version; it downloads byte for byte', async () => {
		const bytes = bytesOf(3000, 1);
		const { items, error } = await run(sandbox, upload(), { items: [fileItem(bytes, 'Site Report.pdf', 'application/pdf')] });
		expect(error).toBeUndefined();
		expect(items).toHaveLength(1);
		const [{ json }] = items;
		expect(json).toMatchObject({
			type: 'items',
			displayName: 'Site Report.pdf',
			parentId: SHARED,
			newItem: true,
			versionNumber: 1,
			size: 3000,
			sha1: sha1(bytes),
			storageId: expect.stringMatching(/^urn:adsk\.objects:os\.object:wip\.dm\.prod\/.+\.pdf$/),
		});
		expect(json.versionId).toBe(json.version.id);
		expect(json.urn).toBe(Buffer.from(json.versionId).toString('base64url'));

		const wire = sandbox.ctx.log.entries.map((entry) => `${entry.method} ${entry.path.replace(/\/(items|objects|folders)\/[^/]+/g, '/$1/…')}`);
		expect(wire).toEqual([
			`GET /data/v1/projects/${TOWER}/folders/…/contents`,
			`POST /data/v1/projects/${TOWER}/storage`,
			'GET /oss/v2/buckets/wip.dm.prod/objects/…/signeds3upload',
			expect.stringMatching(/^PUT \/s3\//),
			'POST /oss/v2/buckets/wip.dm.prod/objects/…/signeds3upload',
			`POST /data/v1/projects/${TOWER}/items`,
		]);
		const [put] = requests(sandbox, /^\/s3\//, 'PUT');
		expect(put.headers.authorization).toBeUndefined();
		const [storage] = requests(sandbox, projectPath(TOWER, 'storage'), 'POST');
		expect(JSON.parse(storage.body).data).toEqual({
			type: 'objects',
			attributes: { name: 'Site Report.pdf' },
			relationships: { target: { data: { type: 'folders', id: SHARED } } },
		});

		sandbox.ctx.log.clear();
		const back = await run(sandbox, download(json.id, { binaryPropertyName: 'report' }));
		expect(back.error).toBeUndefined();
		expect(back.items[0].binary.report).toMatchObject({ fileName: 'Site Report.pdf', mimeType: 'application/pdf' });
		expect(bytesIn(back.items[0], 'report').equals(bytes)).toBe(true);
		expect(back.items[0].json).toMatchObject({ id: json.versionId, versionNumber: 1, size: 3000 });
		const signedGet = requests(sandbox, /^\/s3\//, 'GET');
		expect(signedGet).toHaveLength(1);
		expect(signedGet[0].headers.authorization).toBeUndefined();
	});

	test('the same name again (any case) adds a version; Download gives the tip or a chosen version', async () => {
		const first = bytesOf(100, 2);
		const second = bytesOf(150, 3);
		const { itemId } = await uploadedFile(sandbox, 'Model.rvt', first);
		sandbox.ctx.log.clear();

		const { items, error } = await run(sandbox, upload(), { items: [fileItem(second, 'model.RVT')] });
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({ id: itemId, newItem: false, versionNumber: 2, size: 150 });
		const [storage] = requests(sandbox, projectPath(TOWER, 'storage'), 'POST');
		expect(JSON.parse(storage.body).data.relationships.target.data).toEqual({ type: 'items', id: itemId });
		const [version] = requests(sandbox, projectPath(TOWER, 'versions'), 'POST');
		expect(JSON.parse(version.body).data).toMatchObject({
			type: 'versions',
			attributes: { name: 'model.RVT', extension: { type: 'versions:autodesk.bim360:File', version: '1.0' } },
			relationships: { item: { data: { type: 'items', id: itemId } }, storage: { data: { type: 'objects', id: items[0].json.storageId } } },
		});
		expect(requests(sandbox, projectPath(TOWER, 'items'), 'POST')).toEqual([]);

		const tip = await run(sandbox, download(itemId));
		expect(bytesIn(tip.items[0]).equals(second)).toBe(true);
		expect(tip.items[0].binary.data.fileName).toBe('model.RVT');
		const chosen = await run(sandbox, download(itemId, { version: 'number', versionNumber: 1 }));
		expect(bytesIn(chosen.items[0]).equals(first)).toBe(true);
		expect(chosen.items[0].json.versionNumber).toBe(1);
		expect(requests(sandbox, /\/versions$/, 'GET').at(-1).query).toEqual({ 'filter[versionNumber]': '1' });
	});

	test('a seeded file (Tower.rvt, its tip and version 1) downloads: the sandbox holds bytes for every seeded version', async () => {
		const tip = await run(sandbox, download(SEED.items.towerModel));
		expect(tip.error).toBeUndefined();
		expect(tip.items[0].json.versionNumber).toBe(2);
		expect(tip.items[0].binary.data.fileName).toBe('Tower.rvt');
		const tipBytes = bytesIn(tip.items[0]);
		expect(tipBytes.toString().startsWith('sandbox seed Tower.rvt v2')).toBe(true);

		const first = await run(sandbox, download(SEED.items.towerModel, { version: 'number', versionNumber: 1 }));
		expect(first.error).toBeUndefined();
		const firstBytes = bytesIn(first.items[0]);
		expect(firstBytes.toString().startsWith('sandbox seed Tower.rvt v1')).toBe(true);
		const versions = [...sandbox.ctx.state.data.versions.values()].filter((version) => version.itemId === SEED.items.towerModel);
		expect(versions.map((version) => version.storageSize).sort()).toEqual([firstBytes.length, tipBytes.length].sort());
	});

	test('If the File Exists: Fail stops before uploading anything; Continue On Fail keeps the other items', async () => {
		await uploadedFile(sandbox, 'Taken.txt', Buffer.from('old'));
		sandbox.ctx.log.clear();
		const { items } = await run(sandbox, upload({ ifExists: 'fail' }), {
			continueOnFail: true,
			items: [fileItem(Buffer.from('new'), 'Taken.txt', 'text/plain'), fileItem(Buffer.from('free'), 'Free.txt', 'text/plain')],
		});
		expect(items.map((item) => item.pairedItem.item)).toEqual([0, 1]);
		expect(items[0].json.error).toBe('A file named "Taken.txt" already exists in the folder, and If the File Exists is Fail');
		expect(items[1].json).toMatchObject({ displayName: 'Free.txt', newItem: true });
		expect(requests(sandbox, projectPath(TOWER, 'storage'), 'POST')).toHaveLength(1);
	});

	test('two runs racing with one name: the one whose item the service refuses (409) adds a version instead', async () => {
		// Both look the name up before either creates the item: their storage calls are held back.
		await call(sandbox, 'POST', '/__sandbox/faults', { json: { kind: 'slow', method: 'POST', path: '/storage$', delayMs: 1500, times: 2 } });
		const runs = await Promise.all(
			[bytesOf(10, 5), bytesOf(20, 6)].map((bytes) => run(sandbox, upload(), { items: [fileItem(bytes, 'Race.txt', 'text/plain')] })),
		);
		expect(runs.map((result) => result.error)).toEqual([undefined, undefined]);
		const outputs = runs.map((result) => result.items[0].json);
		expect(outputs.map((json) => json.versionNumber).sort()).toEqual([1, 2]);
		expect(outputs.map((json) => json.newItem).sort()).toEqual([false, true]);
		expect(outputs[0].id).toBe(outputs[1].id);
		expect(requests(sandbox, projectPath(TOWER, 'items'), 'POST').map((entry) => entry.status).sort()).toEqual([201, 409]);
		expect(requests(sandbox, /\/contents$/, 'GET')).toHaveLength(3);
	});

	test('an answer to the version POST without the item included: the item is read by itself', async () => {
		const { itemId } = await uploadedFile(sandbox, 'Fallback.txt', Buffer.from('one'));
		const versionId = `urn:adsk.wipprod:fs.file:vf.${itemId.split(':').pop()}?version=2`;
		// The service creates the version, then answers with data only (included is optional in the OpenAPI).
		const body = {
			jsonapi: { version: '1.0' },
			data: { type: 'versions', id: versionId, attributes: { name: 'Fallback.txt', versionNumber: 2, storageSize: 3 } },
		};
		await call(sandbox, 'POST', '/__sandbox/faults', { json: { kind: 'status-after', method: 'POST', path: '/versions$', status: 201, body } });
		sandbox.ctx.log.clear();
		const { items, error } = await run(sandbox, upload(), { items: [fileItem(Buffer.from('two'), 'Fallback.txt', 'text/plain')] });
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({ id: itemId, type: 'items', displayName: 'Fallback.txt', versionId, versionNumber: 2, newItem: false });
		expect(requests(sandbox, `/data/v1/projects/${TOWER}/items/${encodeURIComponent(itemId)}`, 'GET')).toHaveLength(1);
	});

	test('a team project: core extension types; the URN to translate is that of the stored file', async () => {
		const bytes = bytesOf(64, 4);
		const { items, error } = await run(
			sandbox,
			upload({ projectId: locator(BRACKET), folderId: locator(SEED.folders.bracketDesigns), options: { fileName: 'Clip.f3d' } }),
			{ items: [fileItem(bytes, 'ignored.bin')] },
		);
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({ displayName: 'Clip.f3d', extensionType: 'items:autodesk.core:File' });
		expect(items[0].json.urn).toBe(Buffer.from(items[0].json.storageId).toString('base64url'));
		const [item] = requests(sandbox, projectPath(BRACKET, 'items'), 'POST');
		expect(JSON.parse(item.body).included[0].attributes.extension.type).toBe('versions:autodesk.core:File');
	});

	test('a version number that does not exist is refused after the lookup, with what to do', async () => {
		const { itemId } = await uploadedFile(sandbox, 'One.txt', Buffer.from('1'));
		const { items, error } = await run(sandbox, download(itemId, { version: 'number', versionNumber: 4 }));
		expect(items).toEqual([]);
		expect(error.name).toBe('NodeOperationError');
		expect(error.message).toBe(`Version Number 4 does not exist for item ${itemId}`);
		expect(requests(sandbox, /\/signeds3download$/, 'GET')).toEqual([]);
	});
});
