'use strict';

/**
 * translationJob / downloadDerivatives: the chosen types' files as binary data, one item each,
 * fetched through signed cookies from the download address, which never sees the access token.
 */

const { derivativeFile } = require('../../../../../sandbox/routes/derivative/files');
const { call, createJob, runJob, setJobDuration, urnOf, useSandbox } = require('../../../../support/translationJob');

const sandbox = useSandbox({ resetOverHttp: true });
const PART_ID = 'urn:adsk.objects:os.object:sandbox-bucket/bracket.ipt';

const download = (outputTypes, extra = {}, runOptions = {}) => runJob(sandbox, { operation: 'downloadDerivatives', source: PART_ID, outputTypes, ...extra }, runOptions);
const cdnRequests = () => sandbox.ctx.log.find({ path: /^\/cdn\// });
const bytesOf = (item, field = 'data') => Buffer.from(item.binary[field].data, 'base64');
const sandboxBytes = (derivativeUrn) => derivativeFile(derivativeUrn.split('/output/')[1]).bytes;

beforeEach(() => setJobDuration(sandbox, 0));

it('gives one binary item per file of each chosen type, with the sandbox\'s bytes, name, type and size', async () => {
	await createJob(sandbox, [{ type: 'obj' }, { type: 'step' }, { type: 'svf2', views: ['3d'] }], { source: PART_ID });
	const { items, error } = await download(['obj', 'step'], { binaryPropertyName: 'file' });
	expect(error).toBeUndefined();
	expect(items.map((item) => item.json.fileName)).toEqual(['bracket.obj', 'bracket.stp']);
	const [obj, step] = items;
	expect(obj.json).toEqual({
		fileName: 'bracket.obj',
		outputType: 'obj',
		role: 'obj',
		mimeType: 'model/obj',
		size: bytesOf(obj, 'file').length,
		derivativeUrn: expect.stringMatching(/^urn:adsk\.viewing:fs\.file:.+\/output\/obj\/bracket\.obj$/),
		urn: urnOf(PART_ID),
		region: 'US',
	});
	expect(obj.binary.file).toMatchObject({ fileName: 'bracket.obj', mimeType: 'model/obj' });
	expect(step.binary.file).toMatchObject({ fileName: 'bracket.stp', mimeType: 'model/step' });
	expect(bytesOf(obj, 'file').equals(sandboxBytes(obj.json.derivativeUrn))).toBe(true);
	expect(bytesOf(step, 'file').toString('latin1').startsWith('ISO-10303-21;')).toBe(true);
	expect(bytesOf(step, 'file').equals(sandboxBytes(step.json.derivativeUrn))).toBe(true);
	expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 0 }]);
});

it('the download address gets the signed cookies and never the access token', async () => {
	await createJob(sandbox, [{ type: 'stl' }], { source: PART_ID });
	const { items, error } = await download(['stl']);
	expect(error).toBeUndefined();
	expect(items).toHaveLength(1);
	const signed = sandbox.ctx.log.find({ path: /\/signedcookies$/ });
	expect(signed).toHaveLength(1);
	expect(signed[0].headers.authorization).toMatch(/^Bearer /);
	expect(signed[0].headers.region).toBe('US');
	const [cdn] = cdnRequests();
	expect(cdn.status).toBe(200);
	expect(cdn.headers.authorization).toBeUndefined();
	expect(cdn.headers.cookie).toMatch(/^CloudFront-Policy=[^;]+; CloudFront-Key-Pair-Id=K2SANDBOXKEYPAIRID; CloudFront-Signature=[^;]+$/);
	expect(JSON.stringify(items[0].json)).not.toMatch(/CloudFront|Bearer/);
});

it('a thumbnail derivative comes out as its PNG', async () => {
	await createJob(sandbox, [{ type: 'thumbnail', thumbnailOptions: { width: 400, height: 400 } }], { source: PART_ID });
	const { items, error } = await download(['thumbnail']);
	expect(error).toBeUndefined();
	const png = bytesOf(items[0]);
	expect(items[0].json).toMatchObject({ fileName: 'bracket_400x400.png', mimeType: 'image/png' });
	expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([400, 400]);
});

it('a type the manifest lacks is an error naming it, and nothing is downloaded', async () => {
	await createJob(sandbox, [{ type: 'obj' }], { source: PART_ID });
	const { items, error } = await download(['obj', 'iges']);
	expect(items).toEqual([]);
	expect(error.message).toBe('The manifest has no IGES derivative');
	expect(sandbox.ctx.log.find({ path: /\/signedcookies$/ })).toEqual([]);
});

