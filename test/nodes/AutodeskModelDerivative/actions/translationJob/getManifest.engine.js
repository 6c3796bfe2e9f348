'use strict';

/** translationJob / getManifest through n8n's engine against the sandbox (its regions: region.engine.js). */

const { OBJECT_ID, SOLID_OBJECT_ID, call, createJob, derivativeRequests, manifestPath, readManifest, runJob, setJobDuration, urnOf, useSandbox } = require('../../../../support/translationJob');

const sandbox = useSandbox({ resetOverHttp: true });

const svf2 = { type: 'svf2', views: ['2d', '3d'] };
const getManifest = (parameters) => readManifest(sandbox, parameters);
const runManifests = (parameters, options) => runJob(sandbox, { operation: 'getManifest', ...parameters }, options);

describe('Get Manifest', () => {
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
});

it('Continue On Fail: a design without a manifest is the service\'s 404 on its own item; the next manifest is read', async () => {
	await setJobDuration(sandbox, 0);
	await createJob(sandbox, svf2);
	sandbox.ctx.log.clear();
	const { items, error } = await runManifests(
		{ source: '={{ $json.source }}' },
		{ items: [{ json: { source: SOLID_OBJECT_ID } }, { json: { source: OBJECT_ID } }], continueOnFail: true },
	);
	expect(error).toBeUndefined();
	expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
	// The URN would run off the error's title: the title shortens it, the description has it whole.
	expect(items[0].json).toMatchObject({ httpCode: '404', error: `Get manifest failed: No manifest for ${urnOf(SOLID_OBJECT_ID).slice(0, 12)}… in region US.` });
	expect(items[0].json.description).toMatch(new RegExp(`^The service said: No manifest for ${urnOf(SOLID_OBJECT_ID)} in region US\\. Not found\\.`));
	expect(items[1].json).toMatchObject({ urn: urnOf(OBJECT_ID), status: 'success', region: 'US' });
	expect(derivativeRequests(sandbox, 'GET').map((entry) => [entry.path, entry.status])).toEqual([
		[`/modelderivative/v2/designdata/${urnOf(SOLID_OBJECT_ID)}/manifest`, 404],
		[manifestPath(), 200],
	]);
});
