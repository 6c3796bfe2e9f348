'use strict';

const { useE2e, connectedCredential, runWorkflow } = require('./support');
const { SEED } = require('../../sandbox/seed/data');

/**
 * Workflows saved in a real n8n and run as the editor runs them, with a credential connected
 * through n8n's OAuth flow (Authorization Code, signed in as the sandbox's admin user). Each
 * resource has one workflow (test/e2e/workflows/<name>.json) whose nodes form a chain: later
 * nodes take their IDs from earlier ones through expressions, as a user would build it.
 * To cover another operation: add a workflow file (the package's nodes get the credential by
 * themselves) and one entry below. `before(env)` may prepare the sandbox; `check(result, env)`
 * gets { ok, status, error, output(nodeName) } (see n8n.js run).
 */

const HUB = SEED.hubs.bim360;
const TOWER = SEED.projects.tower;
const BRACKET = SEED.projects.bracket;

const env = useE2e();
const sent = (method, path) => env.sandbox.ctx.log.find({ method, path });
const ids = (items) => items.map((item) => item.id);

function expectSucceeded(result) {
	if (result.error) {
		throw new Error(
			`The workflow failed: ${result.error.message} ${result.error.description || ''}`,
		);
	}
	expect(result.ok).toBe(true);
}

/** The workflow failed in `nodeName`: n8n recorded the execution as failed (`status: error`). */
function expectFailedIn(result, nodeName) {
	expect(result.ok).toBe(false);
	expect(result.status).toBe('error');
	expect(result.error.node.name).toBe(nodeName);
}