it('a type whose derivative failed says so with the manifest\'s messages; Continue On Fail keeps the other items', async () => {
	const failing = 'urn:adsk.objects:os.object:sandbox-bucket/fail-part.ipt';
	await createJob(sandbox, [{ type: 'step' }], { source: failing });
	await createJob(sandbox, [{ type: 'step' }], { source: PART_ID });
	const { items, error } = await runJob(
		sandbox,
		{ operation: 'downloadDerivatives', source: '={{ $json.source }}', outputTypes: ['step'] },
		{ items: [{ json: { source: failing } }, { json: { source: PART_ID } }], continueOnFail: true },
	);
	expect(error).toBeUndefined();
	expect(items).toHaveLength(2);
	expect(items[0].json.error).toBe('STEP is not ready to download: its status in the manifest is failed (TranslationWorker-InternalFailure: Unrecoverable exit code from extractor: -1073741831)');
	expect(items[0].pairedItem).toEqual({ item: 0 });
	expect(items[1].json.fileName).toBe('bracket.stp');
	expect(items[1].pairedItem).toEqual({ item: 1 });
});

it('a derivative still translating says so', async () => {
	await setJobDuration(sandbox, 60_000);
	await createJob(sandbox, [{ type: 'obj' }], { source: PART_ID });
	const { error } = await download(['obj']);
	expect(error.message).toMatch(/^OBJ is not ready to download: its status in the manifest is (pending|inprogress)$/);
	expect(error.description).toMatch(/still runs/);
});

it('a refusal of the download address (also with fresh cookies) is an API error with its words', async () => {
	await createJob(sandbox, [{ type: 'obj' }], { source: PART_ID });
	await call(sandbox, 'POST', '/__sandbox/faults', { json: { kind: 'status', status: 403, method: 'GET', path: '^/cdn/', body: { message: 'Access denied' }, times: 2 } });
	const { error } = await download(['obj']);
	expect(error.name).toBe('NodeApiError');
	expect(error.message).toMatch(/^Download bracket\.obj failed: /);
	expect(error.message).toMatch(/Access denied/);
});

it('as a tool: each file described from the manifest with its link (address, cookie header, 60 minutes); no byte downloaded through n8n, and the link gives the file', async () => {
	await createJob(sandbox, [{ type: 'obj' }, { type: 'step' }], { source: PART_ID });
	sandbox.ctx.log.clear();
	const askedAt = Date.now();
	const { items, error } = await download(['obj', 'step'], {}, { tool: true });
	expect(error).toBeUndefined();
	const link = { url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/cdn\/derivatives\//), cookieHeader: expect.stringMatching(/^CloudFront-/), expiresAt: expect.any(String), minutesValid: 60 };
	expect(items.map((item) => item.json)).toEqual([
		{ fileName: 'bracket.obj', outputType: 'obj', role: 'obj', mimeType: 'model/obj', size: sandboxBytes(items[0].json.derivativeUrn).length, derivativeUrn: expect.stringMatching(/\/output\/obj\/bracket\.obj$/), urn: urnOf(PART_ID), region: 'US', ...link },
		{ fileName: 'bracket.stp', outputType: 'step', role: 'step', mimeType: 'model/step', size: sandboxBytes(items[1].json.derivativeUrn).length, derivativeUrn: expect.stringMatching(/\/output\/step\/bracket\.stp$/), urn: urnOf(PART_ID), region: 'US', ...link },
	]);
	expect(items.every((item) => item.binary === undefined)).toBe(true);
	expect(cdnRequests()).toHaveLength(0);
	expect(sandbox.ctx.log.find({ path: /signedcookies$/ }).map((entry) => entry.query['minutes-expiration'])).toEqual(['60', '60']);
	for (const item of items) {
		const expiresIn = Date.parse(item.json.expiresAt) - askedAt;
		expect(expiresIn).toBeGreaterThan(59 * 60_000);
		expect(expiresIn).toBeLessThan(61 * 60_000);
		const followed = await fetch(item.json.url, { headers: { cookie: item.json.cookieHeader } });
		expect(followed.status).toBe(200);
		expect(Buffer.from(await followed.arrayBuffer()).equals(sandboxBytes(item.json.derivativeUrn))).toBe(true);
	}
});
