'use strict';

const crypto = require('node:crypto');
const { ModelDerivativeClient } = require('@aps_sdk/model-derivative');
const { OssClient } = require('@aps_sdk/oss');
const { useSandbox, call } = require('../../support/sandbox');
const { expectModel, sdkManagerFor, twoLeggedToken } = require('../../support/sdk');

const MD = '@aps_sdk/model-derivative';
const SCOPES = [
	'bucket:create',
	'bucket:read',
	'data:read',
	'data:write',
	'data:create',
	'viewables:read',
];
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Autodesk's @aps_sdk/model-derivative against the sandbox: a design uploaded with the OSS SDK,
 * translated to success with a thumbnail, then its views, object tree and properties.
 */
describe('Autodesk SDK: Model Derivative', () => {
	const sandbox = useSandbox();
	let md;
	let auth;
	let urn;
	beforeEach(async () => {
		const sdkManager = sdkManagerFor(sandbox);
		md = new ModelDerivativeClient({ sdkManager });
		auth = { accessToken: (await twoLeggedToken(sandbox, SCOPES)).access_token };
		const oss = new OssClient({ sdkManager });
		await oss.createBucket('US', { bucketKey: 'sdk-designs', policyKey: 'transient' }, auth);
		const uploaded = await oss.uploadObject(
			'sdk-designs',
			'house.rvt',
			crypto.randomBytes(2048),
			auth,
		);
		urn = Buffer.from(uploaded.objectId).toString('base64url');
	});

	/** Starts the translation and moves the sandbox clock past its end. */
	const translated = async () => {
		const job = await md.startJob(
			{
				input: { urn },
				output: { formats: [{ type: 'svf2', views: ['2d', '3d'] }, { type: 'thumbnail' }] },
			},
			auth,
		);
		expectModel(MD, 'Job', job);
		expect(job).toMatchObject({ result: 'success', urn });
		const pending = await md.getManifest(urn, auth);
		expectModel(MD, 'Manifest', pending);
		expect(['pending', 'inprogress']).toContain(pending.status);
		sandbox.ctx.clock.advance(10 * 60 * 1000);
		const done = await md.getManifest(urn, auth);
		expectModel(MD, 'Manifest', done);
		return done;
	};
	/** Asks again while the SDK reports the service's 202 (isProcessing), as an app polls. */
	const whenReady = async (ask) => {
		for (let attempt = 1; ; attempt++) {
			const answer = await ask();
			if (!answer.isProcessing) return { answer, attempts: attempt };
			if (attempt === 5) throw new Error('still processing after 5 asks');
		}
	};

	test('the supported formats', async () => {
		const formats = await md.getFormats(auth);
		expectModel(MD, 'SupportedFormats', formats);
		expect(formats.formats.svf2).toContain('rvt');
	});

	test('a translation to success, with a thumbnail the SDK downloads as a PNG', async () => {
		const done = await translated();
		expect(done).toMatchObject({
			status: 'success',
			progress: 'complete',
			hasThumbnail: 'true',
			region: 'US',
		});
		expect(
			done.derivatives.map((derivative) => [derivative.outputType, derivative.status]),
		).toEqual(
			expect.arrayContaining([
				['svf2', 'success'],
				['thumbnail', 'success'],
			]),
		);
		// The SDK types the thumbnail a string; asked as an arraybuffer it is the PNG's bytes.
		const thumbnail = Buffer.from(
			await md.getThumbnail(urn, { ...auth, width: 200, options: { responseType: 'arraybuffer' } }),
		);
		expect(thumbnail.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
		expect([thumbnail.readUInt32BE(16), thumbnail.readUInt32BE(20)]).toEqual([200, 200]);
	});

	test("a derivative file through the SDK's download address (its signed cookies made query parameters)", async () => {
		const done = await translated();
		const thumbnailFile = done.derivatives.find(
			(derivative) => derivative.outputType === 'thumbnail',
		).children[0];
		const download = await md.getDerivativeUrl(thumbnailFile.urn, urn, auth);
		expectModel(MD, 'DerivativeDownload', download);
		const answer = await fetch(download.url);
		expect(answer.status).toBe(200);
		const bytes = Buffer.from(await answer.arrayBuffer());
		expect(bytes.length).toBe(download.size);
		expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
	});

	test("views, an object tree and properties after the service's 202, and properties:query", async () => {
		await translated();
		await call(sandbox, 'POST', '/__sandbox/derivative/settings', {
			json: { propertiesPendingReads: 2 },
		});
		const views = await md.getModelViews(urn, auth);
		expectModel(MD, 'ModelViews', views);
		expect(views.data.metadata.map((view) => view.role).sort()).toEqual(['2d', '3d']);
		const { guid } = views.data.metadata.find((view) => view.role === '3d');

		const tree = await whenReady(() => md.getObjectTree(urn, guid, auth));
		expect(tree.attempts).toBe(3);
		expectModel(MD, 'ObjectTree', tree.answer);
		const properties = await whenReady(() => md.getAllProperties(urn, guid, auth));
		expectModel(MD, 'Properties', properties.answer);
		const collection = properties.answer.data.collection;
		expect(collection.length).toBeGreaterThan(2);

		const wanted = collection.slice(0, 2).map((object) => object.objectid);
		const queried = await md.fetchSpecificProperties(
			urn,
			guid,
			{ query: { $in: ['objectid', ...wanted] } },
			auth,
		);
		expectModel(MD, 'SpecificProperties', queried);
		expect(queried.data.collection.map((object) => object.objectid)).toEqual(wanted);
		expect(queried.pagination).toMatchObject({ offset: 0, limit: 20, totalResults: 2 });
		const boxes = await md.fetchSpecificProperties(
			urn,
			guid,
			{ query: { $prefix: ['name', 'Box'] }, fields: ['objectid', 'name', 'externalId'] },
			auth,
		);
		expectModel(MD, 'SpecificProperties', boxes);
		const names = collection.filter((object) => object.name.startsWith('Box'));
		expect(boxes.data.collection).toEqual(
			names.map(({ objectid, name, externalId }) => ({ objectid, name, externalId })),
		);
		expect(names.length).toBeGreaterThan(0);
	});

	test('deleting the manifest', async () => {
		await translated();
		const deleted = await md.deleteManifest(urn, auth);
		expectModel(MD, 'DeleteManifest', deleted);
		expect(deleted.result).toBe('success');
		// The 404 is expected here: the SDK's own error log is turned off for it.
		const quiet = sdkManagerFor(sandbox);
		quiet.toggleLogging(false);
		await expect(
			new ModelDerivativeClient({ sdkManager: quiet }).getManifest(urn, auth),
		).rejects.toThrow(/404/);
	});
});
