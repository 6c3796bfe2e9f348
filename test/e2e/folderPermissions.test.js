'use strict';

const { useE2e, connectedCredential, runWorkflow } = require('./support');
const { SEED } = require('../../sandbox/seed/data');

/**
 * Folder permissions in a real n8n: with the app's own token (Client Credentials), a workflow reads
 * the Design folder as user-viewer (Act As User ID), who may not; gives the viewer View + Download
 * on it (Folder > Add Permissions, the user named by email); reads it again as the viewer, who now
 * sees its subfolders; takes the permission away (Remove Permissions) and reads once more, refused.
 */

const TOWER_GUID = SEED.projects.tower.slice(2);

const env = useE2e();
const sent = (method, path) => env.sandbox.ctx.log.find({ method, path });

test("a permission added for a user is seen in that user's Data Management read, and its removal takes it away", async () => {
	const credential = await connectedCredential(env, 'clientCredentials', { data: { scope: 'data:read data:write account:read' } });
	env.sandbox.ctx.log.clear();
	const result = await runWorkflow(env.n8n, 'folder-permissions-effect', credential);
	if (result.error) throw new Error(`The workflow failed: ${result.error.message} ${result.error.description || ''}`);

	const [before] = result.output('Read Before');
	expect(before.error).toMatch(/no read permission on folder Design/);

	expect(result.output('Add Permissions')).toEqual([
		{ success: true, subjectType: 'USER', subjectId: SEED.users.viewer, email: 'vic.viewer@sandbox.example', level: 'viewDownload', actions: ['VIEW', 'DOWNLOAD', 'COLLABORATE'] },
	]);
	const [create] = sent('POST', /permissions:batch-create$/);
	expect(create.path).toBe(`/bim360/docs/v1/projects/${TOWER_GUID}/folders/${encodeURIComponent(SEED.folders.towerDesign)}/permissions:batch-create`);
	expect(JSON.parse(create.body)).toEqual([{ subjectId: SEED.users.viewer, subjectType: 'USER', actions: ['VIEW', 'DOWNLOAD', 'COLLABORATE'] }]);

	expect(result.output('Read After Add').map((entry) => entry.name)).toEqual(['Architecture', 'Structure']);
	const reads = sent('GET', /\/folders\/[^/]+\/contents$/);
	expect(reads.every((entry) => entry.headers['x-user-id'] === SEED.users.viewer)).toBe(true);

	expect(result.output('Remove Permissions')).toEqual([
		{ success: true, subjectType: 'USER', subjectId: SEED.users.viewer, email: 'vic.viewer@sandbox.example', removed: true },
	]);
	const [after] = result.output('Read After Remove');
	expect(after.error).toMatch(/no read permission on folder Design/);
}, 180_000);
