'use strict';

/**
 * Download Derivatives when the CDN refuses its signed cookies (expired, as CloudFront answers)
 * or the connection is cut midway: fresh cookies are asked for once and the file completes; a
 * cut body starts over once; refused or cut again, the message says what happened to which file
 * and what to do, never that the app lacks a permission, and nothing is kept.
 */

const { derivativeFile } = require('../../../../../sandbox/routes/derivative/files');
const { call, createJob, runJob, setJobDuration, useSandbox } = require('../../../../support/translationJob');

const sandbox = useSandbox({ resetOverHttp: true });
const PART_ID = 'urn:adsk.objects:os.object:sandbox-bucket/bracket.ipt';
const MIB = 1024 * 1024;

const fault = (spec) => call(sandbox, 'POST', '/__sandbox/faults', { json: spec });
const download = (outputTypes, runOptions = {}) => runJob(sandbox, { operation: 'downloadDerivatives', source: PART_ID, outputTypes }, runOptions);
const cdnRequests = () => sandbox.ctx.log.find({ path: /^\/cdn\// });
const cookieRequests = () => sandbox.ctx.log.find({ path: /\/signedcookies$/ });
const bytesOf = (item) => Buffer.from(item.binary.data.data, 'base64');

beforeEach(async () => {
	await setJobDuration(sandbox, 0);
	await createJob(sandbox, [{ type: 'obj' }, { type: 'step' }], { source: PART_ID });
	sandbox.ctx.log.clear();
});

it('cookies refused as expired mid-download (the second file): fresh cookies once, and every file completes', async () => {
	await fault({ kind: 'expired', method: 'GET', path: '^/cdn/', after: 1 });
	const { items, error } = await download(['obj', 'step']);
	expect(error).toBeUndefined();
	expect(items.map((item) => item.json.fileName)).toEqual(['bracket.obj', 'bracket.stp']);
	for (const item of items) expect(bytesOf(item).equals(derivativeFile(item.json.derivativeUrn.split('/output/')[1]).bytes)).toBe(true);
	expect(cdnRequests().map((entry) => [entry.status, entry.fault])).toEqual([
		[200, undefined],
		[403, 'expired'],
		[200, undefined],
	]);
	expect(cookieRequests()).toHaveLength(3);
	const [, refused, fresh] = cdnRequests();
	expect(fresh.headers.cookie).toMatch(/^CloudFront-Policy=[^;]+; CloudFront-Key-Pair-Id=K2SANDBOXKEYPAIRID; CloudFront-Signature=[^;]+$/);
	expect(fresh.headers.authorization).toBeUndefined();
	expect(refused.path).toBe(fresh.path);
});

it('refused twice: fails saying the download\'s cookies were refused and that running again fetches new ones, never the app\'s permissions', async () => {
	await fault({ kind: 'expired', method: 'GET', path: '^/cdn/', times: 2 });
	const { items, error } = await download(['obj'], { continueOnFail: true, items: [{ json: {} }, { json: {} }] });
	expect(error).toBeUndefined();
	expect(items).toHaveLength(2);
	const [failed, next] = items;
	expect(failed.pairedItem).toEqual({ item: 0 });
	expect(failed.binary).toBeUndefined();
	expect(failed.json).toMatchObject({
		httpCode: '403',
		error: "Download bracket.obj failed: the download's signed cookies were refused (AccessDenied: Access denied), and so were fresh ones asked for once",
	});
	expect(failed.json.description).toMatch(/^The download address \(CDN\) refused the signed permission of this transfer: it had expired or was not valid, for example after a long run or a jump of the clock of the n8n host\. This is not a permission of the app or the account\. Run the node again: it fetches new cookies\./);
	expect(failed.json.description).not.toMatch(/admin|integrations|Do not retry/);
	expect(next.pairedItem).toEqual({ item: 1 });
	expect(next.json.fileName).toBe('bracket.obj');
	expect(cdnRequests().map((entry) => entry.status)).toEqual([403, 403, 200]);
	expect(cookieRequests()).toHaveLength(3);
});

it('a body cut after 40% of a 2 MiB derivative: the download starts over once and the file completes', async () => {
	await call(sandbox, 'POST', '/__sandbox/derivative/settings', { json: { derivativeBytes: 2 * MIB } });
	await fault({ kind: 'cut', method: 'GET', path: '^/cdn/' });
	const { items, error } = await download(['obj']);
	expect(error).toBeUndefined();
	expect(bytesOf(items[0])).toHaveLength(2 * MIB);
	expect(cdnRequests().map((entry) => [entry.status, entry.fault])).toEqual([
		[200, 'cut'],
		[200, undefined],
	]);
	expect(cookieRequests()).toHaveLength(1);
});

it('cut again: fails with the file\'s name, the bytes received of the total and what to do; nothing is kept', async () => {
	await call(sandbox, 'POST', '/__sandbox/derivative/settings', { json: { derivativeBytes: 2 * MIB } });
	await fault({ kind: 'cut', method: 'GET', path: '^/cdn/', times: 2 });
	const { items, error } = await download(['obj'], { continueOnFail: true });
	expect(error).toBeUndefined();
	expect(items).toHaveLength(1);
	expect(items[0].binary).toBeUndefined();
	expect(items[0].pairedItem).toEqual({ item: 0 });
	// 40% was sent; the bytes that reach the node may be a buffer's worth (16 KiB) fewer.
	expect(items[0].json.error).toMatch(/^Download bracket\.obj failed: the download of "bracket\.obj" was cut off after (8[01]\d\.\d KiB|0\.8 MiB) of 2\.0 MiB \((39|40)%\) received: the connection was reset midway \(after 1 retry\)$/);
	expect(items[0].json.description).toMatch(/^Nothing was kept: the file is not in the output\. Run the node again: the download starts over\./);
	expect(cdnRequests().map((entry) => entry.fault)).toEqual(['cut', 'cut']);
});
