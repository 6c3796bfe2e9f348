'use strict';

const crypto = require('node:crypto');
const { useSandbox, call, tokenFor } = require('../../../../support/sandbox');
const { sandboxCredentials } = require('../../../../support/credentials');
const { runNode } = require('../../../../support/engine');

/** object / upload, download, getAll, delete, getSignedUrl through n8n's engine against the sandbox. */

const SCOPES = ['bucket:create', 'bucket:read', 'bucket:delete', 'data:read', 'data:write', 'data:create'];
const MIB = 1024 * 1024;
const locator = (value, mode = 'id') => ({ __rl: true, mode, value });

const sandbox = useSandbox({
	resetOverHttp: true,
	each: async (box) => {
		const token = tokenFor(box, { scopes: SCOPES });
		await call(box, 'POST', '/oss/v2/buckets', { token, json: { bucketKey: 'models', policyKey: 'persistent' } });
	},
});

function runObject(parameters, { items, continueOnFail } = {}) {
	return runNode({
		parameters: { resource: 'object', bucketKey: locator('models'), ...parameters },
		items,
		continueOnFail,
		credentials: sandboxCredentials(sandbox, { scopes: SCOPES, userId: null }),
	});
}

const fileItem = (bytes, fileName = 'house.rvt', mimeType = 'application/octet-stream', property = 'data') => ({
	json: {},
	binary: { [property]: { data: bytes.toString('base64'), mimeType, fileName } },
});

const bytesOf = (size, seed = 1) => crypto.createHash('sha256').update(String(seed)).digest().toString('hex').repeat(Math.ceil(size / 64)).slice(0, size);
const fileOf = (size, seed) => Buffer.from(bytesOf(size, seed));
const sha1 = (bytes) => crypto.createHash('sha1').update(bytes).digest('hex');
const log = (method, path) => sandbox.ctx.log.find({ method, path });
const SIGNED_UPLOAD = /^\/oss\/v2\/buckets\/models\/objects\/[^/]+\/signeds3upload$/;

