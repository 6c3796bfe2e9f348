'use strict';

/**
 * translationJob / create with Source: Binary File: the input item's file is uploaded into the
 * named bucket (created when missing, transient by default) and translated from there.
 */

const { call, createJob, jobBodies, setJobDuration, tokenFor, urnOf, useSandbox } = require('../../../../support/translationJob');
const { runNode } = require('../../../../support/engine');
const { sandboxCredentials } = require('../../../../support/credentials');

const sandbox = useSandbox({ resetOverHttp: true });
const SCOPES = ['bucket:create', 'bucket:read', 'data:read', 'data:write', 'data:create'];
const BUCKET = 'derivs-translations';
const bytes = Buffer.from('ISO-10303-21;\nHEADER;\nENDSEC;\nDATA;\nENDSEC;\nEND-ISO-10303-21;\n');
const fileItem = (fileName = 'bracket.ipt', content = bytes) => ({ json: {}, binary: { data: { data: content.toString('base64'), mimeType: 'application/octet-stream', fileName } } });
const fromFile = (extra = {}) => ({ sourceFrom: 'binary', storageBucketKey: BUCKET, ...extra });
const run = (parameters, items, runOptions = {}) => createJob(sandbox, [{ type: 'step' }, { type: 'obj' }], parameters, { items, scopes: SCOPES, ...runOptions });
const bucketsCreated = () => sandbox.ctx.log.find({ method: 'POST', path: /^\/oss\/v2\/buckets$/ });

beforeEach(() => setJobDuration(sandbox, 0));

it('uploads the file into a new transient bucket and translates that object', async () => {
	const { items, error } = await run(fromFile(), [fileItem()]);
	expect(error).toBeUndefined();
	const objectId = `urn:adsk.objects:os.object:${BUCKET}/bracket.ipt`;
	expect(items[0].json).toMatchObject({ outcome: 'accepted', urn: urnOf(objectId), sourceId: objectId, uploaded: expect.objectContaining({ bucketKey: BUCKET, objectKey: 'bracket.ipt', size: bytes.length }) });
	const [created] = bucketsCreated();
	expect(JSON.parse(created.body)).toEqual({ bucketKey: BUCKET, policyKey: 'transient' });
	expect(created.status).toBe(200);
	expect(jobBodies(sandbox)[0].input).toEqual({ urn: urnOf(objectId) });
	// The order on the wire: bucket, upload, then the job.
	const order = sandbox.ctx.log.entries.filter((entry) => !entry.path.startsWith('/s3')).map((entry) => `${entry.method} ${entry.path.replace(/\/objects\/.*$/, '/objects/...')}`);
	expect(order[0]).toBe('POST /oss/v2/buckets');
	expect(order[order.length - 1]).toBe('POST /modelderivative/v2/designdata/job');
	// The stored object has the file's bytes: download it through the sandbox's OSS.
	const token = tokenFor(sandbox, { scopes: SCOPES });
	const signed = await call(sandbox, 'GET', `/oss/v2/buckets/${BUCKET}/objects/bracket.ipt/signeds3download`, { token });
	const stored = Buffer.from(await (await fetch(signed.body.url)).arrayBuffer());
	expect(stored.equals(bytes)).toBe(true);
});

it('an existing bucket (409) is used as it is, with Wait for Completion too', async () => {
	const token = tokenFor(sandbox, { scopes: SCOPES });
	await call(sandbox, 'POST', '/oss/v2/buckets', { token, json: { bucketKey: BUCKET, policyKey: 'persistent' } });
	const { items, error } = await run(fromFile({ storagePolicy: 'temporary', waitForCompletion: true, timeLimit: 30 }), [fileItem('housing.f3d')]);
	expect(error).toBeUndefined();
	expect(items[0].json).toMatchObject({ status: 'success', urn: urnOf(`urn:adsk.objects:os.object:${BUCKET}/housing.f3d`) });
	expect(bucketsCreated().map((entry) => entry.status)).toEqual([200, 409]);
});