const CASES = [
	{
		title:
			'Project: Get Many then Get for each; Folder: Get Top Folders, Get Contents; Item: Get for each file',
		workflow: 'project-folder-item',
		check(result) {
			expectSucceeded(result);
			const projects = result.output('First Two Projects');
			expect(projects).toHaveLength(2);
			expect(projects[0]).toMatchObject({ id: TOWER, name: 'Sandbox Tower', hubId: HUB });
			// Get Each Project ran once per listed project, its ID taken from the item by expression.
			expect(result.output('Get Each Project')).toEqual(projects);
			expect(
				sent('GET', /^\/project\/v1\/hubs\/[^/]+\/projects\/[^/]+$/).map((e) => e.path),
			).toEqual(projects.map((project) => `/project/v1/hubs/${HUB}/projects/${project.id}`));

			expect(result.output('Top Folders').map((folder) => folder.name)).toEqual([
				'Project Files',
				'Plans',
				'Superseded',
			]);
			const [topFolders] = sent('GET', /\/topFolders$/);
			expect(topFolders.query).toEqual({ projectFilesOnly: 'false' });

			const files = result.output('Architecture Files');
			// Lobby.dwg is hidden: Include Hidden is off.
			expect(files.map((file) => file.displayName)).toEqual([
				'Tower.rvt',
				'Facade.pdf',
				'Core.nwd',
				'Notes.txt',
			]);
			const [contents] = sent('GET', /\/contents$/);
			expect(contents.query).toEqual({ 'filter[type]': 'items', 'page[limit]': '200' });
			const fetched = result.output('Get Each File');
			expect(ids(fetched)).toEqual(ids(files));
			expect(fetched[0]).toMatchObject({
				displayName: 'Tower.rvt',
				tipId: SEED.versions.towerModelV2,
				versions: [expect.objectContaining({ id: SEED.versions.towerModelV2, versionNumber: 2 })],
			});
		},
	},
	{
		title:
			'Item: Update renames a file, Create Ref attaches a version to it, Get shows the new name',
		workflow: 'item-update-ref',
		check(result) {
			expectSucceeded(result);
			const newName = 'Bracket (approved).f3d';
			expect(result.output('Rename File')).toEqual([
				expect.objectContaining({ id: SEED.items.bracketModel, displayName: newName }),
			]);
			const [patch] = sent('PATCH', /\/items\//);
			expect(patch.headers['content-type']).toBe('application/vnd.api+json');
			expect(JSON.parse(patch.body)).toEqual({
				jsonapi: { version: '1.0' },
				data: { type: 'items', id: SEED.items.bracketModel, attributes: { displayName: newName } },
			});

			const extension = {
				type: 'auxiliary:autodesk.core:Attachment',
				version: '1.0',
				data: { note: 'housing drawing' },
			};
			expect(result.output('Attach Housing')).toEqual([
				expect.objectContaining({
					linked: true,
					projectId: BRACKET,
					itemId: SEED.items.bracketModel,
					targetType: 'versions',
					targetId: SEED.versions.bracketHousingV1,
					extension,
				}),
			]);
			const [ref] = sent('POST', /\/relationships\/refs$/);
			expect(ref.status).toBe(204);
			expect(JSON.parse(ref.body).data).toEqual({
				type: 'versions',
				id: SEED.versions.bracketHousingV1,
				meta: { extension },
			});
			expect(result.output('Get File')).toEqual([
				expect.objectContaining({ id: SEED.items.bracketModel, displayName: newName }),
			]);
		},
	},
	{
		title: 'Webhook: Create, Get, Update (deactivate), Get Many (inactive ones), Delete each',
		workflow: 'webhook-lifecycle',
		check(result) {
			expectSucceeded(result);
			const scope = { folder: SEED.folders.towerArchitecture };
			const [created] = result.output('Create Hook');
			expect(created).toMatchObject({
				created: true,
				system: 'data',
				event: 'dm.version.added',
				callbackUrl: 'https://hooks.example.com/aps/new-versions',
				scope,
				hookId: expect.any(String),
			});
			const { hookId } = created;
			expect(created.hookUrl).toBe(
				`${env.sandbox.url}/webhooks/v1/systems/data/events/dm.version.added/hooks/${hookId}`,
			);
			expect(result.output('Get Hook')).toEqual([
				expect.objectContaining({
					hookId,
					status: 'active',
					scope,
					hookAttribute: { team: 'architecture' },
				}),
			]);
			expect(result.output('Deactivate Hook')).toEqual([
				expect.objectContaining({ hookId, status: 'inactive' }),
			]);
			const [patch] = sent('PATCH', /^\/webhooks\//);
			expect(JSON.parse(patch.body)).toEqual({ status: 'inactive' });
			expect(result.output('Inactive Hooks').map((hook) => hook.hookId)).toEqual([hookId]);
			const [list] = sent('GET', /^\/webhooks\/v1\/systems\/data\/hooks$/);
			expect(list.query).toEqual(expect.objectContaining({ status: 'inactive' }));
			expect(result.output('Delete Each Hook')).toEqual([
				{ system: 'data', event: 'dm.version.added', hookId, deleted: true },
			]);
			expect(env.sandbox.ctx.state.webhooks.hooks.size).toBe(0);
		},
	},
	{
		title:
			'a request the service refuses (403) fails the workflow with the service message and advice',
		workflow: 'list-projects',
		before: ({ sandbox }) =>
			sandbox.ctx.faults.add({
				kind: 'status',
				status: 403,
				method: 'GET',
				path: '^/project/v1/hubs$',
			}),
		check(result) {
			expectFailedIn(result, 'Hubs');
			expect(result.error.message).toContain('Sandbox fault: status 403.');
			expect(result.error.description).toMatch(/^Permission not granted/);
		},
	},
	{
		title:
			'a file that does not exist (404) fails the workflow with the service message and advice',
		workflow: 'item-get-missing',
		check(result) {
			expectFailedIn(result, 'Get File');
			expect(result.error).toMatchObject({
				name: 'NodeApiError',
				httpCode: '404',
				message: `Get item failed: Item urn:adsk.wipprod:dm.lineage:doesNotExist does not exist in project ${TOWER}.`,
				description: expect.stringMatching(/^Not found\. Check the id/),
			});
			expect(sent('GET', /\/items\//).map((entry) => entry.status)).toEqual([404]);
		},
	},
	{
		title: 'a bad input fails the workflow naming the field and the rule, and nothing is sent',
		workflow: 'translation-bad-input',
		check(result) {
			expectFailedIn(result, 'Translate');
			expect(result.error).toMatchObject({
				name: 'NodeOperationError',
				message:
					'Workflow ID must be 1 to 36 characters of ASCII letters, digits and hyphens; got "my translations!"',
				description: expect.stringMatching(/^Nothing was sent/),
			});
			expect(env.sandbox.ctx.log.find({ path: /^\/modelderivative\// })).toEqual([]);
		},
	},
];

let credential;
beforeAll(async () => {
	credential = await connectedCredential(env, 'authorizationCode');
});
beforeEach(() => {
	// Not a full reset: that would revoke the credential's tokens.
	env.sandbox.ctx.faults.clear();
	env.sandbox.ctx.log.clear();
});

test.each(CASES)('$title', async ({ workflow, before, check }) => {
	if (before) await before(env);
	env.sandbox.ctx.log.clear();
	const result = await runWorkflow(env.n8n, workflow, credential);
	check(result, env);
});
