'use strict';

const path = require('node:path');
const { nodeOfResource } = require('../support/actionNodes');
const { useE2e, connectedCredential, mcpSession, loadWorkflow } = require('./support');
const { call, tokenFor } = require('../support/sandbox');
const { SEED } = require('../../sandbox/seed/data');

/**
 * The action node as tools behind n8n's MCP Server Trigger, called by the official MCP client:
 * the tools list their descriptions and argument schemas, calls return the compact shapes, a file
 * tool gives a signed link and transfers no bytes, and a bad argument is a tool error the next call recovers from.
 */

const WORKFLOW = 'mcp-tools';
const DIST = path.join(__dirname, '..', '..', 'dist', 'nodes');
const toolText = (resource, operation) => require(path.join(DIST, nodeOfResource(resource).folder, 'actions', resource, `${operation}.operation.js`)).tool.description;

const env = useE2e();
let client;
let workflowId;
const tower = SEED.projects.tower;
const shared = SEED.folders.towerShared;

beforeAll(async () => {
	const credential = await connectedCredential(env, 'authorizationCode', { data: { scope: 'data:read data:write data:create viewables:read' } });
	const seeded = await call(env.sandbox, 'POST', '/__sandbox/seed/items', { json: { folderId: shared, count: 28 } });
	expect(seeded.status).toBe(201);
	workflowId = await env.n8n.importWorkflow(loadWorkflow(WORKFLOW, credential));
	const active = await env.n8n.activate(workflowId);
	expect(active.active).toBe(true);
	client = await mcpSession(`${env.n8n.url}/mcp/aps-tools`);
});

/** A tool call's text, parsed; `isError` kept beside it. */
async function callTool(name, args) {
	const result = await client.callTool({ name, arguments: args });
	const text = result.content.map((part) => part.text).join('');
	return { isError: result.isError === true, text, json: result.isError ? undefined : JSON.parse(text), bytes: Buffer.byteLength(text) };
}

test('tools/list: each tool has its operation\'s description and the arguments the workflow lets the model fill', async () => {
	const { tools } = await client.listTools();
	const byName = Object.fromEntries(tools.map((tool) => [tool.name, tool]));
	expect(Object.keys(byName).sort()).toEqual(['Download_File', 'Get_Item', 'List_Folder', 'Translation_Status']);
	expect(byName.List_Folder.description).toBe(toolText('folder', 'getContents'));
	expect(byName.Get_Item.description).toBe(toolText('item', 'get'));
	expect(byName.Download_File.description).toBe(toolText('item', 'download'));
	expect(byName.Translation_Status.description).toBe(toolText('translationJob', 'getManifest'));
	expect(byName.List_Folder.description).toMatch(/urn:adsk\.wipprod:fs\.folder:/);
	expect(byName.List_Folder.inputSchema).toMatchObject({
		type: 'object',
		properties: {
			projectId: { type: 'string', description: 'The project id, b.<uuid>' },
			folderId: { type: 'string', description: expect.stringContaining('urn:adsk.wipprod:fs.folder') },
			limit: { type: 'number' },
		},
		required: expect.arrayContaining(['projectId', 'folderId', 'limit']),
	});
	expect(Object.keys(byName.Translation_Status.inputSchema.properties)).toEqual(['source']);
});

test('tools/call: a folder listing comes back in the compact shape, with the tip version to chain', async () => {
	const listed = await callTool('List_Folder', { projectId: tower, folderId: shared, limit: 50 });
	expect(listed.isError).toBe(false);
	expect(listed.json).toHaveLength(28);
	for (const entry of listed.json) {
		expect(Object.keys(entry).sort()).toEqual(['displayName', 'extensionType', 'fileType', 'id', 'lastModifiedTime', 'storageSize', 'tipVersionId', 'type', 'versionNumber']);
	}
	expect(listed.bytes / listed.json.length).toBeLessThan(400);

	const item = await callTool('Get_Item', { projectId: tower, itemId: SEED.items.towerModel });
	expect(item.json).toEqual([expect.objectContaining({ id: SEED.items.towerModel, displayName: 'Tower.rvt', versionNumber: 2, tipVersionId: expect.stringMatching(/\?version=2$/) })]);
});

test('a file tool describes the file with a signed link that works for 60 minutes, and transfers none of its bytes', async () => {
	env.sandbox.ctx.log.clear();
	const file = await callTool('Download_File', { projectId: tower, itemId: SEED.items.towerModel });
	expect(file.isError).toBe(false);
	expect(file.json).toEqual([expect.objectContaining({ fileName: 'Tower.rvt', versionNumber: 2, size: expect.any(Number), itemId: SEED.items.towerModel, url: expect.stringMatching(/\/s3\/.*X-Amz-Expires=3600&/), minutesValid: 60 })]);
	expect(env.sandbox.ctx.log.find({ path: /^\/s3\// })).toHaveLength(0);
	expect(env.sandbox.ctx.log.find({ path: /signeds3download$/ })).toHaveLength(1);
	const followed = await fetch(file.json[0].url);
	expect(followed.status).toBe(200);
	expect(Buffer.from(await followed.arrayBuffer()).length).toBe(file.json[0].size);
});

test('a bad argument is a tool error naming it and the rule; the next call works', async () => {
	const bad = await callTool('List_Folder', { projectId: tower, folderId: shared, limit: 0 });
	expect(bad.isError).toBe(true);
	expect(bad.text).toContain('Argument "limit" (the Limit field): Limit must be a whole number of 1 or more; got 0.');
	expect(bad.text).toContain('turn on Return All instead');

	const good = await callTool('List_Folder', { projectId: tower, folderId: shared, limit: 2 });
	expect(good.isError).toBe(false);
	expect(good.json).toHaveLength(2);
});

test('a translation\'s status comes back compact', async () => {
	const versionId = `urn:adsk.wipprod:fs.file:vf.towerModel?version=2`;
	const settings = await call(env.sandbox, 'POST', '/__sandbox/derivative/settings', { json: { durationMs: 0 } });
	expect(settings.status).toBe(200);
	const job = await call(env.sandbox, 'POST', '/modelderivative/v2/designdata/job', {
		token: tokenFor(env.sandbox, { scopes: ['data:read', 'data:write', 'data:create'] }),
		json: { input: { urn: Buffer.from(versionId).toString('base64url') }, output: { formats: [{ type: 'svf2', views: ['3d'] }] } },
	});
	expect(job.status).toBeLessThan(300);
	const status = await callTool('Translation_Status', { source: versionId });
	expect(status.isError).toBe(false);
	expect(status.json).toEqual([{ urn: Buffer.from(versionId).toString('base64url'), status: 'success', progress: 'complete', region: expect.any(String), hasThumbnail: true, derivatives: [{ outputType: 'svf2', status: 'success', progress: 'complete' }] }]);
});
