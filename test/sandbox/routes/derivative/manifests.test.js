'use strict';

/** Translation job results: 200/201/409, regions, manifests over sandbox time, thumbnails, completion hooks. */

const { useSandbox, tokenFor, call } = require('../../../support/sandbox');
const { startReceiver } = require('../../../support/callbackReceiver');

const JOB = '/modelderivative/v2/designdata/job';
const EU_JOB = '/modelderivative/v2/regions/eu/designdata/job';
const urnOf = (objectId) => Buffer.from(objectId).toString('base64url');
const manifestPath = (urn, eu = false) => `/modelderivative/v2/${eu ? 'regions/eu/' : ''}designdata/${urn}/manifest`;
const svfJob = (urn, extra = {}) => ({ input: { urn }, output: { formats: [{ type: 'svf', views: ['2d', '3d'] }] }, ...extra });

let token;
const sandbox = useSandbox({
	each: () => {
		token = tokenFor(sandbox, { scopes: ['data:read', 'data:write', 'data:create'] });
	},
});

const postJob = (body, { headers = {}, path = JOB, as = token } = {}) => call(sandbox, 'POST', path, { token: as, json: body, headers });
const getManifest = (urn, { headers = {}, eu = false } = {}) => call(sandbox, 'GET', manifestPath(urn, eu), { token, headers });

