'use strict';

/** translationJob / getThumbnail: the design's PNG at 100, 200 or 400 px, as binary data. */

const { OBJECT_ID, createJob, derivativeRequests, runJob, setJobDuration, urnOf, useSandbox } = require('../../../../support/translationJob');

const sandbox = useSandbox({ resetOverHttp: true });
const PART_ID = 'urn:adsk.objects:os.object:sandbox-bucket/bracket.ipt';

beforeEach(async () => {
	await setJobDuration(sandbox, 0);
	await createJob(sandbox, { type: 'svf2', views: ['3d'] }, { source: PART_ID });
});

const pngSize = (bytes) => [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];

it.each([[100], [200], [400]])('gives the %i px PNG as binary data with its file name and MIME type', async (size) => {
	const { items, error } = await runJob(sandbox, { operation: 'getThumbnail', source: PART_ID, size, binaryPropertyName: 'thumbnail' });
	expect(error).toBeUndefined();
	expect(items).toHaveLength(1);
	const [item] = items;
	expect(item.json).toEqual({ urn: urnOf(PART_ID), sourceId: PART_ID, region: 'US', width: size, height: size, fileName: `bracket-thumbnail-${size}.png`, mimeType: 'image/png', fileSize: expect.any(Number) });
	expect(item.binary.thumbnail).toMatchObject({ mimeType: 'image/png', fileName: `bracket-thumbnail-${size}.png`, fileExtension: 'png' });
	const bytes = Buffer.from(item.binary.thumbnail.data, 'base64');
	expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
	expect(pngSize(bytes)).toEqual([size, size]);
	expect(bytes.length).toBe(item.json.fileSize);
	expect(item.pairedItem).toEqual({ item: 0 });
	const [request] = derivativeRequests(sandbox, 'GET').filter((entry) => entry.path.endsWith('/thumbnail'));
	expect(request.query).toEqual({ width: String(size), height: String(size) });
	expect(request.headers.region).toBe('US');
});

it('a design without a thumbnail is a NodeApiError with the service message; Continue On Fail keeps the others', async () => {
	const { items } = await runJob(
		sandbox,
		{ operation: 'getThumbnail', source: '={{ $json.source }}', size: 100 },
		{ items: [{ json: { source: OBJECT_ID } }, { json: { source: PART_ID } }], continueOnFail: true },
	);
	expect(items).toHaveLength(2);
	expect(items[0].json.error).toBe(`Get thumbnail failed: No manifest for ${urnOf(OBJECT_ID).slice(0, 12)}… in region US.`);
	expect(items[0].json.description).toContain(`The service said: No manifest for ${urnOf(OBJECT_ID)} in region US.`);
	expect(items[0].json.httpCode).toBe('404');
	expect(items[0].pairedItem).toEqual({ item: 0 });
	expect(items[1].binary.data.mimeType).toBe('image/png');
	expect(items[1].pairedItem).toEqual({ item: 1 });
});

it('as a tool: the thumbnail the manifest lists, with its link (address, cookie header, 60 minutes); its PNG never fetched through n8n, and the link gives it', async () => {
	sandbox.ctx.log.clear();
	const { items, error } = await runJob(sandbox, { operation: 'getThumbnail', source: PART_ID, size: 400 }, { tool: true });
	expect(error).toBeUndefined();
	expect(items).toHaveLength(1);
	expect(items[0].binary).toBeUndefined();
	expect(items[0].json).toEqual({
		urn: urnOf(PART_ID),
		sourceId: PART_ID,
		region: 'US',
		width: 400,
		height: 400,
		fileName: 'bracket-thumbnail-400.png',
		mimeType: 'image/png',
		fileSize: expect.any(Number),
		derivativeUrn: expect.stringMatching(/_400x400\.png$/),
		url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/cdn\/derivatives\//),
		cookieHeader: expect.stringMatching(/^CloudFront-/),
		expiresAt: expect.any(String),
		minutesValid: 60,
	});
	expect(derivativeRequests(sandbox, 'GET').filter((entry) => entry.path.endsWith('/thumbnail'))).toHaveLength(0);
	expect(sandbox.ctx.log.find({ path: /^\/cdn\// })).toHaveLength(0);
	const followed = await fetch(items[0].json.url, { headers: { cookie: items[0].json.cookieHeader } });
	expect(followed.status).toBe(200);
	expect(Buffer.from(await followed.arrayBuffer()).length).toBe(items[0].json.fileSize);
});
