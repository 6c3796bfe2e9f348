'use strict';

const { useE2e, connectedCredential, loadWorkflow, until, activateTrigger } = require('./support');
const { call, tokenFor } = require('../support/sandbox');
const { SEED } = require('../../sandbox/seed/data');

/**
 * The trigger in a real n8n: workflows activated through n8n's REST API (as the editor's toggle
 * does), events fired through the sandbox's admin path and delivered to n8n's production webhook
 * URL, executions read back through n8n's executions API.
 */

const COMPANY = '7a1f3c2e-5b4d-4e6f-8a9b-0c1d2e3f4a5b';
const BIDDING = 'autodesk.construction.bc';
const TRANSLATIONS = 'n8n-sample-translations';

const env = useE2e();
let credential;
beforeAll(async () => {
	credential = await connectedCredential(env, 'authorizationCode');
});

const sandboxHooks = async () => (await call(env.sandbox, 'GET', '/__sandbox/webhooks/hooks')).body;

/** Fires one event at the sandbox; answers its one delivery (the trigger has one hook per event). */
async function fire(event) {
	const response = await call(env.sandbox, 'POST', '/__sandbox/webhooks/events', {
		json: { system: BIDDING, scope: { companyId: COMPANY }, ...event },
	});
	expect(response.status).toBe(200);
	expect(response.body.deliveries).toHaveLength(1);
	return response.body.deliveries[0];
}

/** Imports a trigger workflow with the credential and activates it; answers its id and webhook URL. */
async function activated(name, hookCount) {
	const workflow = loadWorkflow(name, credential);
	workflow.id = await env.n8n.importWorkflow(workflow);
	return { id: workflow.id, webhookUrl: await activateTrigger(env.n8n, workflow, hookCount) };
}

/** Waits until the workflow has `count` finished executions; answers them with their data, oldest first. */
async function executionsOf(workflowId, count) {
	const listed = await until(
		`${count} finished executions`,
		() => env.n8n.executions(workflowId),
		(executions) =>
			executions.length >= count &&
			executions.every((execution) => !['new', 'running'].includes(execution.status)),
	);
	const oldestFirst = [...listed].sort((a, b) => Number(a.id) - Number(b.id));
	return Promise.all(oldestFirst.map((execution) => env.n8n.execution(execution.id)));
}

const triggerOutput = (execution, node) => execution.output(node)[0];

