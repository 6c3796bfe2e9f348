'use strict';

const http = require('node:http');
const { startCluster } = require('./cluster');
const { createSandbox } = require('../../../sandbox/server');
const { SEED } = require('../../../sandbox/seed/data');
const { call } = require('../../support/sandbox');
const { connectedCredential, loadWorkflow, until, activateTrigger } = require('../support');
const { freePort } = require('../processes');

/**
 * The package in n8n's queue mode: real PostgreSQL, Redis and n8n processes (main, a
 * worker, two webhook processes behind a round-robin balancer; cluster.js), started once for all
 * cases, which run in order on the same cluster. APS is the sandbox, which delivers its events to
 * the balancer's address, n8n's production webhook URL.
 */

const COMPANY = '7a1f3c2e-5b4d-4e6f-8a9b-0c1d2e3f4a5b';
const BIDDING = 'autodesk.construction.bc';
const TRIGGER = 'New Bid or Opportunity';
const EXTRA_PROJECTS = 3000;
const SLOW_MS = 120_000;

const WORKERS = 1;
const CONCURRENCY = 2;

const env = {};
let starting;
beforeAll(async () => {
	env.sandbox = await createSandbox({ stateRule: 'rfc6749' });
	starting = startCluster({ workers: WORKERS, webhooks: 2, concurrency: CONCURRENCY });
	env.cluster = await starting;
	env.credential = await connectedCredential(
		{ sandbox: env.sandbox, n8n: env.cluster.main },
		'authorizationCode',
	);
}, 600_000);
afterAll(async () => {
	const cluster = starting && (await starting.catch(() => undefined));
	if (cluster) await cluster.stop();
	if (env.sandbox) await env.sandbox.close();
}, 120_000);

const main = () => env.cluster.main;
const sandboxHooks = async () => (await call(env.sandbox, 'GET', '/__sandbox/webhooks/hooks')).body;
const sent = (method, path) => env.sandbox.ctx.log.find({ method, path });

/** Saves a workflow from test/e2e/workflows through main's REST API, as the editor does; answers it with its id. */
async function saved(name) {
	const workflow = loadWorkflow(name, env.credential);
	const { id } = await main().rest('POST', '/workflows', workflow);
	return { ...workflow, id };
}

/** Waits until the workflow has `count` finished executions; answers them with their data, oldest first. */
async function finishedExecutions(workflowId, count) {
	const listed = await until(
		`${count} finished executions`,
		() => main().executions(workflowId),
		(executions) =>
			executions.length >= count &&
			executions.every((execution) => !['new', 'running'].includes(execution.status)),
		{ timeoutMs: SLOW_MS },
	);
	const oldestFirst = [...listed].sort((a, b) => Number(a.id) - Number(b.id));
	return Promise.all(oldestFirst.map((execution) => main().execution(execution.id)));
}

/** Fires one event at the sandbox; answers its one delivery (one hook per event). */
async function fire(event) {
	const response = await call(env.sandbox, 'POST', '/__sandbox/webhooks/events', {
		json: { system: BIDDING, scope: { companyId: COMPANY }, ...event },
	});
	expect(response.status).toBe(200);
	expect(response.body.deliveries).toHaveLength(1);
	return response.body.deliveries[0];
}

/** What the balancer did with a delivery's requests: [process, status] for each, in order. */
const routesOf = (deliveryId) =>
	env.cluster.balancer.routed
		.filter((entry) => entry.deliveryId === deliveryId)
		.map((entry) => [entry.to, entry.status]);

const ranNode = (execution, node) => node in execution.data.resultData.runData;
const triggerOutput = (execution) => execution.output(TRIGGER)[0];

