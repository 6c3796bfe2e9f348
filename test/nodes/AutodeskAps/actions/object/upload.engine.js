'use strict';

/** object / upload through n8n's engine against the sandbox: single and multi-part, retries, refusals. */

const { SIGNED_UPLOAD, call, useObjectSandbox } = require('../../../../support/oss');
const { bytesOf, fileItem, sha1 } = require('../../../../support/files');

const MIB = 1024 * 1024;
const { sandbox, runObject, log } = useObjectSandbox();

describe('Object > Upload', () => {
	it('uploads a file under its name and outputs the object id and the URN to translate', async () => {
		const bytes = bytesOf(1000);
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
		const bytes = bytesOf(2 * 5 * MIB + 321, 2);
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
		const { items, error } = await runObject({ operation: 'upload', objectKey: 'late.txt' }, { items: [fileItem(bytesOf(50))] });
		expect(error).toBeUndefined();
		expect(items[0].json.size).toBe(50);
		const [first, again] = log('GET', SIGNED_UPLOAD);
		expect(first.query.uploadKey).toBeUndefined();
		expect(again.query).toMatchObject({ uploadKey: expect.any(String), firstPart: '1' });
		expect(log('PUT', /^\/s3\//).map((entry) => entry.status)).toEqual([403, 200]);
	});

	it('does not complete twice when the completion fails on the service side', async () => {
		await call(sandbox, 'POST', '/__sandbox/faults', { json: { kind: 'status', method: 'POST', path: 'signeds3upload$', status: 500 } });
		const { error } = await runObject({ operation: 'upload' }, { items: [fileItem(bytesOf(10))] });
		expect(error.message).toMatch(/^Upload object: complete the upload failed/);
		expect(error.description).toMatch(/not repeated/);
		expect(log('POST', SIGNED_UPLOAD)).toHaveLength(1);
	});

	it('refuses a missing binary field and an empty file before any request, per item with Continue On Fail', async () => {
		const { items } = await runObject(
			{ operation: 'upload' },
			{ continueOnFail: true, items: [{ json: {} }, fileItem(Buffer.alloc(0)), fileItem(bytesOf(5), 'ok.txt')] },
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
