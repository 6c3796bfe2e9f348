'use strict';

/** item / upload and download together: what one uploads, the other gives back byte for byte. */

const { requests, run, useSandbox } = require('../../../../support/data');
const { bytesIn, bytesOf, fileItem, sha1, uploadedFile } = require('../../../../support/files');
const { SHARED, TOWER, download, projectPath, upload } = require('./fileParameters');

describe('item upload and download through the n8n engine', () => {
	const sandbox = useSandbox();

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
});