describe('an action workflow', () => {
	test('runs on a worker and gives the same items as in regular mode', async () => {
		const seeded = await call(env.sandbox, 'POST', '/__sandbox/seed/projects', {
			json: { hubId: SEED.hubs.bim360, count: EXTRA_PROJECTS },
		});
		expect(seeded.status).toBe(201);
		await call(env.sandbox, 'POST', '/__sandbox/derivative/settings', {
			json: { durationMs: 1500 },
		});
		const workflow = await saved('queue-actions');

		// Regular mode: `n8n execute` runs it in its own process (n8n falls back from queue mode)
		// and saves it like any execution; its printout of 3,000 items is not read.
		const regular = await main().command(['execute', `--id=${workflow.id}`]);
		expect(regular.code).toBe(0);

		// Queue mode: a production execution, started at a webhook process, run by a worker.
		const active = await main().activate(workflow.id);
		expect(active.active).toBe(true);
		const url = `${env.cluster.balancer.url}/webhook/queue-actions`;
		await until(
			'the webhook to be live',
			async () => (await fetch(url, { method: 'POST' })).status,
			(status) => status === 200,
		);
		// The record of `n8n execute`'s run (mode cli), then the worker's.
		const [cli, execution] = await finishedExecutions(workflow.id, 2);
		expect(cli).toMatchObject({ mode: 'cli', status: 'success' });
		expect(execution).toMatchObject({ mode: 'webhook', status: 'success' });
		expect(env.cluster.ranExecution(cli.id)).toEqual([]);

		const hubs = execution.output('Hubs');
		expect(hubs.map((hub) => hub.id).sort()).toEqual(Object.values(SEED.hubs).sort());
		const projects = execution.output('Projects of Each Hub');
		expect(projects).toHaveLength(seeded.body.total + (hubs.length - 1) * SEED.projectsPerHub);
		expect(projects.length).toBeGreaterThan(EXTRA_PROJECTS);
		const [translated] = execution.output('Translate and Wait');
		expect(translated).toMatchObject({ status: 'success', progress: 'complete' });
		for (const node of ['Hubs', 'Projects of Each Hub', 'Translate and Wait'])
			expect(execution.output(node)).toEqual(cli.output(node));

		// Which process ran it: exactly one worker logged taking it (the record holds no host).
		expect(env.cluster.ranExecution(execution.id)).toEqual([expect.stringMatching(/^worker-/)]);
		await main().deactivate(workflow.id);
	});
});

