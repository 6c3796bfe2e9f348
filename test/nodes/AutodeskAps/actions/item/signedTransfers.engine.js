'use strict';

/**
 * Item > Download and Upload (Data Management's storage, `wip.dm.prod`) when the signed S3 address
 * refuses (expired, as S3 answers) or the connection is cut midway: a fresh URL once, a cut
 * download started over once, and what stays refused or cut explained with the file's name.
 */

const { call, requests, run, useSandbox } = require('../../../../support/data');
const { bytesIn, bytesOf, fileItem, uploadedFile } = require('../../../../support/files');
const { TOWER, download, projectPath, upload } = require('./fileParameters');

describe('Item > Download and Upload through signed S3 addresses', () => {
	const sandbox = useSandbox();
	const fault = (spec) => call(sandbox, 'POST', '/__sandbox/faults', { json: spec });
	const s3 = (method) => sandbox.ctx.log.find({ method, path: /^\/s3\// });

	test('download: an expired URL is renewed once and the file completes; refused again, the message is the URL\'s, not the account\'s', async () => {
		const bytes = bytesOf(200_000, 2);
		const { itemId } = await uploadedFile(sandbox, 'Site.pdf', bytes);
		sandbox.ctx.log.clear();
		await fault({ kind: 'expired', method: 'GET', path: '^/s3/' });
		const renewed = await run(sandbox, download(itemId));
		expect(renewed.error).toBeUndefined();
		expect(bytesIn(renewed.items[0]).equals(bytes)).toBe(true);
		expect(s3('GET').map((entry) => entry.status)).toEqual([403, 200]);
		expect(requests(sandbox, /\/signeds3download$/, 'GET')).toHaveLength(2);

		sandbox.ctx.log.clear();
		await fault({ kind: 'expired', method: 'GET', path: '^/s3/', times: 2 });
		const { error } = await run(sandbox, download(itemId));
		expect(error.message).toBe('Download file: download the bytes failed: the signed URL was refused (AccessDenied: Request has expired), and so was a fresh one asked for once');
		expect(error.description).not.toMatch(/admin|integrations/);
	});

	test('download cut after 40% twice: the message names the file (the version\'s name) and the bytes received of the total', async () => {
		const { itemId } = await uploadedFile(sandbox, 'Tower Plan.pdf', bytesOf(500_000, 3));
		sandbox.ctx.log.clear();
		await fault({ kind: 'cut', method: 'GET', path: '^/s3/', times: 2 });
		const { items, error } = await run(sandbox, download(itemId));
		expect(items).toEqual([]);
		// 40% was sent; the bytes that reach the node may be a buffer's worth (16 KiB) fewer.
		expect(error.message).toMatch(/^Download file: download the bytes failed: the download of "Tower Plan\.pdf" was cut off after 1[7-9]\d\.\d KiB of 488\.3 KiB \((3[6-9]|40)%\) received: the connection was reset midway \(after 1 retry\)$/);
		expect(s3('GET').map((entry) => entry.fault)).toEqual(['cut', 'cut']);
	});

	test('upload: a part URL refused twice fails with the URL\'s refusal; a part cut every time fails naming the file; neither makes an item or a version', async () => {
		await fault({ kind: 'expired', method: 'PUT', path: '^/s3/', times: 2 });
		const refused = await run(sandbox, upload(), { items: [fileItem(Buffer.from('plan'), 'Refused.txt', 'text/plain')] });
		expect(refused.error.message).toBe('Upload file: upload part 1 failed: the signed URL was refused (AccessDenied: Request has expired), and so was a fresh one asked for once');

		await fault({ kind: 'cut', method: 'PUT', path: '^/s3/', times: 4 });
		const cut = await run(sandbox, upload(), { items: [fileItem(bytesOf(100_000, 1), 'Cut.txt', 'text/plain')] });
		expect(cut.error.message).toMatch(/^Upload file: upload part 1 failed: the upload of "Cut\.txt" was cut off after 0 bytes of 97\.7 KiB \(0%\) sent: .+ \(after 3 retries\)$/);
		expect(cut.error.description).toMatch(/^Nothing was kept: the upload was not completed, so no object or version was made/);
		expect(requests(sandbox, projectPath(TOWER, 'items'), 'POST')).toEqual([]);
		expect(requests(sandbox, projectPath(TOWER, 'versions'), 'POST')).toEqual([]);
		const names = [...sandbox.ctx.state.data.items.values()].map((item) => item.displayName);
		expect(names).toContain('Tower.rvt');
		expect(names.filter((name) => name === 'Refused.txt' || name === 'Cut.txt')).toEqual([]);
	});
});