describe('Object > Upload', () => {
	it('uploads a file under its name and outputs the object id and the URN to translate', async () => {
		const bytes = fileOf(1000);
		const { items, error } = await runObject({ operation: 'upload' }, { items: [fileItem(bytes, 'house.rvt', 'application/vnd.autodesk.revit')] });
		expect(error).toBeUndefined();
		const objectId = 'urn:adsk.objects:os.object:models/house.rvt';
		expect(items).toEqual([
			{
				json: expect.objectContaining({ bucketKey: 'models', objectKey: 'house.rvt', objectId, size: 1000, sha1: sha1(bytes), urn: Buffer.from(objectId).toString('base64url') }),
				pairedItem: { item: 0 },
			},
		]);
		expect(items[0].json.urn).not.toMatch(/[=+/]/);
		const [urls] = log('GET', SIGNED_UPLOAD);
		expect(urls.headers.authorization).toMatch(/^Bearer /);
		expect(urls.query).toMatchObject({ parts: '1', firstPart: '1' });
		const puts = log('PUT', /^\/s3\//);
		expect(puts).toHaveLength(1);
		expect(puts[0].headers.authorization).toBeUndefined();
		expect(puts[0].headers['content-length']).toBe('1000');
		const completions = log('POST', SIGNED_UPLOAD);
		expect(completions).toHaveLength(1);
		expect(completions[0].headers['x-ads-meta-content-type']).toBe('application/vnd.autodesk.revit');
		expect(JSON.parse(completions[0].body)).toEqual({ uploadKey: expect.any(String), size: 1000 });
	});

	it('uploads in parts, retries a failed part, completes once, and the bytes come back whole', async () => {
		const bytes = fileOf(2 * 5 * MIB + 321, 2);
		await call(sandbox, 'POST', '/__sandbox/faults', { json: { kind: 'status', method: 'PUT', path: '^/s3/', status: 503, after: 1 } });
		const { items, error } = await runObject(
			{ operation: 'upload', objectKey: 'big/model.nwd', options: { partSizeMb: 5 } },
			{ items: [fileItem(bytes, 'ignored.nwd')] },
		);
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({ objectKey: 'big/model.nwd', size: bytes.length, sha1: sha1(bytes) });
		expect(log('GET', SIGNED_UPLOAD).map((entry) => entry.query.parts)).toEqual(['3']);
		const puts = log('PUT', /^\/s3\//);
		expect(puts.map((entry) => [entry.query.partNumber, entry.status])).toEqual([
			['1', 200],
			['2', 503],
			['2', 200],
			['3', 200],
		]);
		expect(puts.every((entry) => entry.headers.authorization === undefined)).toBe(true);
		expect(log('POST', SIGNED_UPLOAD)).toHaveLength(1);

		const { items: downloaded } = await runObject({ operation: 'download', objectKey: 'big/model.nwd', binaryPropertyName: 'file' });
		const binary = downloaded[0].binary.file;
		expect(binary.fileName).toBe('model.nwd');
		expect(Buffer.from(binary.data, 'base64').equals(bytes)).toBe(true);
	});

	it('asks for a fresh URL when a part URL is refused as expired (403), then goes on', async () => {
		await call(sandbox, 'POST', '/__sandbox/faults', { json: { kind: 'status', method: 'PUT', path: '^/s3/', status: 403 } });
		const { items, error } = await runObject({ operation: 'upload', objectKey: 'late.txt' }, { items: [fileItem(fileOf(50))] });
		expect(error).toBeUndefined();
		expect(items[0].json.size).toBe(50);
		const [first, again] = log('GET', SIGNED_UPLOAD);
		expect(first.query.uploadKey).toBeUndefined();
		expect(again.query).toMatchObject({ uploadKey: expect.any(String), firstPart: '1' });
		expect(log('PUT', /^\/s3\//).map((entry) => entry.status)).toEqual([403, 200]);
	});

	it('does not complete twice when the completion fails on the service side', async () => {
		await call(sandbox, 'POST', '/__sandbox/faults', { json: { kind: 'status', method: 'POST', path: 'signeds3upload$', status: 500 } });
		const { error } = await runObject({ operation: 'upload' }, { items: [fileItem(fileOf(10))] });
		expect(error.message).toMatch(/^Upload object: complete the upload failed/);
		expect(error.description).toMatch(/not repeated/);
		expect(log('POST', SIGNED_UPLOAD)).toHaveLength(1);
	});

	it('refuses a missing binary field and an empty file before any request, per item with Continue On Fail', async () => {
		const { items } = await runObject(
			{ operation: 'upload' },
			{ continueOnFail: true, items: [{ json: {} }, fileItem(Buffer.alloc(0)), fileItem(fileOf(5), 'ok.txt')] },
		);
		expect(items.map((item) => item.json.error ?? item.json.objectKey)).toEqual([
			'Input Binary Field "data" is not in the input item: it must name a binary field of the item (it has no binary fields)',
			'Input Binary Field "data" holds an empty file (0 bytes): there is nothing to upload',
			'ok.txt',
		]);
		expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
		expect(log('GET', SIGNED_UPLOAD)).toHaveLength(1);
	});
});

describe('Object > Download, Get Many, Delete, Get Signed URL', () => {
	const upload = (objectKey, bytes, mimeType) => runObject({ operation: 'upload', objectKey }, { items: [fileItem(bytes, objectKey, mimeType)] });

	it('downloads an object with its name and type; the signed GET carries no token', async () => {
		const bytes = fileOf(4321, 3);
		await upload('plans/level1.pdf', bytes, 'application/pdf');
		sandbox.ctx.log.clear();
		const { items, error } = await runObject({ operation: 'download', objectKey: 'plans/level1.pdf', binaryPropertyName: 'data' });
		expect(error).toBeUndefined();
		expect(items[0].json).toEqual({ bucketKey: 'models', objectKey: 'plans/level1.pdf', objectId: 'urn:adsk.objects:os.object:models/plans/level1.pdf', size: 4321, sha1: sha1(bytes), contentType: 'application/pdf' });
		expect(items[0].binary.data).toMatchObject({ fileName: 'level1.pdf', mimeType: 'application/pdf' });
		expect(Buffer.from(items[0].binary.data.data, 'base64').equals(bytes)).toBe(true);
		const [signed] = log('GET', /^\/oss\/v2\/buckets\/models\/objects\/plans%2Flevel1\.pdf\/signeds3download$/);
		expect(signed.headers.authorization).toMatch(/^Bearer /);
		const [get] = log('GET', /^\/s3\//);
		expect(get.headers.authorization).toBeUndefined();
	});

	it('answers a missing object with the service\'s 404', async () => {
		const { error } = await runObject({ operation: 'download', objectKey: 'none.bin', binaryPropertyName: 'data' });
		expect(error.message).toMatch(/^Download object: get the download URL failed: Object none.bin does not exist/);
		expect(log('GET', /^\/s3\//)).toHaveLength(0);
	});

	it('lists objects with their URNs, page by page up to the limit; Key Begins With filters', async () => {
		for (const key of ['a1.txt', 'a2.txt', 'b.txt']) await upload(key, fileOf(3));
		sandbox.ctx.log.clear();
		const { items } = await runObject({ operation: 'getAll', returnAll: true, filters: { beginsWith: 'a' } });
		expect(items.map((item) => [item.json.objectKey, item.json.urn])).toEqual([
			['a1.txt', Buffer.from('urn:adsk.objects:os.object:models/a1.txt').toString('base64url')],
			['a2.txt', Buffer.from('urn:adsk.objects:os.object:models/a2.txt').toString('base64url')],
		]);
		const limited = await runObject({ operation: 'getAll', returnAll: false, limit: 2 });
		expect(limited.items).toHaveLength(2);
		const pages = await runObject({ operation: 'getAll', returnAll: true });
		expect(pages.items).toHaveLength(3);
		expect(log('GET', '/oss/v2/buckets/models/objects').map((entry) => entry.query.limit)).toEqual(['100', '2', '100']);
	});

	it('deletes an object, and Get Signed URL makes a URL that reads it without a token', async () => {
		await upload('share.txt', Buffer.from('shared text'), 'text/plain');
		const { items } = await runObject({ operation: 'getSignedUrl', objectKey: 'share.txt', access: 'read', minutesExpiration: 5, singleUse: false });
		expect(items[0].json).toMatchObject({ bucketKey: 'models', objectKey: 'share.txt', access: 'read', signedUrl: expect.stringMatching(/\/oss\/v2\/signedresources\//), singleUse: false });
		expect(JSON.parse(log('POST', /\/signed$/)[0].body)).toEqual({ minutesExpiration: 5, singleUse: false });
		expect(await (await fetch(items[0].json.signedUrl)).text()).toBe('shared text');
		const deleted = await runObject({ operation: 'delete', objectKey: 'share.txt' });
		expect(deleted.items[0].json).toEqual({ bucketKey: 'models', objectKey: 'share.txt', deleted: true });
		expect((await fetch(items[0].json.signedUrl)).status).toBe(404);
	});
});
