'use strict';

const { useE2e, connectedCredential, runWorkflow } = require('./support');
const { SEED } = require('../../sandbox/seed/data');

/**
 * Document control in a real n8n: a workflow copies the Tower model into the Shared folder
 * (Item > Copy, the service's copyFrom), checks the user's permissions on the copy, deletes it
 * (Item > Delete: a deleted version), then publishes the hospital's cloud-workshared model and
 * waits for the job (Item > Publish with Wait for Completion) and reads its status.
 */

const TOWER = SEED.projects.tower;
const HOSPITAL = SEED.projects.hospital;

const env = useE2e();
const sent = (method, path) => env.sandbox.ctx.log.find({ method, path });

test('copy, check permission, delete, publish with wait', async () => {
	const credential = await connectedCredential(env, 'authorizationCode', { user: SEED.users.admin });
	env.sandbox.ctx.log.clear();
	const result = await runWorkflow(env.n8n, 'doc-control', credential);
	if (result.error) throw new Error(`The workflow failed: ${result.error.message} ${result.error.description || ''}`);

	const [copied] = result.output('Copy');
	expect(copied).toMatchObject({ method: 'copyFrom', newItem: true, name: 'Tower.rvt', folderId: SEED.folders.towerShared, sourceVersionId: SEED.versions.towerModelV2 });
	const [copy] = sent('POST', `/data/v1/projects/${TOWER}/items`);
	expect(copy.query).toEqual({ copyFrom: SEED.versions.towerModelV2 });

	const [permission] = result.output('Check Permission');
	expect(permission).toEqual(expect.objectContaining({ id: copied.id, type: 'items', allowed: true, view: true, edit: true, control: true }));

	const [deleted] = result.output('Delete Copy');
	expect(deleted).toMatchObject({ id: copied.id, deleted: true, name: 'Tower.rvt', deletedVersionNumber: 2, extensionType: 'versions:autodesk.core:Deleted' });

	const [published] = result.output('Publish and Wait');
	expect(published).toMatchObject({
		id: SEED.items.hospitalCentral,
		status: 'complete',
		publishing: false,
		publishedFromVersionId: SEED.versions.hospitalCentralV2,
		version: { versionNumber: 3, extensionType: 'versions:autodesk.bim360:C4RModel' },
	});
	const [status] = result.output('Publish Status');
	expect(status).toMatchObject({ status: 'complete', needsPublishing: false, jobId: published.jobId });
	const commands = sent('POST', `/data/v1/projects/${HOSPITAL}/commands`).map((entry) => JSON.parse(entry.body).data.attributes.extension.type);
	expect(commands[0]).toBe('commands:autodesk.bim360:C4RModelPublish');
	expect(commands.filter((type) => type === 'commands:autodesk.bim360:C4RModelGetPublishJob').length).toBeGreaterThanOrEqual(2);
}, 180_000);