describe('the trigger', () => {
	let workflow;
	let callbackUrl;
	let hooks;
	let secrets;
	/** Executions of the trigger's workflow so far; each test adds its own. */
	let executionCount = 0;

	const hookSecrets = (list) =>
		Object.fromEntries(
			list.map((hook) => [
				hook.hookId,
				env.sandbox.ctx.state.webhooks.hooks.get(hook.hookId).token,
			]),
		);

	test('activated on main, registers its hooks once, with their secrets, at the balancer’s address', async () => {
		workflow = await saved('queue-trigger');
		const trigger = workflow.nodes.find((node) => node.name === TRIGGER);
		callbackUrl = `${env.cluster.balancer.url}/webhook/${trigger.webhookId}/webhook`;
		await activateTrigger(main(), workflow, 2);
		hooks = await until('two hooks', sandboxHooks, (list) => list.length === 2);
		expect(hooks.map((hook) => hook.event).sort()).toEqual(['bid.created', 'opportunity.created']);
		for (const hook of hooks)
			expect(hook).toMatchObject({ callbackUrl, status: 'active', hasToken: true });
		expect(sent('POST', /\/hooks$/)).toHaveLength(2);
		secrets = hookSecrets(hooks);
		expect(new Set(Object.values(secrets)).size).toBe(2);
		const { staticData } = await main().rest('GET', `/workflows/${workflow.id}`);
		const stored = staticData[`node:${TRIGGER}`].hooks;
		expect(Object.fromEntries(stored.map((hook) => [hook.hookId, hook.secret]))).toEqual(secrets);
	});

	test('callbacks reaching either webhook process are verified and each starts one execution on a worker', async () => {
		const first = await fire({ event: 'bid.created', payload: { bidId: 'bid-1' } });
		const second = await fire({
			event: 'opportunity.created',
			payload: { opportunityId: 'opp-1' },
		});
		const routes = [routesOf(first.deliveryId), routesOf(second.deliveryId)];
		expect(routes.flat().map(([, status]) => status)).toEqual([200, 200]);
		expect(
			routes
				.flat()
				.map(([to]) => to)
				.sort(),
		).toEqual(['webhook-A', 'webhook-B']);

		executionCount += 2;
		const executions = await finishedExecutions(workflow.id, executionCount);
		expect(executions.map((execution) => triggerOutput(execution).deliveryId)).toEqual([
			first.deliveryId,
			second.deliveryId,
		]);
		for (const execution of executions) {
			expect(execution).toMatchObject({ mode: 'webhook', status: 'success' });
			expect(env.cluster.ranExecution(execution.id)).toEqual([expect.stringMatching(/^worker-/)]);
		}
		expect(executions.map((execution) => execution.output('Bid Summary')[0])).toEqual([
			expect.objectContaining({
				event: 'bid.created',
				bidId: 'bid-1',
				deliveryId: first.deliveryId,
			}),
			expect.objectContaining({ event: 'opportunity.created', deliveryId: second.deliveryId }),
		]);
	});

	test('a forged or unsigned callback to either webhook process gets 401 and starts nothing', async () => {
		const refused = [];
		for (const signWith of ['wrong', 'wrong', 'none', 'none'])
			refused.push(await fire({ event: 'bid.created', payload: { bidId: 'forged' }, signWith }));
		const routes = refused.flatMap((delivery) => routesOf(delivery.deliveryId));
		expect(routes.map(([, status]) => status)).toEqual([401, 401, 401, 401]);
		expect(new Set(routes.map(([to]) => to))).toEqual(new Set(['webhook-A', 'webhook-B']));

		// A genuine event after them: its execution is the only new one.
		const genuine = await fire({ event: 'bid.created', payload: { bidId: 'bid-2' } });
		executionCount += 1;
		const executions = await finishedExecutions(workflow.id, executionCount);
		expect(executions).toHaveLength(executionCount);
		expect(triggerOutput(executions.at(-1)).deliveryId).toBe(genuine.deliveryId);
	});

	test('a delivery repeated at the other webhook process runs the rest of the workflow once (Remove Duplicates on deliveryId)', async () => {
		const delivery = await fire({ event: 'bid.created', payload: { bidId: 'bid-3' } });
		const [[firstProcess, firstStatus]] = routesOf(delivery.deliveryId);
		expect(firstStatus).toBe(200);
		executionCount += 1;
		await finishedExecutions(workflow.id, executionCount);

		// The acknowledgement is lost: the balancer sends the same request to the other process.
		const other = firstProcess === 'webhook-A' ? 'webhook-B' : 'webhook-A';
		const repeat = await env.cluster.balancer.resend(delivery.deliveryId, other);
		expect(repeat.status).toBe(200);
		expect(routesOf(delivery.deliveryId)).toEqual([
			[firstProcess, 200],
			[other, 200],
		]);

		executionCount += 1;
		const executions = (await finishedExecutions(workflow.id, executionCount)).filter(
			(execution) => triggerOutput(execution).deliveryId === delivery.deliveryId,
		);
		// The other process did not know the delivery: it started a second execution, whose
		// Remove Duplicates step let nothing through.
		expect(executions).toHaveLength(2);
		expect(executions.map((execution) => ranNode(execution, 'Bid Summary'))).toEqual([true, false]);
		expect(executions[0].output('Bid Summary')).toEqual([
			{ event: 'bid.created', bidId: 'bid-3', deliveryId: delivery.deliveryId },
		]);
		expect(executions[1].output('Each Delivery Once')).toEqual([]);
	});

	test('with every worker busy, a callback is answered 2xx at once and runs once a worker is free', async () => {
		const gate = await startGate();
		try {
			const busy = await saved('queue-busy');
			await main().activate(busy.id);
			const busyUrl = `${env.cluster.balancer.url}/webhook/queue-busy`;
			const slots = WORKERS * CONCURRENCY;
			await until(
				'the busy webhook to be live',
				async () => (await postJson(busyUrl, { gate: gate.url, job: 0 })).status,
				(status) => status === 200,
			);
			for (let job = 1; job < slots; job++)
				expect((await postJson(busyUrl, { gate: gate.url, job })).status).toBe(200);
			await until(
				'every worker slot held at the gate',
				() => gate.held(),
				(held) => held === slots,
				{
					timeoutMs: SLOW_MS,
				},
			);

			// The sandbox, like APS, waits 7 s for the answer.
			const delivery = await fire({ event: 'bid.created', payload: { bidId: 'bid-busy' } });
			expect(delivery.attempts).toEqual([expect.objectContaining({ status: 200, signed: true })]);
			executionCount += 1;
			const waiting = await until(
				'the callback’s execution to be recorded',
				() => main().executions(workflow.id),
				(executions) => executions.length === executionCount,
			);
			// Answered while no worker could take the execution: it waits in the queue.
			const [newest] = [...waiting].sort((a, b) => Number(b.id) - Number(a.id));
			expect(newest.status).toBe('new');
			expect(gate.held()).toBe(slots);
			expect(env.cluster.ranExecution(newest.id)).toEqual([]);

			gate.open();
			const executions = await finishedExecutions(workflow.id, executionCount);
			const ran = executions.at(-1);
			expect(ran.id).toBe(newest.id);
			expect(ran).toMatchObject({ status: 'success' });
			expect(triggerOutput(ran).deliveryId).toBe(delivery.deliveryId);
			expect(env.cluster.ranExecution(ran.id)).toEqual([expect.stringMatching(/^worker-/)]);
			await main().deactivate(busy.id);
		} finally {
			await gate.close();
		}
	});

	test('restarting main leaves exactly the hooks it had, with their secrets, and callbacks keep working', async () => {
		const logged = env.sandbox.ctx.log.entries.length;
		await env.cluster.restartMain();

		const delivery = await fire({ event: 'bid.created', payload: { bidId: 'bid-after-restart' } });
		expect(delivery.attempts).toEqual([expect.objectContaining({ status: 200, signed: true })]);
		executionCount += 1;
		const executions = await finishedExecutions(workflow.id, executionCount);
		expect(executions.at(-1).output('Bid Summary')).toEqual([
			{ event: 'bid.created', bidId: 'bid-after-restart', deliveryId: delivery.deliveryId },
		]);

		// n8n 2.41 keeps a webhook trigger's registration in its database across restarts (its
		// workflow publication service re-runs only other triggers at start): the new main sent
		// APS nothing about the hooks, neither a check nor a second registration.
		const hookRequests = env.sandbox.ctx.log.entries
			.slice(logged)
			.filter((entry) => entry.path.startsWith('/webhooks/'));
		expect(hookRequests).toEqual([]);
		const after = await sandboxHooks();
		expect(after.map((hook) => hook.hookId).sort()).toEqual(
			hooks.map((hook) => hook.hookId).sort(),
		);
		expect(after.every((hook) => hook.status === 'active')).toBe(true);
		expect(hookSecrets(after)).toEqual(secrets);
		const { staticData } = await main().rest('GET', `/workflows/${workflow.id}`);
		const stored = staticData[`node:${TRIGGER}`].hooks;
		expect(Object.fromEntries(stored.map((hook) => [hook.hookId, hook.secret]))).toEqual(secrets);
	});

	test('deactivating on a main process that did not activate it removes every hook', async () => {
		await main().deactivate(workflow.id);
		await until('no hooks', sandboxHooks, (list) => list.length === 0);
		const deleted = sent('DELETE', /\/hooks\/[^/]+$/).map((entry) => entry.path.split('/').at(-1));
		expect(deleted.sort()).toEqual(hooks.map((hook) => hook.hookId).sort());

		const late = await call(env.sandbox, 'POST', '/__sandbox/webhooks/events', {
			json: { system: BIDDING, scope: { companyId: COMPANY }, event: 'bid.created', payload: {} },
		});
		expect(late.body.deliveries).toEqual([]);
	});
});

/** POSTs JSON; answers { status }. */
async function postJson(url, body) {
	const response = await fetch(url, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify(body),
	});
	await response.arrayBuffer();
	return { status: response.status };
}

/**
 * A local HTTP server that holds every request until `open()`: a workflow that calls it keeps a
 * worker's slot taken for as long as the test wants, without timing.
 */
async function startGate() {
	const waiting = [];
	let opened = false;
	const server = http.createServer((request, response) => {
		const answer = () => {
			response.writeHead(200, { 'content-type': 'application/json' });
			response.end('{"passed":true}');
		};
		if (opened) answer();
		else waiting.push(answer);
	});
	const port = await freePort();
	await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
	return {
		url: `http://127.0.0.1:${port}/gate`,
		held: () => waiting.length,
		open() {
			opened = true;
			for (const answer of waiting.splice(0)) answer();
		},
		close: () =>
			new Promise((resolve) => {
				server.closeAllConnections();
				server.close(() => resolve());
			}),
	};
}
