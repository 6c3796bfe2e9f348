'use strict';

/**
 * What a model receives from the action node's tools: the same five tool calls through n8n's MCP
 * Server Trigger, by the official MCP client, with Tool Output: Full (what a tool returned before
 * the compact shape: the node's own output) and with the default Compact; and the file bytes a file
 * tool call transfers (the signed S3 downloads in the sandbox's log). Tokens are estimated as
 * characters / 4. `npm run build && node test/bench/toolOutput.js` (the runtime of test/e2e);
 * writes results/toolOutput.md. A report, not a timed test.
 */

const fs = require('node:fs');
const path = require('node:path');
const { ensureRuntime } = require('../e2e/install-runtime');
const { startE2e, connectedCredential, connectedMcpClient, loadWorkflow } = require('../e2e/support');
const { call, tokenFor } = require('../support/sandbox');
const { SEED } = require('../../sandbox/seed/data');

const FOLDER_ENTRIES = 28;
const VERSION_ID = 'urn:adsk.wipprod:fs.file:vf.towerModel?version=2';

/** The MCP test workflow with a project list tool added, every tool set to `toolOutput`, under its own path. */
function workflowFor(credential, toolOutput) {
	const workflow = loadWorkflow('mcp-tools', credential);
	const listFolder = workflow.nodes.find((node) => node.name === 'List Folder');
	workflow.nodes.push({
		...listFolder,
		name: 'List Projects',
		parameters: { resource: 'project', operation: 'getAll', hubId: { __rl: true, mode: 'id', value: "={{ $fromAI('hubId', 'The hub id, b.<uuid>', 'string') }}" } },
	});
	workflow.connections['List Projects'] = { ai_tool: [[{ node: 'MCP Server Trigger', type: 'ai_tool', index: 0 }]] };
	const trigger = workflow.nodes.find((node) => node.type.endsWith('mcpTrigger'));
	trigger.parameters.path = `aps-tools-${toolOutput}`;
	trigger.webhookId = toolOutput === 'full' ? '0b6e1f9a-3c2d-4e5f-8a7b-9c0d1e2f3a4b' : '1c7f2a0b-4d3e-4f6a-9b8c-0d1e2f3a4b5c';
	workflow.name = `APS tools (${toolOutput})`;
	for (const node of workflow.nodes) if (/^CUSTOM\.autodesk\w+Tool$/.test(node.type)) node.parameters.toolOutput = toolOutput;
	return workflow;
}

const CALLS = [
	['Hub projects', 'List_Projects', { hubId: SEED.hubs.bim360 }],
	[`Folder of ${FOLDER_ENTRIES} files`, 'List_Folder', { projectId: SEED.projects.tower, folderId: SEED.folders.towerShared, limit: 50 }],
	['One item', 'Get_Item', { projectId: SEED.projects.tower, itemId: SEED.items.towerModel }],
	['Translation status', 'Translation_Status', { source: VERSION_ID }],
	['File download', 'Download_File', { projectId: SEED.projects.tower, itemId: SEED.items.towerModel }],
];

async function main() {
	ensureRuntime({ log: console.log });
	const env = await startE2e();
	try {
		const credential = await connectedCredential(env, 'authorizationCode', { data: { scope: 'data:read data:write data:create viewables:read' } });
		await call(env.sandbox, 'POST', '/__sandbox/seed/items', { json: { folderId: SEED.folders.towerShared, count: FOLDER_ENTRIES } });
		await call(env.sandbox, 'POST', '/__sandbox/derivative/settings', { json: { durationMs: 0 } });
		await call(env.sandbox, 'POST', '/modelderivative/v2/designdata/job', {
			token: tokenFor(env.sandbox, { scopes: ['data:read', 'data:write', 'data:create'] }),
			json: { input: { urn: Buffer.from(VERSION_ID).toString('base64url') }, output: { formats: [{ type: 'svf2', views: ['3d'] }, { type: 'obj' }] } },
		});
		const measured = {};
		for (const toolOutput of ['full', 'compact']) {
			const id = await env.n8n.importWorkflow(workflowFor(credential, toolOutput));
			await env.n8n.activate(id);
			const client = await connectedMcpClient(`${env.n8n.url}/mcp/aps-tools-${toolOutput}`, { name: 'aps-bench' });
			for (const [label, tool, args] of CALLS) {
				env.sandbox.ctx.log.clear();
				const result = await client.callTool({ name: tool, arguments: args });
				if (result.isError) throw new Error(`${tool} (${toolOutput}) failed: ${result.content[0].text}`);
				const bytes = Buffer.byteLength(result.content.map((part) => part.text).join(''));
				const fileRequests = env.sandbox.ctx.log.find({ path: /^\/s3\// }).length;
				measured[label] = { ...measured[label], [toolOutput]: { bytes, fileRequests } };
			}
			await client.close();
		}
		const storedBytes = [...env.sandbox.ctx.state.data.versions.values()].find((version) => version.id === VERSION_ID).storageSize;
		const rows = Object.entries(measured).map(([label, { full, compact }]) => `| ${label} | ${full.bytes} | ~${Math.round(full.bytes / 4)} | ${compact.bytes} | ~${Math.round(compact.bytes / 4)} | ${Math.round((100 * compact.bytes) / full.bytes)} % | ${compact.fileRequests} |`);
		const total = (key) => Object.values(measured).reduce((sum, entry) => sum + entry[key].bytes, 0);
		const report = [
			'# Tool output: what a model receives',
			'',
			`${new Date().toISOString()}, n8n ${require(`${require('../e2e/install-runtime').runtimePaths().dir}/runtime.json`).n8n}: five tool calls through the MCP Server Trigger by the MCP client, with Tool Output: Full (the node's own output, what a tool returned before the compact shape) and Compact (the default). Tokens estimated as characters / 4.`,
			'',
			'| Call | Full bytes | Full tokens | Compact bytes | Compact tokens | Compact / Full | File downloads (compact) |',
			'| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
			...rows,
			`| All five | ${total('full')} | ~${Math.round(total('full') / 4)} | ${total('compact')} | ~${Math.round(total('compact') / 4)} | ${Math.round((100 * total('compact')) / total('full'))} % | |`,
			'',
			`The file call (Item > Download of Tower.rvt, ${storedBytes} bytes stored) made ${measured['File download'].compact.fileRequests} signed S3 downloads as a tool (${measured['File download'].full.fileRequests} with Tool Output: Full: a tool never downloads): it returns a signed URL that works for 60 minutes instead, which is most of its bytes; the same operation outside tool mode downloads the whole file, which n8n drops before a model sees the result.`,
			'',
		].join('\n');
		fs.mkdirSync(path.join(__dirname, 'results'), { recursive: true });
		fs.writeFileSync(path.join(__dirname, 'results', 'toolOutput.md'), report);
		console.log(report);
	} finally {
		await env.stop();
	}
}

main().catch((error) => {
	console.error(error);
	process.exitCode = 1;
});