it('each item uploads its own file; a file without a name extension is refused before anything is sent', async () => {
	const { items, error } = await run(fromFile(), [fileItem('a.ipt'), fileItem('README'), fileItem('b.ipt')], { continueOnFail: true });
	expect(error).toBeUndefined();
	expect(items.map((item) => item.pairedItem.item)).toEqual([0, 1, 2]);
	expect(items[1].json.error).toMatch(/^Input Binary Field "data" holds a file without a file name extension \("README"\)/);
	expect(jobBodies(sandbox).map((body) => Buffer.from(body.input.urn, 'base64url').toString())).toEqual([
		`urn:adsk.objects:os.object:${BUCKET}/a.ipt`,
		`urn:adsk.objects:os.object:${BUCKET}/b.ipt`,
	]);
});

it('an output type the binary file cannot give is refused before the upload (the service would answer 406)', async () => {
	const { items, error } = await run(fromFile(), [fileItem('house.rvt')]);
	expect(items).toEqual([]);
	expect(error.message).toBe('Output Formats cannot hold STEP for house.rvt: a .rvt file can give SVF, SVF2, Thumbnail, OBJ, DWG, IFC');
	expect(bucketsCreated()).toEqual([]);
	expect(sandbox.ctx.log.entries.filter((entry) => entry.path.startsWith('/s3') || entry.path.startsWith('/modelderivative'))).toEqual([]);
});

it('a part URL refused as expired is renewed once; refused again or cut every time, the job is not created and the message says why', async () => {
	await call(sandbox, 'POST', '/__sandbox/faults', { json: { kind: 'expired', method: 'PUT', path: '^/s3/' } });
	const renewed = await run(fromFile(), [fileItem()]);
	expect(renewed.error).toBeUndefined();
	expect(sandbox.ctx.log.find({ method: 'PUT', path: /^\/s3\// }).map((entry) => entry.status)).toEqual([403, 200]);

	sandbox.ctx.log.clear();
	await call(sandbox, 'POST', '/__sandbox/faults', { json: { kind: 'expired', method: 'PUT', path: '^/s3/', times: 2 } });
	const refused = await run(fromFile(), [fileItem('housing.ipt')]);
	expect(refused.error.message).toBe('Upload the file to translate: upload part 1 failed: the signed URL was refused (AccessDenied: Request has expired), and so was a fresh one asked for once');
	expect(refused.error.description).not.toMatch(/admin|integrations/);

	await call(sandbox, 'POST', '/__sandbox/faults', { json: { kind: 'cut', method: 'PUT', path: '^/s3/', times: 4 } });
	const cut = await run(fromFile(), [fileItem('cover.ipt')]);
	expect(cut.error.message).toMatch(/^Upload the file to translate: upload part 1 failed: the upload of "cover\.ipt" was cut off after 0 bytes of \d+ bytes \(0%\) sent: .+ \(after 3 retries\)$/);
	expect(jobBodies(sandbox)).toEqual([]);
});

it("with a user's three-legged credential the bucket is refused (APS: app-only): the advice says to upload with Item > Upload instead, and no job is sent", async () => {
	const { error } = await runNode({
		parameters: { resource: 'translationJob', operation: 'create', outputFormats: { format: [{ type: 'obj' }] }, ...fromFile() },
		items: [fileItem()],
		credentials: sandboxCredentials(sandbox, { scopes: SCOPES }),
	});
	expect(error.httpCode).toBe('403');
	expect(error.message).toMatch(/^Create storage bucket failed: Buckets belong to the application/);
	expect(error.description).toMatch(/Grant Type Client Credentials.*upload the file with Item > Upload and translate it by its version instead\.$/);
	expect(bucketsCreated().map((entry) => entry.status)).toEqual([403]);
	expect(jobBodies(sandbox)).toEqual([]);
});
