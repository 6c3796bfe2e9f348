'use strict';

const { useE2e, connectedCredential, runWorkflow } = require('./support');
const { SEED } = require('../../sandbox/seed/data');
const { issueIds } = require('../../sandbox/seed/issues');

/**
 * Operations as the service's reference describes them, in a real n8n against the sandbox that
 * refuses what the OpenAPI schemas do not allow: a copy within a project into Project Files and
 * into Plans (ItemPayload's body, files and documents), a permission check for the command's own
 * actions delete and upload, and an issue update its assignee may not make, refused with what the
 * assignee may change (the issue's permittedAttributes and permittedStatuses).
 */

const TOWER = SEED.projects.tower;
const GUID = SEED.projects.hospital.slice(2);
const DOOR = issueIds(GUID).issues.door;

const env = useE2e();
const sent = (method, path) => env.sandbox.ctx.log.find({ method, path });

test('a copy into Project Files and into Plans, then a check of delete and upload on the copy', async () => {
	const credential = await connectedCredential(env, 'authorizationCode', { user: SEED.users.admin });
	env.sandbox.ctx.log.clear();
	const result = await runWorkflow(env.n8n, 'copy-plans-permission', credential);
	if (result.error) throw new Error(`The workflow failed: ${result.error.message} ${result.error.description || ''}`);

	const [intoFiles] = result.output('Copy into Project Files');
	expect(intoFiles).toMatchObject({ method: 'copyFrom', newItem: true, name: 'Facade.pdf', folderId: SEED.folders.towerShared, version: { extensionType: 'versions:autodesk.bim360:File' } });
	const [intoPlans] = result.output('Copy into Plans');
	expect(intoPlans).toMatchObject({ method: 'copyFrom', newItem: true, name: 'Facade.pdf', folderId: SEED.folders.towerLevel1Plans, version: { extensionType: 'versions:autodesk.bim360:Document' } });
	const bodies = sent('POST', `/data/v1/projects/${TOWER}/items`).map((entry) => JSON.parse(entry.body));
	expect(bodies.map((body) => [body.data.attributes.extension.type, body.included[0].attributes.extension.type, body.data.relationships.tip.data.id])).toEqual([
		['items:autodesk.bim360:File', 'versions:autodesk.bim360:File', '1'],
		['items:autodesk.bim360:Document', 'versions:autodesk.bim360:Document', '1'],
	]);

	const [permission] = result.output('Check Delete and Upload');
	expect(permission).toMatchObject({ id: intoPlans.id, type: 'items', allowed: true, delete: true, upload: true, requiredActions: ['delete', 'upload'] });
	const [command] = sent('POST', `/data/v1/projects/${TOWER}/commands`);
	expect(JSON.parse(command.body).data.attributes.extension.data.requiredActions).toEqual(['delete', 'upload']);
}, 180_000);

test("an issue update its assignee may not make: refused, saying what the assignee may change and who can make the change", async () => {
	const credential = await connectedCredential(env, 'authorizationCode', { user: SEED.users.member, data: { scope: 'data:read data:write' } });
	env.sandbox.ctx.log.clear();
	const result = await runWorkflow(env.n8n, 'issue-update-refused', credential);
	expect(result.ok).toBe(false);
	expect(result.error.node.name).toBe('Rename Issue');
	expect(result.error.message).toMatch(/^Update issue failed: .*may not change title/);
	expect(result.error.description).toBe(
		"Nothing was changed. The caller is a member of the project and can read this issue, but may not make this change. It may not change title. It may change: status. It may set the status to pending, open, in_progress, completed; not to closed. The issue's creator, its assignee or a project admin can make the change; a project admin can also give the caller the Manage issues permission. Issue > Get shows permittedAttributes and permittedStatuses for the caller.",
	);
	const calls = sent(undefined, new RegExp(`^/construction/issues/v1/projects/${GUID}/issues/${DOOR}$`));
	expect(calls.map((entry) => `${entry.method} ${entry.status}`)).toEqual(['PATCH 403', 'GET 200']);
}, 180_000);
