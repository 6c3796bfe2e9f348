'use strict';

const fs = require('node:fs');
const { useE2e, connectedCredential, runWorkflow } = require('./support');
const { SEED } = require('../../sandbox/seed/data');

/**
 * Item > Copy into a project of another hub in a real n8n: the Tower model's tip streamed from its
 * signed S3 download into a storage location of Sandbox Hospital, then the item there; the bytes
 * equal, and no token goes to the signed S3 addresses.
 */

const TOWER = SEED.projects.tower;
const HOSPITAL = SEED.projects.hospital;

const env = useE2e();

/** The bytes the sandbox keeps for a version's storage object. */
function storedBytes(versionId) {
	const storageId = env.sandbox.ctx.state.data.versions.get(versionId).storageId;
	const objectKey = storageId.split('/').pop();
	return fs.readFileSync(env.sandbox.ctx.state.oss.buckets.get('wip.dm.prod').objects.get(objectKey).file);
}

test('copy into another project: streamed S3 to S3, bytes equal, the item in the target folder', async () => {
	const credential = await connectedCredential(env, 'authorizationCode', { user: SEED.users.admin });
	env.sandbox.ctx.log.clear();
	const result = await runWorkflow(env.n8n, 'copy-across', credential);
	if (result.error) throw new Error(`The workflow failed: ${result.error.message} ${result.error.description || ''}`);

	const [copied] = result.output('Copy to Hospital');
	const source = storedBytes(SEED.versions.towerModelV2);
	expect(copied).toMatchObject({
		method: 'stream',
		name: 'Tower.rvt',
		projectId: HOSPITAL,
		folderId: SEED.folders.hospitalProjectFiles,
		sourceProjectId: TOWER,
		sourceVersionId: SEED.versions.towerModelV2,
		bytesMoved: source.length,
	});
	expect(storedBytes(copied.versionId).equals(source)).toBe(true);
	const item = env.sandbox.ctx.state.data.items.get(copied.id);
	expect(item).toMatchObject({ displayName: 'Tower.rvt', folderId: SEED.folders.hospitalProjectFiles });

	const s3 = env.sandbox.ctx.log.find({ path: /^\/s3\// });
	expect(s3.map((entry) => entry.method)).toEqual(['GET', 'PUT']);
	for (const entry of s3) expect(entry.headers.authorization).toBeUndefined();
	expect(env.sandbox.ctx.log.find({ method: 'POST', path: `/data/v1/projects/${TOWER}/items` })).toEqual([]);
}, 180_000);
