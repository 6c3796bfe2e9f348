'use strict';

/** A translation job's source must exist: the service answers 400 with a diagnostic otherwise. */

const { useSandbox, tokenFor, call } = require('../../../support/sandbox');

const JOB = '/modelderivative/v2/designdata/job';
const urnOf = (objectId) => Buffer.from(objectId).toString('base64url');
const svf2Job = (objectId) => ({ input: { urn: urnOf(objectId) }, output: { formats: [{ type: 'svf2', views: ['3d'] }] } });

let token;
const sandbox = useSandbox({
	each: () => {
		token = tokenFor(sandbox, { scopes: ['data:read', 'data:write', 'data:create', 'bucket:create', 'bucket:read'] });
	},
});
const postJob = (objectId) => call(sandbox, 'POST', JOB, { token, json: svf2Job(objectId) });

describe('translation sources', () => {
	it('answers 400 with a diagnostic for an object that is not in storage, and starts no job', async () => {
		const missing = 'urn:adsk.objects:os.object:bucket/never-uploaded.rvt';
		const answer = await postJob(missing);
		expect(answer.status).toBe(400);
		expect(answer.body.diagnostic).toBe(`Failed to trigger translation for this file: the source object ${missing} does not exist. Check the URN, or upload the file first.`);
		expect(sandbox.ctx.state.derivative.manifests.size).toBe(0);
	});

	it.each([
		['a bucket that does not exist', 'urn:adsk.objects:os.object:no-such-bucket/house.rvt'],
		['a storage id handed out but never uploaded', 'urn:adsk.objects:os.object:wip.dm.prod/nothing-here.rvt'],
		['a version id that is not in the data', 'urn:adsk.wipprod:fs.file:vf.unknown?version=1'],
	])('answers 400 for %s', async (_, objectId) => {
		expect((await postJob(objectId)).status).toBe(400);
	});

	it('translates a seeded object, a seeded version (by id and by storage id) and an uploaded object', async () => {
		expect((await postJob('urn:adsk.objects:os.object:bucket/house.rvt')).status).toBe(200);
		const version = [...sandbox.ctx.state.data.versions.values()].find((entry) => entry.name.endsWith('.rvt'));
		expect((await postJob(version.id)).status).toBe(200);
		expect((await postJob(version.storageId)).status).toBe(200);

		expect((await call(sandbox, 'POST', '/oss/v2/buckets', { token, json: { bucketKey: 'fresh-models', policyKey: 'transient' } })).status).toBe(200);
		const objectId = 'urn:adsk.objects:os.object:fresh-models/plan.rvt';
		expect((await postJob(objectId)).status).toBe(400);
		const { seedObject } = require('../../../../sandbox/routes/oss/state');
		seedObject(sandbox.ctx.state.oss, 'fresh-models', 'plan.rvt', Buffer.from('plan'), { baseUrl: sandbox.url });
		expect((await postJob(objectId)).status).toBe(200);
	});

	it('keeps the seeded objects after a reset, and bytes for every seeded version', async () => {
		sandbox.ctx.reset();
		token = tokenFor(sandbox, { scopes: ['data:read', 'data:write', 'data:create'] });
		expect((await postJob('urn:adsk.objects:os.object:b/fine.rvt')).status).toBe(200);
		const dmBucket = sandbox.ctx.state.oss.buckets.get('wip.dm.prod');
		for (const version of sandbox.ctx.state.data.versions.values()) {
			const key = version.storageId.slice('urn:adsk.objects:os.object:wip.dm.prod/'.length);
			expect(dmBucket.objects.get(key)).toMatchObject({ size: version.storageSize });
		}
	});
});
