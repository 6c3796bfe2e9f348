'use strict';

/**
 * Output: Link on Download Derivatives and Get Thumbnail: the download address with its signed
 * cookies and expiry instead of the bytes. The node sends no request for a file (the sandbox's log
 * shows none); a client holding the link gets the file without the access token.
 */

const { derivativeFile } = require('../../../../../sandbox/routes/derivative/files');
const { createJob, runJob, setJobDuration, urnOf, useSandbox } = require('../../../../support/translationJob');

const sandbox = useSandbox({ resetOverHttp: true });
const PART_ID = 'urn:adsk.objects:os.object:sandbox-bucket/bracket.ipt';
const COOKIE_NAMES = ['CloudFront-Key-Pair-Id', 'CloudFront-Policy', 'CloudFront-Signature'];

const fileRequests = () => sandbox.ctx.log.find({ path: /^\/cdn\/|\/thumbnail$/ });
const pngSize = (bytes) => [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
/** What a client does with a link: GET the address with the cookies, no token. */
const follow = async (json, cookie = json.cookieHeader) => {
	const response = await fetch(json.url, { headers: cookie ? { cookie } : {} });
	return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
};

beforeEach(() => setJobDuration(sandbox, 0));

it('Download Derivatives, Output Link: one item per file with its address, cookies and expiry; no file is fetched, and the link gives the file', async () => {
	await createJob(sandbox, [{ type: 'obj' }, { type: 'step' }], { source: PART_ID });
	sandbox.ctx.log.clear();
	const before = Date.now();
	const { items, error } = await runJob(sandbox, { operation: 'downloadDerivatives', source: PART_ID, outputTypes: ['obj', 'step'], output: 'link', linkMinutes: 30 });
	expect(error).toBeUndefined();
	expect(fileRequests()).toEqual([]);
	const signing = sandbox.ctx.log.find({ path: /\/signedcookies$/ });
	expect(signing.map((entry) => entry.query['minutes-expiration'])).toEqual(['30', '30']);
	expect(items.map((item) => item.json.fileName)).toEqual(['bracket.obj', 'bracket.stp']);
	expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 0 }]);
	for (const item of items) {
		expect(item.binary).toBeUndefined();
		const bytes = derivativeFile(item.json.derivativeUrn.split('/output/')[1]).bytes;
		expect(item.json).toMatchObject({ outputType: expect.any(String), urn: urnOf(PART_ID), region: 'US', size: bytes.length, minutesValid: 30, url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/cdn\/derivatives\//) });
		expect(Object.keys(item.json.cookies).sort()).toEqual(COOKIE_NAMES);
		expect(item.json.cookieHeader).toBe(Object.entries(item.json.cookies).map(([name, value]) => `${name}=${value}`).join('; '));
		const expires = Date.parse(item.json.expiresAt);
		expect(expires).toBeGreaterThanOrEqual(before + 30 * 60_000 - 1000);
		expect(expires).toBeLessThanOrEqual(Date.now() + 30 * 60_000);
		const fetched = await follow(item.json);
		expect(fetched.status).toBe(200);
		expect(fetched.bytes.equals(bytes)).toBe(true);
	}
	expect((await follow(items[0].json, '')).status).toBe(403);
	const cdn = sandbox.ctx.log.find({ path: /^\/cdn\// });
	expect(cdn.map((entry) => entry.headers.authorization)).toEqual([undefined, undefined, undefined]);
});

it('the link stops working when its cookies expire', async () => {
	await createJob(sandbox, [{ type: 'stl' }], { source: PART_ID });
	const { items, error } = await runJob(sandbox, { operation: 'downloadDerivatives', source: PART_ID, outputTypes: ['stl'], output: 'link', linkMinutes: 1 });
	expect(error).toBeUndefined();
	expect((await follow(items[0].json)).status).toBe(200);
	sandbox.ctx.clock.advance(61_000);
	expect((await follow(items[0].json)).status).toBe(403);
});

it.each([[100], [200], [400]])('Get Thumbnail, Output Link: the %i px thumbnail the manifest lists, linked; nothing fetched', async (size) => {
	await createJob(sandbox, { type: 'svf2', views: ['3d'] }, { source: PART_ID });
	sandbox.ctx.log.clear();
	const { items, error } = await runJob(sandbox, { operation: 'getThumbnail', source: PART_ID, size, output: 'link' });
	expect(error).toBeUndefined();
	expect(fileRequests()).toEqual([]);
	expect(sandbox.ctx.log.entries.map((entry) => entry.path.split('/').pop())).toEqual(['manifest', 'signedcookies']);
	const [item] = items;
	expect(item.binary).toBeUndefined();
	expect(item.pairedItem).toEqual({ item: 0 });
	expect(item.json).toMatchObject({ urn: urnOf(PART_ID), sourceId: PART_ID, region: 'US', width: size, height: size, fileName: `bracket-thumbnail-${size}.png`, mimeType: 'image/png', minutesValid: 60 });
	expect(item.json.derivativeUrn).toMatch(new RegExp(`_${size}x${size}\\.png$`));
	const fetched = await follow(item.json);
	expect(fetched.status).toBe(200);
	expect(pngSize(fetched.bytes)).toEqual([size, size]);
	expect(fetched.bytes.length).toBe(item.json.fileSize);
});

it('Get Thumbnail, Output Link: a size the manifest does not list gives the closest one it lists, and says which', async () => {
	await createJob(sandbox, { type: 'thumbnail', thumbnailOptions: { width: 100, height: 100 } }, { source: PART_ID });
	const { items, error } = await runJob(sandbox, { operation: 'getThumbnail', source: PART_ID, size: 400, output: 'link' });
	expect(error).toBeUndefined();
	expect(items[0].json).toMatchObject({ width: 100, height: 100, fileName: 'bracket-thumbnail-100.png' });
	expect(pngSize((await follow(items[0].json)).bytes)).toEqual([100, 100]);
});

it('Get Thumbnail, Output Link: a manifest without a thumbnail file is an error saying so; Continue On Fail keeps the next item', async () => {
	const OTHER_ID = 'urn:adsk.objects:os.object:sandbox-bucket/bracket.f3d';
	await createJob(sandbox, [{ type: 'obj' }], { source: OTHER_ID });
	await createJob(sandbox, { type: 'svf2', views: ['3d'] }, { source: PART_ID });
	const { items, error } = await runJob(
		sandbox,
		{ operation: 'getThumbnail', source: '={{ $json.source }}', size: 200, output: 'link' },
		{ items: [{ json: { source: OTHER_ID } }, { json: { source: PART_ID } }], continueOnFail: true },
	);
	expect(error).toBeUndefined();
	expect(items[0].json.error).toBe('The manifest lists no thumbnail file to link to');
	expect(items[1].json).toMatchObject({ width: 200, url: expect.any(String) });
	expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
	expect(fileRequests()).toEqual([]);
});

it('Minutes Valid outside 1-360 is refused before anything is sent; Output File stays the default', async () => {
	await createJob(sandbox, [{ type: 'obj' }], { source: PART_ID });
	sandbox.ctx.log.clear();
	const refused = await runJob(sandbox, { operation: 'downloadDerivatives', source: PART_ID, outputTypes: ['obj'], output: 'link', linkMinutes: '={{ 361 }}' });
	expect(refused.error.message).toBe('Minutes Valid must be a whole number from 1 to 360; got 361');
	expect(sandbox.ctx.log.entries).toEqual([]);
	const file = await runJob(sandbox, { operation: 'downloadDerivatives', source: PART_ID, outputTypes: ['obj'] });
	expect(file.items[0].binary.data.fileName).toBe('bracket.obj');
});
