'use strict';

const http = require('node:http');
const path = require('node:path');
const { useE2e, connectedCredential, createCredential, loadWorkflow } = require('./support');
const { call } = require('../support/sandbox');
const { SEED } = require('../../sandbox/seed/data');

/**
 * The action node as a tool of n8n's AI Agent, whose chat model (OpenAI Chat Model) talks to a
 * scripted OpenAI-compatible server on loopback started here: the model first calls the tool with
 * a bad Limit, then, having read the error, with a good one, then answers from the result. The
 * server records what n8n sent.
 */

const WORKFLOW = 'agent-tool';
const DIST = path.join(__dirname, '..', '..', 'dist', 'nodes', 'AutodeskAps', 'actions');
const ARGUMENTS = { projectId: SEED.projects.tower, folderId: SEED.folders.towerShared, limit: 5 };
/** The model's tool calls, in turn: a Limit of 0 first. */
const CALLS = [{ ...ARGUMENTS, limit: 0 }, ARGUMENTS];

/** A chat completions server that calls the first tool it is offered with each of CALLS, then answers. */
function scriptedModel() {
	const requests = [];
	const server = http.createServer((request, response) => {
		let body = '';
		request.on('data', (chunk) => (body += chunk));
		request.on('end', () => {
			const json = body ? JSON.parse(body) : {};
			requests.push({ path: request.url, body: json });
			if (!request.url.endsWith('/chat/completions')) {
				response.writeHead(404).end();
				return;
			}
			const results = (json.messages || []).filter((message) => message.role === 'tool');
			const toolResult = results.length === CALLS.length ? results.at(-1) : undefined;
			const message = toolResult
				? { role: 'assistant', content: `The folder holds ${JSON.parse(toolResult.content).length} files.` }
				: {
						role: 'assistant',
						content: null,
						tool_calls: [{ id: `call_${results.length + 1}`, type: 'function', function: { name: json.tools[0].function.name, arguments: JSON.stringify(CALLS[results.length]) } }],
					};
			const finish = toolResult ? 'stop' : 'tool_calls';
			const base = { id: `chatcmpl-${requests.length}`, created: Math.floor(Date.now() / 1000), model: json.model };
			const usage = { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 };
			if (json.stream) {
				response.writeHead(200, { 'content-type': 'text/event-stream' });
				const delta = toolResult
					? { role: 'assistant', content: message.content }
					: { role: 'assistant', tool_calls: message.tool_calls.map((toolCall, index) => ({ index, ...toolCall })) };
				response.write(`data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: null }] })}\n\n`);
				response.write(`data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta: {}, finish_reason: finish }], usage })}\n\n`);
				response.end('data: [DONE]\n\n');
				return;
			}
			response.writeHead(200, { 'content-type': 'application/json' });
			response.end(JSON.stringify({ ...base, object: 'chat.completion', choices: [{ index: 0, message, finish_reason: finish }], usage }));
		});
	});
	return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, requests, url: `http://127.0.0.1:${server.address().port}/v1` })));
}

const env = useE2e();
let model;

beforeAll(async () => {
	model = await scriptedModel();
});
afterAll(() => new Promise((resolve) => (model ? model.server.close(resolve) : resolve())));

test('the agent calls the tool with the model\'s arguments; a bad one comes back as an error the model can act on; the next call gives the compact result', async () => {
	const seeded = await call(env.sandbox, 'POST', '/__sandbox/seed/items', { json: { folderId: SEED.folders.towerShared, count: 12 } });
	expect(seeded.status).toBe(201);
	const credential = await connectedCredential(env, 'authorizationCode');
	const openAi = await createCredential(env.n8n, { name: 'Scripted model', type: 'openAiApi', data: { apiKey: 'sk-scripted', url: model.url } });
	const workflow = loadWorkflow(WORKFLOW, credential);
	workflow.nodes.find((node) => node.name === 'Chat Model').credentials = { openAiApi: openAi };
	const id = await env.n8n.importWorkflow(workflow);
	env.sandbox.ctx.log.clear();

	const result = await env.n8n.run(id);
	if (result.error) throw new Error(`The workflow failed: ${result.error.message} ${result.error.description || ''}`);
	expect(result.output('AI Agent')).toEqual([expect.objectContaining({ output: 'The folder holds 5 files.' })]);

	const completions = model.requests.filter((request) => request.path.endsWith('/chat/completions'));
	expect(completions).toHaveLength(3);
	const [offered] = completions[0].body.tools;
	expect(offered.function.name).toBe('List_Folder');
	expect(offered.function.description).toBe(require(path.join(DIST, 'folder', 'getContents.operation.js')).tool.description);
	expect(Object.keys(offered.function.parameters.properties).sort()).toEqual(['folderId', 'limit', 'projectId']);

	const [listed] = env.sandbox.ctx.log.find({ method: 'GET', path: /\/folders\/.+\/contents$/ });
	expect(listed.query['page[limit]']).toBe('5');
	const [refused] = completions[1].body.messages.filter((message) => message.role === 'tool');
	// The agent hands the model the error text JSON-encoded, its quotes escaped.
	expect(refused.content).toContain('Argument \\"limit\\" (the Limit field): Limit must be a whole number of 1 or more; got 0.');
	expect(refused.content).toContain('turn on Return All instead');
	const [, toolMessage] = completions[2].body.messages.filter((message) => message.role === 'tool');
	const received = JSON.parse(toolMessage.content);
	expect(received).toHaveLength(5);
	for (const entry of received) {
		expect(Object.keys(entry).sort()).toEqual(['displayName', 'extensionType', 'fileType', 'id', 'lastModifiedTime', 'storageSize', 'tipVersionId', 'type', 'versionNumber']);
	}
});