describe('job results and manifests', () => {
	const urn = urnOf('urn:adsk.objects:os.object:bucket/house.rvt');
	// Ten seconds of sandbox time per job: a tenth of it (one real second) is `pending`.
	beforeEach(() => {
		sandbox.ctx.state.derivative.settings.durationMs = 10_000;
	});

	it('moves the manifest from pending through inprogress to success over sandbox time', async () => {
		const accepted = await postJob(svfJob(urn));
		expect(accepted.status).toBe(200);
		expect(accepted.body).toEqual({ result: 'success', urn, acceptedJobs: { output: { formats: [{ type: 'svf', views: ['2d', '3d'] }], destination: { region: 'US' } } } });

		const pending = await getManifest(urn);
		expect(pending.status).toBe(200);
		expect(pending.body).toMatchObject({ type: 'manifest', urn, region: 'US', status: 'pending', progress: '0% complete', hasThumbnail: 'false', version: '1.0' });

		sandbox.ctx.clock.advance(5000);
		const running = await getManifest(urn);
		expect(running.body.status).toBe('inprogress');
		expect(running.body.progress).toMatch(/^(5\d)% complete$/);
		expect(running.body.derivatives[0]).toMatchObject({ outputType: 'svf', status: 'inprogress' });

		await call(sandbox, 'POST', '/__sandbox/clock', { json: { advanceMs: 5000 } });
		const done = await getManifest(urn);
		expect(done.body).toMatchObject({ status: 'success', progress: 'complete', hasThumbnail: 'true' });
		const [derivative] = done.body.derivatives;
		expect(derivative).toMatchObject({ outputType: 'svf', status: 'success', progress: 'complete', messages: [] });
		const roles = derivative.children.map((child) => child.role);
		expect(roles).toEqual(expect.arrayContaining(['2d', '3d', 'Autodesk.CloudPlatform.PropertyDatabase']));
		for (const child of derivative.children) expect(child).toEqual(expect.objectContaining({ guid: expect.any(String), type: expect.any(String), role: expect.any(String) }));
		const graphics = derivative.children.find((child) => child.role === '3d').children.find((child) => child.role === 'graphics');
		expect(graphics).toMatchObject({ type: 'resource', mime: 'application/autodesk-svf', urn: expect.stringContaining(urn) });
		expect((await getManifest(urn)).body).toEqual(done.body);
	});

	it('every resource of a finished manifest, at every depth, has the guid, type, role and status ManifestResources requires', async () => {
		const solid = urnOf('urn:adsk.objects:os.object:sandbox-bucket/bracket.f3d');
		const formats = [{ type: 'svf2', views: ['2d', '3d'] }, { type: 'thumbnail' }, { type: 'obj' }];
		expect((await postJob({ input: { urn: solid }, output: { formats } })).status).toBe(200);
		sandbox.ctx.clock.advance(10_000);
		const done = await getManifest(solid);
		expect(done.body.status).toBe('success');
		const resources = [];
		const walk = (children = []) => {
			for (const child of children) {
				resources.push(child);
				walk(child.children);
			}
		};
		for (const derivative of done.body.derivatives) walk(derivative.children);
		expect(resources.map((resource) => resource.type)).toEqual(expect.arrayContaining(['geometry', 'resource']));
		for (const resource of resources) {
			expect(resource).toEqual(
				expect.objectContaining({
					guid: expect.any(String),
					type: expect.any(String),
					role: expect.any(String),
					status: 'success',
				}),
			);
		}
	});

	it('answers 409 while a job runs, and x-ads-force starts over', async () => {
		await postJob(svfJob(urn));
		const conflict = await postJob(svfJob(urn));
		expect(conflict.status).toBe(409);
		expect(conflict.body.diagnostic).toMatch(/in progress/);

		sandbox.ctx.clock.advance(10_000);
		const forced = await postJob(svfJob(urn), { headers: { 'x-ads-force': 'true' } });
		expect(forced.status).toBe(200);
		expect((await getManifest(urn)).body.status).toBe('pending');
		expect((await postJob(svfJob(urn), { headers: { 'x-ads-force': 'true' } })).status).toBe(200);
	});

	it('answers 201 when every format exists, 200 for a new format', async () => {
		const urn = urnOf('urn:adsk.objects:os.object:bucket/bracket.f3d'); // STL: a Fusion design (a .rvt gives none)
		await postJob(svfJob(urn));
		sandbox.ctx.clock.advance(10_000);
		const again = await postJob(svfJob(urn));
		expect(again.status).toBe(201);
		expect(again.body).toMatchObject({ result: 'created', urn, acceptedJobs: { output: { formats: [{ type: 'svf' }] } } });

		const more = await postJob({ input: { urn }, output: { formats: [{ type: 'svf', views: ['3d'] }, { type: 'stl' }] } });
		expect(more.status).toBe(200);
		const manifest = (await getManifest(urn)).body;
		expect(manifest.status).toBe('pending');
		expect(manifest.derivatives.map((derivative) => [derivative.outputType, derivative.status])).toEqual([
			['svf', 'success'],
			['stl', 'pending'],
		]);
		sandbox.ctx.clock.advance(10_000);
		const stl = (await getManifest(urn)).body.derivatives[1];
		expect(stl.children[0]).toMatchObject({ role: 'stl', type: 'resource', urn: expect.stringMatching(/\.stl$/) });
		expect((await postJob(svfJob(urn), { headers: { 'x-ads-force': 'true' } })).status).toBe(200);
	});

	it('keeps manifests per region: header, x-ads-region, EU path', async () => {
		const emea = await postJob(svfJob(urn), { headers: { region: 'EMEA' } });
		expect(emea.body.acceptedJobs.output.destination.region).toBe('EMEA');
		expect((await getManifest(urn)).status).toBe(404);
		expect((await getManifest(urn, { headers: { region: 'EMEA' } })).body.region).toBe('EMEA');
		expect((await getManifest(urn, { headers: { 'x-ads-region': 'EMEA' } })).status).toBe(200);
		expect((await getManifest(urn, { eu: true })).body.region).toBe('EMEA');
		expect((await getManifest(urn, { headers: { region: 'JPN' } })).status).toBe(404);

		const us = await postJob(svfJob(urn));
		expect(us.status).toBe(200);
		expect((await getManifest(urn)).body.region).toBe('US');

		const euPath = await postJob(svfJob(urn), { path: EU_JOB, headers: { region: 'AUS' } });
		expect(euPath.status).toBe(409);
		expect((await postJob(svfJob(urnOf('urn:adsk.objects:os.object:bucket/eu-only.rvt')), { path: EU_JOB, headers: { region: 'US' } })).body.acceptedJobs.output.destination.region).toBe('EMEA');
		expect((await getManifest(urnOf('urn:adsk.objects:os.object:bucket/eu-only.rvt'))).status).toBe(404);
		expect((await getManifest(urnOf('urn:adsk.objects:os.object:bucket/eu-only.rvt'), { eu: true })).status).toBe(200);
	});

	it.each([
		['fail', 'failed', 'TranslationWorker-InternalFailure'],
		['timeout', 'timeout', 'TranslationWorker-Timeout'],
	])('a source named %s ends %s', async (word, status, code) => {
		const source = urnOf(`urn:adsk.objects:os.object:bucket/${word}-model.rvt`);
		await postJob(svfJob(source));
		sandbox.ctx.clock.advance(10_000);
		const manifest = (await getManifest(source)).body;
		expect(manifest).toMatchObject({ status, progress: 'complete', hasThumbnail: 'false' });
		expect(manifest.derivatives[0].status).toBe(status);
		expect(manifest.derivatives[0].messages).toEqual([expect.objectContaining({ type: 'error', code, message: expect.any(String) })]);
		expect((await call(sandbox, 'GET', `/modelderivative/v2/designdata/${source}/thumbnail`, { token })).status).toBe(404);
	});

	it('serves a PNG thumbnail once one exists', async () => {
		const path = `/modelderivative/v2/designdata/${urn}/thumbnail`;
		expect((await call(sandbox, 'GET', path, { token })).status).toBe(404);
		await postJob(svfJob(urn));
		expect((await call(sandbox, 'GET', path, { token })).status).toBe(404);
		sandbox.ctx.clock.advance(10_000);
		for (const width of [100, 200, 400]) {
			const response = await fetch(`${sandbox.url}${path}?width=${width}`, { headers: { authorization: `Bearer ${token}` } });
			expect(response.status).toBe(200);
			expect(response.headers.get('content-type')).toBe('image/png');
			const png = Buffer.from(await response.arrayBuffer());
			expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
			expect(png.readUInt32BE(16)).toBe(width);
		}
		expect((await call(sandbox, 'GET', `${path}?width=150`, { token })).status).toBe(400);
		// modelderivative.yaml asks data:read of the thumbnail (and the metadata and derivatives), where
		// the manifest itself may also be read with viewables:read.
		const viewer = tokenFor(sandbox, { scopes: ['viewables:read'] });
		expect((await call(sandbox, 'GET', path, { token: viewer })).status).toBe(401);
		expect((await call(sandbox, 'GET', `/modelderivative/v2/designdata/${urn}/metadata`, { token: viewer })).status).toBe(401);
		expect((await call(sandbox, 'GET', manifestPath(urn), { token: viewer })).status).toBe(200);
	});

	it("lists each view's thumbnail file in 100, 200 and 400 px, as the OpenAPI's manifest example does, each downloadable with signed cookies", async () => {
		await postJob(svfJob(urn));
		sandbox.ctx.clock.advance(10_000);
		const { body } = await getManifest(urn);
		const views = body.derivatives[0].children.filter((child) => child.type === 'geometry');
		expect(views.map((view) => view.role).sort()).toEqual(['2d', '3d']);
		for (const view of views) {
			const thumbnails = view.children.filter((child) => child.role === 'thumbnail');
			expect(thumbnails.map((child) => [child.mime, child.status, child.resolution])).toEqual([
				['image/png', 'success', [100, 100]],
				['image/png', 'success', [200, 200]],
				['image/png', 'success', [400, 400]],
			]);
			const largest = thumbnails[2];
			const signed = await call(sandbox, 'GET', `${manifestPath(urn)}/${encodeURIComponent(largest.urn)}/signedcookies`, { token });
			expect(signed.status).toBe(200);
			const cookie = signed.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
			const png = Buffer.from(await (await fetch(signed.body.url, { headers: { cookie } })).arrayBuffer());
			expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([400, 400]);
		}
	});

	it('deletes a manifest; deleting again (no manifest) is 200 too, as the OpenAPI file says', async () => {
		await postJob(svfJob(urn));
		const deleted = await call(sandbox, 'DELETE', manifestPath(urn), { token });
		expect(deleted.status).toBe(200);
		expect(deleted.body).toEqual({ result: 'success' });
		expect((await getManifest(urn)).status).toBe(404);
		const again = await call(sandbox, 'DELETE', manifestPath(urn), { token });
		expect(again.status).toBe(200);
		expect(again.body).toEqual({ result: 'success' });
		expect((await postJob(svfJob(urn))).status).toBe(200);
	});

	it('follows the duration set through the admin path', async () => {
		await call(sandbox, 'POST', '/__sandbox/derivative/settings', { json: { durationMs: 60_000 } });
		await postJob(svfJob(urn));
		sandbox.ctx.clock.advance(30_000);
		expect((await getManifest(urn)).body.progress).toMatch(/^5\d% complete$/);
		sandbox.ctx.clock.advance(30_000);
		expect((await getManifest(urn)).body.status).toBe('success');
	});

	it('lists the formats map', async () => {
		const response = await call(sandbox, 'GET', '/modelderivative/v2/designdata/formats', { token });
		expect(response.status).toBe(200);
		expect(Object.keys(response.body.formats).sort()).toEqual(['dwg', 'fbx', 'ifc', 'iges', 'obj', 'step', 'stl', 'svf', 'svf2', 'thumbnail']);
		expect(response.body.formats.svf).toContain('rvt');
	});
});

