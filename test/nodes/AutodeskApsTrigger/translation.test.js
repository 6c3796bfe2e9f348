'use strict';

/** "Translation Finished": a job started with misc.workflow reaches the trigger scoped to that workflow. */

const { useSandbox, call } = require('../../support/sandbox');
const { startTrigger, sandboxHooks, asUser, webhookRequests } = require('../../support/triggerHooks');

let harness;
const sandbox = useSandbox({ resetOverHttp: true });
afterEach(() => harness?.close());

const urnOf = (objectId) => Buffer.from(objectId).toString('base64url');
const startJob = (urn, misc) =>
	asUser(sandbox, 'POST', '/modelderivative/v2/designdata/job', {
		input: { urn },
		output: { formats: [{ type: 'svf2', views: ['3d'] }] },
		...(misc ? { misc } : {}),
	});

test('registers derivative / extraction.finished scoped to the workflow ID, and outputs the finished job', async () => {
	harness = await startTrigger(sandbox, { triggerOn: 'translationFinished', workflowId: 'n8n-translations-1', options: { hookAttribute: { flow: 'x' } } });
	await harness.activate();
	const [post] = webhookRequests(sandbox, 'POST');
	expect(post.path).toBe('/webhooks/v1/systems/derivative/events/extraction.finished/hooks');
	expect(JSON.parse(post.body)).toEqual({ callbackUrl: harness.webhookUrl, scope: { workflow: 'n8n-translations-1' }, hookAttribute: { flow: 'x' } });
	expect(await sandboxHooks(sandbox)).toEqual([expect.objectContaining({ system: 'derivative', event: 'extraction.finished', hasToken: true })]);

	const urn = urnOf('urn:adsk.objects:os.object:bucket/tower.rvt');
	const other = urnOf('urn:adsk.objects:os.object:bucket/other.rvt');
	expect((await startJob(urn, { workflow: 'n8n-translations-1', workflowAttribute: { projectId: 'p-1' } })).status).toBe(200);
	expect((await startJob(other, { workflow: 'someone-else' })).status).toBe(200);
	expect((await startJob(urnOf('urn:adsk.objects:os.object:bucket/plain.rvt'))).status).toBe(200);
	await call(sandbox, 'POST', '/__sandbox/clock', { json: { advanceMs: 60_000 } });

	const [[item]] = await harness.waitForExecutions(1);
	expect(item.json).toMatchObject({
		system: 'derivative',
		event: 'extraction.finished',
		hookAttribute: { flow: 'x' },
		resourceUrn: urn,
		payload: { URN: urn, Status: 'success', WorkflowId: 'n8n-translations-1', workflowAttribute: { projectId: 'p-1' } },
		deliveryId: expect.any(String),
	});
	await call(sandbox, 'POST', '/__sandbox/derivative/settle');
	expect(harness.executions).toHaveLength(1);
	expect(harness.requests).toHaveLength(1);

	expect(await harness.deactivate()).toBe(true);
	expect(await sandboxHooks(sandbox)).toEqual([]);
});
