'use strict';

/**
 * Object > Download and Upload when the signed S3 address refuses (expired, as S3 answers) or the
 * connection is cut midway: a refusal is never the app's permissions; a fresh URL is asked for
 * once; a cut body starts over once; what stays refused or cut fails naming the file, the bytes
 * moved of the total and what to do, and nothing is kept.
 */

const { SIGNED_UPLOAD, call, useObjectSandbox } = require('../../../../support/oss');
const { bytesOf, fileItem, sha1 } = require('../../../../support/files');

const MIB = 1024 * 1024;
const SIGNED_DOWNLOAD = /\/signeds3download$/;
const { sandbox, runObject, upload, log } = useObjectSandbox();
const fault = (spec) => call(sandbox, 'POST', '/__sandbox/faults', { json: spec });
const download = (objectKey, options) => runObject({ operation: 'download', objectKey, binaryPropertyName: 'data' }, options);

describe('Object > Download from a signed URL', () => {
	it('an S3 URL refused as expired: a fresh URL is asked for once and the file completes', async () => {
		const bytes = bytesOf(300_000, 4);
		await upload('site/plan.pdf', bytes, 'application/pdf');
		sandbox.ctx.log.clear();
		await fault({ kind: 'expired', method: 'GET', path: '^/s3/' });
		const { items, error } = await download('site/plan.pdf');
		expect(error).toBeUndefined();
		expect(Buffer.from(items[0].binary.data.data, 'base64').equals(bytes)).toBe(true);
		expect(items[0].json).toMatchObject({ size: 300_000, sha1: sha1(bytes) });
		expect(log('GET', SIGNED_DOWNLOAD)).toHaveLength(2);
		const gets = log('GET', /^\/s3\//);
		expect(gets.map((entry) => [entry.status, entry.fault])).toEqual([
			[403, 'expired'],
			[200, undefined],
		]);
	});

	it('refused again after the fresh URL: fails saying the signed URL was refused and a new run gets new ones, never the app\'s permissions', async () => {
		await upload('plan.pdf', bytesOf(1000, 1), 'application/pdf');
		sandbox.ctx.log.clear();
		await fault({ kind: 'expired', method: 'GET', path: '^/s3/', times: 2 });
		const { items, error } = await download('plan.pdf', { continueOnFail: true });
		expect(error).toBeUndefined();
		expect(items).toHaveLength(1);
		expect(items[0].binary).toBeUndefined();
		expect(items[0].pairedItem).toEqual({ item: 0 });
		expect(items[0].json).toMatchObject({
			httpCode: '403',
			error: 'Download object: download the bytes failed: the signed URL was refused (AccessDenied: Request has expired), and so was a fresh one asked for once',
		});
		expect(items[0].json.description).toMatch(/^Storage \(S3\) refused the signed permission of this transfer: it had expired or was not valid/);
		expect(items[0].json.description).toMatch(/This is not a permission of the app or the account\. Run the node again: it asks for new signed URLs\./);
		expect(items[0].json.description).not.toMatch(/admin|integrations|Do not retry/);
		expect(log('GET', SIGNED_DOWNLOAD)).toHaveLength(2);
		expect(log('GET', /^\/s3\//).map((entry) => entry.status)).toEqual([403, 403]);
	});

	it('a signature S3 does not accept (SignatureDoesNotMatch) is the same refusal: renewed once', async () => {
		await upload('a.txt', Buffer.from('abc'), 'text/plain');
		sandbox.ctx.log.clear();
		await fault({ kind: 'status', status: 403, method: 'GET', path: '^/s3/', times: 2 });
		const { error } = await download('a.txt');
		expect(error.message).toMatch(/^Download object: download the bytes failed: the signed URL was refused \(.+\), and so was a fresh one asked for once$/);
		expect(log('GET', SIGNED_DOWNLOAD)).toHaveLength(2);
	});

	it('a body cut after 40%: the download starts over once and the file completes', async () => {
		const bytes = bytesOf(3 * MIB + 17, 6);
		await upload('model.rvt', bytes);
		sandbox.ctx.log.clear();
		await fault({ kind: 'cut', method: 'GET', path: '^/s3/' });
		const { items, error } = await download('model.rvt');
		expect(error).toBeUndefined();
		expect(Buffer.from(items[0].binary.data.data, 'base64').equals(bytes)).toBe(true);
		expect(log('GET', /^\/s3\//).map((entry) => [entry.status, entry.fault])).toEqual([
			[200, 'cut'],
			[200, undefined],
		]);
		expect(log('GET', SIGNED_DOWNLOAD)).toHaveLength(1);
	});

	it('cut again: fails with the file\'s name, the bytes received of the total and what to do, never a bare "aborted"; nothing is kept, the next item still downloads', async () => {
		const bytes = bytesOf(1_000_000, 8);
		await upload('model.rvt', bytes);
		await upload('notes.txt', Buffer.from('notes'), 'text/plain');
		sandbox.ctx.log.clear();
		await fault({ kind: 'cut', method: 'GET', path: '^/s3/models/model\\.rvt', times: 2 });
		const { items, error } = await runObject(
			{ operation: 'download', objectKey: '={{ $json.key }}', binaryPropertyName: 'data' },
			{ continueOnFail: true, items: [{ json: { key: 'model.rvt' } }, { json: { key: 'notes.txt' } }] },
		);
		expect(error).toBeUndefined();
		expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
		expect(items[0].binary).toBeUndefined();
		// 40% was sent; the bytes that reach the node may be a buffer's worth (16 KiB) fewer.
		expect(items[0].json.error).toMatch(
			/^Download object: download the bytes failed: the download of "model\.rvt" was cut off after 3[6-9]\d\.\d KiB of 976\.6 KiB \((3[7-9]|40)%\) received: the connection was reset midway \(after 1 retry\)$/,
		);
		expect(items[0].json.description).toMatch(/^Nothing was kept: the file is not in the output\. Run the node again: the download starts over\./);
		expect(Buffer.from(items[1].binary.data.data, 'base64').toString()).toBe('notes');
		expect(log('GET', /^\/s3\/models\/model\.rvt/).map((entry) => entry.fault)).toEqual(['cut', 'cut']);
	});
});

describe('Object > Upload to signed part URLs', () => {
	it('a part URL refused twice: fails saying the signed URL was refused, and the upload is not completed', async () => {
		await fault({ kind: 'expired', method: 'PUT', path: '^/s3/', times: 2 });
		const { error } = await runObject({ operation: 'upload', objectKey: 'late.txt' }, { items: [fileItem(bytesOf(50))] });
		expect(error.message).toBe('Upload object: upload part 1 failed: the signed URL was refused (AccessDenied: Request has expired), and so was a fresh one asked for once');
		expect(error.description).toMatch(/Run the node again: it asks for new signed URLs\./);
		expect(error.description).not.toMatch(/admin|integrations/);
		expect(log('GET', SIGNED_UPLOAD)).toHaveLength(2);
		expect(log('PUT', /^\/s3\//).map((entry) => entry.status)).toEqual([403, 403]);
		expect(log('POST', SIGNED_UPLOAD)).toHaveLength(0);
	});

	it('a part whose connection is cut midway is sent again as a PUT is (retry rules); cut every time, it fails naming the file and the bytes sent, and nothing is completed', async () => {
		const bytes = bytesOf(2 * 5 * MIB + 100, 3);
		await fault({ kind: 'cut', method: 'PUT', path: '^/s3/', after: 1, times: 4 });
		const { error } = await runObject(
			{ operation: 'upload', objectKey: 'tower.nwd', options: { partSizeMb: 5 } },
			{ items: [fileItem(bytes, 'tower.nwd')] },
		);
		expect(error.message).toMatch(
			/^Upload object: upload part 2 failed: the upload of "tower\.nwd" was cut off after 5\.0 MiB of 10\.0 MiB \(50%\) sent: .+ \(after 3 retries\)$/,
		);
		expect(error.message).not.toMatch(/aborted|ECONN/);
		expect(error.description).toMatch(/^Nothing was kept: the upload was not completed, so no object or version was made/);
		expect(error.description).toMatch(/Run the node again: the upload starts over\./);
		expect(log('PUT', /^\/s3\//).map((entry) => entry.query.partNumber)).toEqual(['1', '2', '2', '2', '2']);
		expect(log('POST', SIGNED_UPLOAD)).toHaveLength(0);
	});

	it('a part cut once is sent again and the upload completes whole', async () => {
		const bytes = bytesOf(5 * MIB + 100, 9);
		await fault({ kind: 'cut', method: 'PUT', path: '^/s3/' });
		const { items, error } = await runObject({ operation: 'upload', objectKey: 'once.bin' }, { items: [fileItem(bytes, 'once.bin')] });
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({ size: bytes.length, sha1: sha1(bytes) });
		expect(log('PUT', /^\/s3\//).map((entry) => entry.fault)).toEqual(['cut', undefined]);
	});
});
