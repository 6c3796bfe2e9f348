'use strict';

/**
 * translationJob: the region header against the EU path, force, the object ID format header,
 * 200 against 201, and the manifest operations in each region.
 */

const { EU_JOB_PATH, JOB_PATH, OBJECT_ID, SOLID_OBJECT_ID, call, createJob, derivativeRequests, runJob, setJobDuration, urnOf, useSandbox } = require('../../../../support/translationJob');

const sandbox = useSandbox({ resetOverHttp: true });

const URN = urnOf(OBJECT_ID);
const svf2 = { type: 'svf2', views: ['2d', '3d'] };
const manifestPath = (eu = false) => `/modelderivative/v2/${eu ? 'regions/eu/' : ''}designdata/${URN}/manifest`;
const getManifest = (parameters = {}) => runJob(sandbox, { operation: 'getManifest', source: OBJECT_ID, ...parameters });

describe('region', () => {
	it('sends US as the region header by default', async () => {
		const { items } = await createJob(sandbox, svf2);
		const [sent] = derivativeRequests(sandbox, 'POST');
		expect(sent.path).toBe(JOB_PATH);
		expect(sent.headers.region).toBe('US');
		expect(sent.headers['x-ads-region']).toBeUndefined();
		expect(sent.headers['content-type']).toMatch(/^application\/json/);
		expect(items[0].json.region).toBe('US');
	});

	it.each(['EMEA', 'AUS', 'CAN', 'DEU', 'IND', 'JPN', 'GBR'])('sends %s as the region header; the manifest lives there', async (region) => {
		const { items } = await createJob(sandbox, svf2, { region });
		const [sent] = derivativeRequests(sandbox, 'POST');
		expect(sent.path).toBe(JOB_PATH);
		expect(sent.headers.region).toBe(region);
		expect(items[0].json.acceptedJobs.output.destination.region).toBe(region);

		const there = await getManifest({ region });
		expect(there.error).toBeUndefined();
		expect(there.items[0].json).toMatchObject({ urn: URN, region });
		expect(derivativeRequests(sandbox, 'GET').at(-1).headers.region).toBe(region);

		const elsewhere = await getManifest({ region: 'US' });
		expect(elsewhere.error.message).toMatch(/^Get manifest failed: No manifest for .* in region US/);
		expect(elsewhere.error.description).toMatch(/region/);
	});

	it('the EU endpoint uses the /regions/eu/ path and no region header', async () => {
		const { items } = await createJob(sandbox, svf2, { region: 'euEndpoint' });
		const [sent] = derivativeRequests(sandbox, 'POST');
		expect(sent.path).toBe(EU_JOB_PATH);
		expect(sent.headers.region).toBeUndefined();
		expect(items[0].json).toMatchObject({ region: 'EMEA (EU endpoint)', acceptedJobs: { output: { destination: { region: 'EMEA' } } } });

		const eu = await getManifest({ region: 'euEndpoint' });
		expect(eu.items[0].json.region).toBe('EMEA');
		expect(derivativeRequests(sandbox, 'GET').at(-1).path).toBe(manifestPath(true));
		expect((await getManifest({ region: 'EMEA' })).items[0].json.region).toBe('EMEA');
	});
});

describe('force, the object ID format, 200 and 201', () => {
	beforeEach(() => setJobDuration(sandbox, 0));

	it('answers alreadyExisted (201) when every format exists, and force translates anew (200)', async () => {
		const first = await createJob(sandbox, svf2);
		expect(first.items[0].json).toMatchObject({ result: 'success', outcome: 'accepted', statusCode: 200 });

		const again = await createJob(sandbox, svf2);
		expect(again.items[0].json).toMatchObject({
			result: 'created',
			outcome: 'alreadyExisted',
			statusCode: 201,
			message: expect.stringMatching(/generated before.*Force Translation/),
		});

		const forced = await createJob(sandbox, svf2, { options: { force: true } });
		expect(forced.items[0].json).toMatchObject({ result: 'success', outcome: 'accepted', statusCode: 200 });
		const headers = derivativeRequests(sandbox, 'POST').map((entry) => entry.headers['x-ads-force']);
		expect(headers).toEqual([undefined, undefined, 'true']);
	});

	it('sends x-ads-derivative-format and x-user-id when chosen', async () => {
		await createJob(sandbox, { type: 'obj', objOptions: { modelGuid: 'g', objectIds: '1' } }, {
			options: { derivativeFormat: 'fallback', userId: 'user-42' },
		});
		const [sent] = derivativeRequests(sandbox, 'POST');
		expect(sent.headers['x-ads-derivative-format']).toBe('fallback');
		expect(sent.headers['x-user-id']).toBe('user-42');
	});
});

