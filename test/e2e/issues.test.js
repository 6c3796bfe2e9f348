'use strict';

const { useE2e, connectedCredential, loadWorkflow, until, activateTrigger, runWorkflow } = require('./support');
const { call } = require('../support/sandbox');
const { SEED } = require('../../sandbox/seed/data');

/**
 * Construction issues in a real n8n: a trigger on a project's issue events (Authorization Code,
 * signed in as the sandbox's admin, a project admin of Sandbox Hospital), then a workflow that
 * creates an issue, finds it with a filter, updates it and comments on it through the action
 * node. The sandbox fires the issue events to the trigger's hooks; the trigger's workflow runs with
 * each event's payload.
 */

const SYSTEM = 'autodesk.construction.issues';
const GUID = SEED.projects.hospital.slice(2);
const TRIGGER = 'Issue Created or Updated';

const env = useE2e();
let credential;
beforeAll(async () => {
	credential = await connectedCredential(env, 'authorizationCode', { data: { scope: 'data:read data:write' } });
});

const sandboxHooks = async () => (await call(env.sandbox, 'GET', '/__sandbox/webhooks/hooks')).body;

async function executionsOf(workflowId, count) {
	const listed = await until(
		`${count} finished executions`,
		() => env.n8n.executions(workflowId),
		(executions) => executions.length >= count && executions.every((execution) => !['new', 'running'].includes(execution.status)),
	);
	return Promise.all(listed.map((execution) => env.n8n.execution(execution.id)));
}

test('create → get many with a filter → update → comment through the node; the trigger runs on the issue events', async () => {
	env.sandbox.ctx.log.clear();
	const trigger = loadWorkflow('trigger-issues', credential);
	trigger.id = await env.n8n.importWorkflow(trigger);
	const webhookUrl = await activateTrigger(env.n8n, trigger, 2);
	const hooks = await until('two issue hooks', sandboxHooks, (list) => list.filter((hook) => hook.system === SYSTEM).length === 2);
	for (const hook of hooks) expect(hook).toMatchObject({ system: SYSTEM, scope: { project: GUID }, callbackUrl: webhookUrl, status: 'active', hasToken: true });

	const result = await runWorkflow(env.n8n, 'issue-lifecycle', credential);
	if (result.error) throw new Error(`The workflow failed: ${result.error.message} ${result.error.description || ''}`);
	const [created] = result.output('Create Issue');
	expect(created).toMatchObject({ title: 'E2E: loose cable tray in corridor B', status: 'open', dueDate: '2024-03-20', createdBy: SEED.users.admin });
	expect(result.output('Find Open Issues').map((issue) => issue.id)).toEqual([created.id]);
	expect(result.output('Start Work')).toEqual([expect.objectContaining({ id: created.id, status: 'in_progress' })]);
	expect(result.output('Comment')).toEqual([expect.objectContaining({ issueId: created.id, body: 'Electrician booked for Monday.' })]);
	const issueCalls = env.sandbox.ctx.log.find({ path: /^\/construction\/issues\/v1\/projects\// });
	expect(issueCalls.map((entry) => `${entry.method} ${entry.path.replace(`/construction/issues/v1/projects/${GUID}`, '')} ${entry.status}`)).toEqual([
		'POST /issues 200',
		'GET /issues 200',
		`PATCH /issues/${created.id} 200`,
		`POST /issues/${created.id}/comments 201`,
	]);

	// One execution per event; deliveries come in any order (as APS's do), so each is found by its event.
	const received = (await executionsOf(trigger.id, 2)).map((execution) => execution.output(TRIGGER)[0]);
	expect(received.map((delivery) => delivery.event).sort()).toEqual(['issue.created-1.0', 'issue.updated-1.0']);
	const delivered = (event) => received.find((delivery) => delivery.event === event);
	expect(delivered('issue.created-1.0')).toMatchObject({
		system: SYSTEM,
		event: 'issue.created-1.0',
		resourceUrn: `urn:adsk.issues:issues.issue:${created.id}`,
		payload: expect.objectContaining({ id: created.id, projectId: GUID, title: created.title, status: 'open' }),
	});
	expect(delivered('issue.updated-1.0')).toMatchObject({
		event: 'issue.updated-1.0',
		payload: expect.objectContaining({
			id: created.id,
			status: 'in_progress',
			changedAttributes: expect.arrayContaining([{ attributeName: 'status', oldValue: 'open', newValue: 'in_progress' }]),
		}),
	});

	await env.n8n.deactivate(trigger.id);
	await until('no issue hooks', sandboxHooks, (list) => list.every((hook) => hook.system !== SYSTEM));
});