describe('events of the Construction Bidding system', () => {
	const TRIGGER = 'New Bid or Opportunity';
	let workflow;
	let hooks;
	/** The delivery IDs that must have started an execution so far, in order: each test adds to them. */
	const started = [];
	const deliveryIds = (executions) =>
		executions.map((execution) => triggerOutput(execution, TRIGGER).deliveryId);

	test('activation registers one hook per event at n8n’s webhook URL, each with its own secret', async () => {
		workflow = await activated('trigger-bidding', 2);
		hooks = await until('two hooks', sandboxHooks, (list) => list.length === 2);
		expect(hooks.map((hook) => hook.event).sort()).toEqual(['bid.created', 'opportunity.created']);
		for (const hook of hooks) {
			expect(hook).toMatchObject({
				system: BIDDING,
				callbackUrl: workflow.webhookUrl,
				scope: { companyId: COMPANY },
				status: 'active',
				owner: `${SEED.clients.confidential.clientId}|${SEED.users.admin}`,
				hasToken: true,
			});
		}
		const secrets = hooks.map(
			(hook) => env.sandbox.ctx.state.webhooks.hooks.get(hook.hookId).token,
		);
		expect(new Set(secrets).size).toBe(2);
		for (const secret of secrets) expect(secret).toMatch(/^[\x21-\x7e]{32,64}$/);
	});

	test('an event fired in the sandbox starts an execution whose output holds the payload', async () => {
		const payload = { bidId: 'bid-4711', opportunityId: 'opp-42', bidderCompany: 'Acme Steel' };
		const delivery = await fire({ event: 'bid.created', payload });
		expect(delivery.attempts).toEqual([expect.objectContaining({ status: 200, signed: true })]);

		started.push(delivery.deliveryId);
		const [execution] = await executionsOf(workflow.id, started.length);
		expect(execution).toMatchObject({ mode: 'webhook', status: 'success' });
		const bidHook = hooks.find((hook) => hook.event === 'bid.created');
		expect(triggerOutput(execution, TRIGGER)).toEqual({
			system: BIDDING,
			event: 'bid.created',
			hookId: bidHook.hookId,
			hookAttribute: {},
			resourceUrn: null,
			payload,
			deliveryId: delivery.deliveryId,
			receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
		});
		expect(triggerOutput(execution, 'Bid Summary')).toEqual({
			event: 'bid.created',
			bidId: 'bid-4711',
			opportunityId: 'opp-42',
		});
	});

	test('a forged callback and an unsigned one get 401 and start nothing', async () => {
		const forged = await fire({
			event: 'bid.created',
			payload: { bidId: 'forged' },
			signWith: 'wrong',
		});
		expect(forged.attempts).toEqual([expect.objectContaining({ status: 401, signed: true })]);
		const unsigned = await fire({
			event: 'bid.created',
			payload: { bidId: 'unsigned' },
			signWith: 'none',
		});
		expect(unsigned.attempts).toEqual([expect.objectContaining({ status: 401, signed: false })]);

		// A genuine event after them: the next execution is its, and the only new one.
		const genuine = await fire({
			event: 'opportunity.created',
			payload: { opportunityId: 'opp-43' },
		});
		started.push(genuine.deliveryId);
		const executions = await executionsOf(workflow.id, started.length);
		expect(deliveryIds(executions)).toEqual(started);
		expect(triggerOutput(executions.at(-1), TRIGGER).event).toBe('opportunity.created');
	});

	test('a delivery that comes twice (same delivery ID) starts one execution', async () => {
		const repeated = await fire({
			event: 'bid.created',
			payload: { bidId: 'bid-4712' },
			duplicate: 1,
		});
		expect(repeated.attempts.map((attempt) => [attempt.status, attempt.deliveryId])).toEqual([
			[200, repeated.deliveryId],
			[200, repeated.deliveryId],
		]);
		const next = await fire({ event: 'bid.created', payload: { bidId: 'bid-4713' } });
		started.push(repeated.deliveryId, next.deliveryId);
		expect(deliveryIds(await executionsOf(workflow.id, started.length))).toEqual(started);
	});

	test('deactivation leaves no hook in the sandbox', async () => {
		await env.n8n.deactivate(workflow.id);
		await until('no hooks', sandboxHooks, (list) => list.length === 0);
		const deletes = env.sandbox.ctx.log.find({ method: 'DELETE', path: /^\/webhooks\// });
		expect(deletes.map((entry) => entry.path.split('/').at(-1)).sort()).toEqual(
			hooks.map((hook) => hook.hookId).sort(),
		);
	});
});

describe('Translation Finished', () => {
	test('a translation job started with the trigger’s workflow ID starts the workflow when it finishes', async () => {
		await call(env.sandbox, 'POST', '/__sandbox/derivative/settings', {
			json: { durationMs: 300 },
		});
		const workflow = await activated('trigger-translation', 1);
		const [hook] = await until('one hook', sandboxHooks, (list) => list.length === 1);
		expect(hook).toMatchObject({
			system: 'derivative',
			event: 'extraction.finished',
			scope: { workflow: TRANSLATIONS },
			callbackUrl: workflow.webhookUrl,
			hasToken: true,
		});

		const urn = Buffer.from('urn:adsk.objects:os.object:sandbox-bucket/tower.rvt').toString(
			'base64url',
		);
		const job = await call(env.sandbox, 'POST', '/modelderivative/v2/designdata/job', {
			token: tokenFor(env.sandbox, {
				scopes: ['data:read', 'data:write', 'data:create'],
				userId: SEED.users.admin,
			}),
			json: {
				input: { urn },
				output: { formats: [{ type: 'svf2', views: ['3d'] }] },
				misc: { workflow: TRANSLATIONS, workflowAttribute: { requestedBy: 'e2e' } },
			},
		});
		expect(job.status).toBe(200);

		const [execution] = await executionsOf(workflow.id, 1);
		expect(triggerOutput(execution, 'Translation Finished')).toMatchObject({
			system: 'derivative',
			event: 'extraction.finished',
			hookId: hook.hookId,
			resourceUrn: urn,
			payload: expect.objectContaining({
				URN: urn,
				Status: 'success',
				WorkflowId: TRANSLATIONS,
				workflowAttribute: { requestedBy: 'e2e' },
			}),
		});

		await env.n8n.deactivate(workflow.id);
		await until('no hooks', sandboxHooks, (list) => list.length === 0);
	});
});
