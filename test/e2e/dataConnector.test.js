'use strict';

const { useE2e, connectedCredential, loadWorkflow, until } = require('./support');
const { SEED } = require('../../sandbox/seed/data');

/**
 * Data Connector in a real n8n (Authorization Code, signed in as the sandbox's admin, who has
 * executive overview in the ACC account): Run and Wait extracts the account's issues now, List
 * Files lists the extract, Download gives the issues CSV as n8n binary data; the request's callback
 * URL is the production URL of a published Webhook workflow, which runs once when the job is done.
 */

const ACCOUNT = SEED.hubs.acc.slice(2);
const READY_PATH = 'data-connector-ready';

const env = useE2e();
let credential;
beforeAll(async () => {
	credential = await connectedCredential(env, 'authorizationCode', { data: { scope: 'data:read data:write data:create' } });
});

test('Run and Wait → List Files → Download: the CSV as the extract holds it; the callback starts the ready workflow once', async () => {
	Object.assign(env.sandbox.ctx.state.dataConnector, { queuedMs: 300, runningMs: 700 });
	const ready = loadWorkflow('data-connector-ready', credential);
	ready.id = await env.n8n.importWorkflow(ready);
	await env.n8n.activate(ready.id);
	const callbackUrl = `${env.n8n.url}/webhook/${READY_PATH}`;

	const extract = loadWorkflow('data-connector-extract', credential);
	extract.nodes.find((node) => node.name === 'Extract Issues').parameters.additionalFields.callbackUrl = callbackUrl;
	const result = await env.n8n.run(await env.n8n.importWorkflow(extract));
	if (result.error) throw new Error(`The workflow failed: ${result.error.message} ${result.error.description || ''}`);

	const [job] = result.output('Extract Issues');
	expect(job).toMatchObject({ accountId: ACCOUNT, status: 'complete', completionStatus: 'success' });
	const request = env.sandbox.ctx.state.dataConnector.requests.get(job.requestId);
	expect(request).toMatchObject({ scheduleInterval: 'ONE_TIME', serviceGroups: ['issues'], callbackUrl });
	expect(result.output('List Files').map((file) => file.name)).toEqual(job.files.map((file) => file.name));

	const [downloaded] = result.output('Download Issues CSV');
	expect(downloaded).toMatchObject({ jobId: job.id, name: 'issues_issues.csv' });
	const held = env.sandbox.ctx.state.dataConnector.jobs.get(job.id).files.find((file) => file.name === 'issues_issues.csv').content;
	const [bytes] = result.output('Downloaded Bytes');
	expect(Buffer.from(bytes.base64, 'base64').equals(held)).toBe(true);

	const executions = await until(
		'the ready workflow to run once',
		() => env.n8n.executions(ready.id),
		(list) => list.length >= 1 && list.every((execution) => !['new', 'running'].includes(execution.status)),
		{ timeoutMs: 30_000 },
	);
	expect(executions).toHaveLength(1);
	const run = await env.n8n.execution(executions[0].id);
	expect(run.status).toBe('success');
	expect(run.output('Extraction Ready')[0].body).toMatchObject({ jobId: job.id, requestId: job.requestId, completionStatus: 'success' });
	expect(run.output('Files Ready').map((file) => file.name)).toEqual(job.files.map((file) => file.name));
	expect(env.sandbox.ctx.state.dataConnector.callbacks.filter((call) => call.body.jobId === job.id)).toHaveLength(1);
	await env.n8n.deactivate(ready.id);
});
