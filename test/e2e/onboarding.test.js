'use strict';

const crypto = require('node:crypto');
const { useE2e, connectedCredential, tryItServiceAccountCredential, runWorkflow, CREDENTIAL_TYPE } = require('./support');
const { SEED } = require('../../sandbox/seed/data');
const { DIRECTORY } = require('../../sandbox/seed/projectDirectory');
const { TEMPLATE_PROJECT_INDEX } = require('../../sandbox/seed/accountAdmin');

/**
 * Project onboarding in a real n8n, unattended: the onboarding sample `npm start` creates
 * (test/e2e/workflows/onboard-project.json) run end to end with the Service Account credential (an
 * account admin of the ACC account), then the permission it gave seen in Data Management reads by
 * the people it imported, each signed in as themselves: Vic Viewer (Sandbox Architects, which got
 * View Only on Project Files) lists the folder; Mel Member (Sandbox Builders, given nothing there)
 * is refused, though both are users of the project.
 */

const ACCOUNT = SEED.hubs.acc.slice(2);

const env = useE2e();
const sent = (method, path) => env.sandbox.ctx.log.find({ method, path });

function expectSucceeded(result) {
	if (result.error) throw new Error(`The workflow failed: ${result.error.message} ${result.error.description || ''}`);
	expect(result.ok).toBe(true);
}

/**
 * A workflow that, as the service account, makes a folder in Project Files (so that a listing
 * has something to show), then lists Project Files with each reader's own credential.
 */
function readsWorkflow(project, projectFiles, { serviceAccount, architect, builder }) {
	const locator = (value) => ({ __rl: true, mode: 'id', value });
	const contents = { resource: 'folder', operation: 'getContents', projectId: locator(project.dataManagementProjectId), folderId: locator(projectFiles.id), returnAll: true };
	const node = (name, x, fields) => ({ id: crypto.randomUUID(), name, typeVersion: 1, position: [x, 0], ...fields });
	const aps = (name, x, parameters, credential, more = {}) =>
		node(name, x, { type: 'CUSTOM.autodeskAps', parameters, credentials: { [credential.type ?? CREDENTIAL_TYPE]: { id: credential.id, name: credential.name } }, ...more });
	const nodes = [
		node('Start', 0, { type: 'n8n-nodes-base.manualTrigger', parameters: {} }),
		aps('Drawings Folder', 260, { authentication: 'serviceAccount', resource: 'folder', operation: 'create', projectId: locator(project.dataManagementProjectId), folderId: locator(projectFiles.id), name: 'Drawings' }, serviceAccount),
		aps('Read as Architect', 520, contents, architect, { executeOnce: true, onError: 'continueRegularOutput', alwaysOutputData: true }),
		aps('Read as Builder', 780, contents, builder, { executeOnce: true, onError: 'continueRegularOutput', alwaysOutputData: true }),
	];
	const connections = Object.fromEntries(nodes.slice(0, -1).map((from, index) => [from.name, { main: [[{ node: nodes[index + 1].name, type: 'main', index: 0 }]] }]));
	return { name: 'Onboarding: reads by the team', settings: { executionOrder: 'v1' }, nodes, connections };
}

test('the onboarding sample runs end to end as the service account, and its company permission shows in the team members\' own Data Management reads', async () => {
	const serviceAccount = await tryItServiceAccountCredential(env);
	env.sandbox.ctx.log.clear();
	const onboarded = await runWorkflow(env.n8n, 'onboard-project', serviceAccount);
	expectSucceeded(onboarded);

	// The project, from the account's template, active after the wait; made by the service account.
	const template = env.sandbox.ctx.state.data.hubs.get(SEED.hubs.acc).projects[TEMPLATE_PROJECT_INDEX];
	const [project] = onboarded.output('Create Project');
	expect(project).toMatchObject({ status: 'active', templateId: template.guid, dataManagementProjectId: `b.${project.id}`, hubId: SEED.hubs.acc });
	const dmProject = env.sandbox.ctx.state.data.projects.get(project.dataManagementProjectId);
	expect(dmProject.members.get(SEED.serviceAccount.id)).toBe('admin');
	const [created] = sent('POST', `/construction/admin/v1/accounts/${ACCOUNT}/projects`);
	expect(created.status).toBe(202);
	const reads = sent('GET', `/construction/admin/v1/projects/${project.id}`);
	expect(reads.length).toBeGreaterThanOrEqual(2);
	// No Act As User: the service account's own token, which names no User-Id.
	expect([created, ...reads].every((entry) => entry.headers['user-id'] === undefined && /^Bearer /.test(entry.headers.authorization))).toBe(true);

	// The team, in one import call, each with the company and role of its row.
	expect(onboarded.output('Import Team').map((user) => [user.email, user.result])).toEqual([
		['mel.member@sandbox.example', 'added'],
		['vic.viewer@sandbox.example', 'added'],
	]);
	const [imported] = sent('POST', `/construction/admin/v2/projects/${project.id}/users:import`);
	expect(JSON.parse(imported.body).users.map((user) => [user.email, user.companyId, user.roleIds])).toEqual([
		['mel.member@sandbox.example', DIRECTORY.companies.builders, [DIRECTORY.roles.engineer]],
		['vic.viewer@sandbox.example', DIRECTORY.companies.architects, [DIRECTORY.roles.architect]],
	]);
	expect([...dmProject.members.keys()].sort()).toEqual([SEED.serviceAccount.id, SEED.users.member, SEED.users.viewer].sort());

	// View Only for Sandbox Architects on Project Files, and nothing for Sandbox Builders.
	const [projectFiles] = onboarded.output('Project Files');
	expect(projectFiles.name).toBe('Project Files');
	const [granted] = sent('POST', /permissions:batch-create$/);
	expect(granted.path).toBe(`/bim360/docs/v1/projects/${project.id}/folders/${encodeURIComponent(projectFiles.id)}/permissions:batch-create`);
	expect(JSON.parse(granted.body)).toEqual([{ subjectId: DIRECTORY.companies.architects, subjectType: 'COMPANY', actions: ['VIEW', 'COLLABORATE'] }]);
	expect(onboarded.output('Summary')).toEqual([expect.objectContaining({ projectId: project.id, added: 2, permissions: ['Project Files: Sandbox Architects viewOnly'] })]);

	// Each team member signed in as themselves (Authorization Code): a Data Management read by that user.
	const signedIn = (user) => connectedCredential(env, 'authorizationCode', { user, name: `APS ${user} (onboarding)`, data: { scope: 'data:read' } });
	const readers = { serviceAccount, architect: await signedIn(SEED.users.viewer), builder: await signedIn(SEED.users.member) };
	env.sandbox.ctx.log.clear();
	const workflowId = await env.n8n.importWorkflow(readsWorkflow(project, projectFiles, readers));
	const read = await env.n8n.run(workflowId);
	expectSucceeded(read);

	const [drawings] = read.output('Drawings Folder');
	expect(drawings).toMatchObject({ name: 'Drawings' });
	expect(read.output('Read as Architect').map((entry) => entry.name)).toEqual(['Drawings']);
	const [refused] = read.output('Read as Builder');
	expect(refused.error).toMatch(/no read permission on folder Project Files/);
	const listings = sent('GET', /\/folders\/[^/]+\/contents$/);
	expect(listings.map((entry) => entry.status)).toEqual([200, 403]);
	// Two three-legged tokens, not the app's: neither read names another user.
	expect(listings.every((entry) => entry.headers['x-user-id'] === undefined)).toBe(true);
}, 240_000);