describe('job completion reported to webhooks', () => {
	let receiver;
	beforeAll(async () => {
		receiver = await startReceiver();
	});
	afterAll(() => receiver.close());
	beforeEach(() => receiver.clear());

	const createWorkflowHook = (workflow, path = '/hook') =>
		call(sandbox, 'POST', '/webhooks/v1/systems/derivative/events/extraction.finished/hooks', {
			token,
			json: { callbackUrl: `${receiver.url}${path}`, scope: { workflow } },
		});

	it('delivers extraction.finished with the workflowAttribute to the workflow-scoped hook', async () => {
		expect((await createWorkflowHook('wf-1')).status).toBe(201);
		expect((await createWorkflowHook('wf-other', '/other')).status).toBe(201);
		const urn = urnOf('urn:adsk.objects:os.object:bucket/tower.rvt');
		await postJob(svfJob(urn, { misc: { workflow: 'wf-1', workflowAttribute: { projectId: 'p-42', note: 'hi' } } }));

		await call(sandbox, 'POST', '/__sandbox/clock', { json: { advanceMs: 3000 } });
		const [callback] = await receiver.waitFor(1);
		expect(callback.path).toBe('/hook');
		expect(callback.body).toMatchObject({
			version: '1.0',
			resourceUrn: urn,
			hook: { system: 'derivative', event: 'extraction.finished', scope: { workflow: 'wf-1' } },
			payload: { URN: urn, Status: 'success', WorkflowId: 'wf-1', WorkflowAttributes: { projectId: 'p-42', note: 'hi' }, workflowAttribute: { projectId: 'p-42', note: 'hi' } },
		});
		expect(callback.headers['x-adsk-delivery-id']).toBeTruthy();

		await getManifest(urn);
		const settled = await call(sandbox, 'POST', '/__sandbox/derivative/settle');
		expect(settled.body.deliveries).toEqual([]);
		expect(receiver.received).toHaveLength(1);
	});

	it('reports a failed job too, when the manifest is read', async () => {
		await createWorkflowHook('wf-2');
		const urn = urnOf('urn:adsk.objects:os.object:bucket/fail.rvt');
		await postJob(svfJob(urn, { misc: { workflow: 'wf-2' } }));
		sandbox.ctx.clock.offsetMs += 3000;
		expect((await getManifest(urn)).body.status).toBe('failed');
		const [callback] = await receiver.waitFor(1);
		expect(callback.body.payload).toMatchObject({ Status: 'failed', WorkflowId: 'wf-2', WorkflowAttributes: {} });
	});

	it('reports nothing for a job without misc.workflow', async () => {
		await createWorkflowHook('wf-3');
		await postJob(svfJob(urnOf('urn:adsk.objects:os.object:bucket/quiet.rvt')));
		sandbox.ctx.clock.advance(3000);
		const settled = await call(sandbox, 'POST', '/__sandbox/derivative/settle');
		expect(settled.body.deliveries).toEqual([]);
		expect(receiver.received).toHaveLength(0);
	});
});