describe('manifests', () => {
	beforeEach(() => setJobDuration(sandbox, 0));

	it('Get Manifest simplifies: status, progress, views, files and messages', async () => {
		await createJob(sandbox, [svf2, { type: 'stl' }], { source: SOLID_OBJECT_ID });
		const { items, error } = await getManifest({ source: SOLID_OBJECT_ID });
		expect(error).toBeUndefined();
		const manifest = items[0].json;
		expect(manifest).toMatchObject({ urn: urnOf(SOLID_OBJECT_ID), status: 'success', progress: 'complete', region: 'US', hasThumbnail: true, messages: [] });
		const [viewer, stl] = manifest.derivatives;
		expect(viewer).toMatchObject({ outputType: 'svf2', status: 'success', progress: 'complete', hasThumbnail: true, messages: [] });
		expect(viewer.views.map((view) => view.role).sort()).toEqual(['2d', '3d']);
		for (const view of viewer.views) expect(view).toEqual({ guid: expect.any(String), name: expect.any(String), role: expect.any(String), viewableId: expect.any(String) });
		expect(viewer.files.map((file) => file.role)).toEqual(expect.arrayContaining(['graphics', 'thumbnail', 'Autodesk.CloudPlatform.PropertyDatabase']));
		expect(stl.files).toEqual([{ role: 'stl', mime: 'application/octet-stream', urn: expect.stringMatching(/\.stl$/), guid: expect.any(String) }]);
		expect(derivativeRequests(sandbox, 'GET')[0].path).toBe(`/modelderivative/v2/designdata/${urnOf(SOLID_OBJECT_ID)}/manifest`);
	});

	it('Get Manifest without Simplify answers the service\'s manifest as it is', async () => {
		await createJob(sandbox, svf2);
		const { items } = await getManifest({ simplify: false });
		const direct = await call(sandbox, 'GET', manifestPath(), { token: sandbox.ctx.tokens.issue({ clientId: 'sandbox-client', scopes: ['data:read'] }).access_token, headers: { region: 'US' } });
		expect(items[0].json).toEqual(direct.body);
	});

	it('Delete Manifest deletes it in its region', async () => {
		await createJob(sandbox, svf2, { region: 'JPN' });
		const { items, error } = await runJob(sandbox, { operation: 'deleteManifest', source: URN, region: 'JPN' });
		expect(error).toBeUndefined();
		expect(items[0].json).toEqual({
			result: 'success',
			hadManifest: true,
			deleted: true,
			message: 'Deleted the manifest and every derivative of this design in region JPN',
			urn: URN,
			sourceId: OBJECT_ID,
			region: 'JPN',
		});
		const [looked] = derivativeRequests(sandbox, 'GET');
		expect(looked).toMatchObject({ path: manifestPath(), status: 200 });
		expect(looked.headers.region).toBe('JPN');
		const [sent] = derivativeRequests(sandbox, 'DELETE');
		expect(sent).toMatchObject({ path: manifestPath(), status: 200 });
		expect(sent.headers.region).toBe('JPN');
		expect((await getManifest({ region: 'JPN' })).error.httpCode).toBe('404');
	});

	it('Delete Manifest with no manifest in the region says nothing was deleted (the service answers 200 anyway)', async () => {
		await createJob(sandbox, svf2, { region: 'JPN' });
		sandbox.ctx.log.clear();
		const { items, error } = await runJob(sandbox, { operation: 'deleteManifest', source: URN, region: 'EMEA' });
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({
			result: 'success',
			hadManifest: false,
			deleted: false,
			message: expect.stringMatching(/^This design had no manifest in region EMEA: nothing was deleted/),
			region: 'EMEA',
		});
		expect(derivativeRequests(sandbox).map((entry) => [entry.method, entry.status])).toEqual([
			['GET', 404],
			['DELETE', 200],
		]);
		expect((await getManifest({ region: 'JPN' })).error).toBeUndefined();
	});
});
