'use strict';

const crypto = require('node:crypto');
const { OssClient } = require('@aps_sdk/oss');
const { useSandbox } = require('../../support/sandbox');
const { expectModel, readDownload, sdkManagerFor, twoLeggedToken } = require('../../support/sdk');

const OSS = '@aps_sdk/oss';
const SCOPES = [
	'bucket:create',
	'bucket:read',
	'bucket:delete',
	'data:read',
	'data:write',
	'data:create',
];

/** Autodesk's @aps_sdk/oss against the sandbox: buckets, objects, its own upload and download helpers. */
describe('Autodesk SDK: OSS', () => {
	const sandbox = useSandbox();
	let oss;
	let auth;
	beforeEach(async () => {
		oss = new OssClient({ sdkManager: sdkManagerFor(sandbox) });
		auth = { accessToken: (await twoLeggedToken(sandbox, SCOPES)).access_token };
	});

	test('buckets: create, list, details, delete', async () => {
		const created = await oss.createBucket(
			'US',
			{ bucketKey: 'sdk-bucket', policyKey: 'temporary' },
			auth,
		);
		expectModel(OSS, 'Bucket', created);
		expect(created).toMatchObject({
			bucketKey: 'sdk-bucket',
			policyKey: 'temporary',
			bucketOwner: 'sandbox-client',
		});
		const listed = await oss.getBuckets({ ...auth, limit: 10 });
		expectModel(OSS, 'Buckets', listed);
		expect(listed.items.map((bucket) => bucket.bucketKey)).toContain('sdk-bucket');
		const details = await oss.getBucketDetails('sdk-bucket', auth);
		expectModel(OSS, 'Bucket', details);
		expect(details.permissions).toEqual([{ authId: 'sandbox-client', access: 'full' }]);
		await oss.deleteBucket('sdk-bucket', auth);
		const after = await oss.getBuckets(auth);
		expect((after.items || []).map((bucket) => bucket.bucketKey)).not.toContain('sdk-bucket');
	});

	test("an object of two parts uploaded with the SDK's helper: listed, described, its signed download the same bytes", async () => {
		await oss.createBucket('US', { bucketKey: 'sdk-objects', policyKey: 'transient' }, auth);
		// Over the SDK's 5 MiB chunk: its upload sends two parts.
		const bytes = crypto.randomBytes(5 * 1024 * 1024 + 4321);
		const uploaded = await oss.uploadObject('sdk-objects', 'model.rvt', bytes, auth);
		expectModel(OSS, 'ObjectDetails', uploaded);
		expect(uploaded).toMatchObject({
			bucketKey: 'sdk-objects',
			objectKey: 'model.rvt',
			objectId: 'urn:adsk.objects:os.object:sdk-objects/model.rvt',
			size: bytes.length,
			sha1: crypto.createHash('sha1').update(bytes).digest('hex'),
		});
		expect(sandbox.ctx.log.find({ method: 'PUT', path: /^\/s3\/sdk-objects\// })).toHaveLength(2);

		const listed = await oss.getObjects('sdk-objects', auth);
		expectModel(OSS, 'BucketObjects', listed);
		expect(listed.items.map((object) => object.objectKey)).toEqual(['model.rvt']);
		const details = await oss.getObjectDetails('sdk-objects', 'model.rvt', auth);
		expectModel(OSS, 'ObjectFullDetails', details);
		const signed = await oss.signedS3Download('sdk-objects', 'model.rvt', auth);
		expectModel(OSS, 'Signeds3downloadResponse', signed);
		expect(signed).toMatchObject({ status: 'complete', size: bytes.length });
		const fetched = Buffer.from(await (await fetch(signed.url)).arrayBuffer());
		expect(fetched.equals(bytes)).toBe(true);

		await oss.deleteObject('sdk-objects', 'model.rvt', auth);
		const empty = await oss.getObjects('sdk-objects', auth);
		expect(empty.items).toEqual([]);
	});

	test("an object downloaded with the SDK's helper comes back byte for byte, asked as one range", async () => {
		await oss.createBucket('US', { bucketKey: 'sdk-download', policyKey: 'transient' }, auth);
		// One part: the SDK pipes the parts of a larger object into its stream side by side, so their
		// bytes interleave whatever the service answers (@aps_sdk/oss 1.3.3, OSSFileTransfer.download).
		const bytes = crypto.randomBytes(1024 * 1024 + 17);
		await oss.uploadObject('sdk-download', 'part.ipt', bytes, auth);
		const stream = await oss.downloadObject('sdk-download', 'part.ipt', auth);
		const downloaded = await readDownload(stream, bytes.length);
		expect(downloaded.equals(bytes)).toBe(true);
		const ranges = sandbox.ctx.log
			.find({ method: 'GET', path: /^\/s3\/sdk-download\// })
			.map((entry) => [entry.headers.range, entry.status]);
		// The SDK asks one byte past the end (an inclusive end of the size); a range past the end is cut short.
		expect(ranges).toEqual([[`bytes=0-${bytes.length}`, 206]]);
	});
});
