'use strict';

const { call } = require('../support/sandbox');
const { deliverEvent } = require('../../sandbox/routes/webhooks');
const { createWorkflow, until, sleep } = require('./harness');
const { callbacks } = require('./workflows');
const { medians, ratio, round, rotated } = require('./stats');

/**
 * Benchmark 3: callbacks through n8n. Two active workflows: this package's trigger (finished
 * translations of one workflow ID; it checks each callback's HMAC signature against its hook's
 * secret) and n8n's plain Webhook node. The load generator is the sandbox's own delivery code
 * (the one that calls hooks as APS does, signing with the hook's secret when it has one), driven
 * here with a fixed number of events and a fixed concurrency, bounded in time. Measured: callbacks
 * acknowledged (2xx) per second, and the time until n8n had finished every execution they started.
 */

const SYSTEM = 'derivative';
const EVENT = 'extraction.finished';
const TRIGGER_SCOPE = 'bench-trigger';
const PLAIN_SCOPE = 'bench-plain';
const PLAIN_PATH = 'bench-plain-callbacks';
const WARM_UP = 100;
const DRAIN_TIMEOUT_MS = 180_000;

/** The event APS sends when a translation has finished (as the sandbox's manifests send it). */
function finishedEvent(workflow, index) {
	const urn = Buffer.from(`urn:adsk.objects:os.object:bench-bucket/callback-${index}.rvt`).toString(
		'base64url',
	);
	return {
		system: SYSTEM,
		event: EVENT,
		scope: { workflow },
		resourceUrn: urn,
		payload: {
			TimeStamp: Date.now(),
			URN: urn,
			EventType: 'EXTRACTION_FINISHED',
			Status: 'success',
			Progress: 'complete',
			Region: 'US',
			CorrelationId: `bench-${index}`,
			WorkflowId: workflow,
			WorkflowAttributes: {},
			Outputs: ['svf2'],
		},
	};
}

/** Delivers `count` events with `concurrency` in flight, stopping new ones after `timeLimitMs`. */
async function deliver(sandbox, workflow, { count, concurrency, timeLimitMs, offset = 0 }) {
	const started = Date.now();
	let next = 0;
	const outcome = { ok: 0, failed: 0, errors: new Set() };
	const worker = async () => {
		while (next < count && Date.now() - started < timeLimitMs) {
			const index = offset + next++;
			const [result] = await deliverEvent(sandbox.ctx, finishedEvent(workflow, index));
			const attempt = result && result.attempts && result.attempts[0];
			if (attempt && attempt.ok) outcome.ok += 1;
			else {
				outcome.failed += 1;
				outcome.errors.add(
					attempt ? attempt.error || `HTTP ${attempt.status}` : JSON.stringify(result),
				);
			}
		}
	};
	await Promise.all(Array.from({ length: concurrency }, worker));
	return { ...outcome, ms: Date.now() - started, sent: next };
}

/** How many executions of the workflow have finished with success. */
async function succeeded(n8n, workflowId) {
	const filter = encodeURIComponent(JSON.stringify({ workflowId, status: ['success'] }));
	const { count } = await n8n.rest('GET', `/executions?filter=${filter}&limit=1`);
	return count;
}

/** Where n8n takes production webhooks: the server, or a queue-mode cluster's load balancer. */
const webhookBase = (bench) => bench.webhookUrl || bench.n8n.url;

/** Activates the trigger workflow and waits until its hook (with its secret) is registered. */
async function activeTrigger(bench) {
	const { n8n, sandbox, credential } = bench;
	const workflow = callbacks.trigger({ credential, workflowId: TRIGGER_SCOPE });
	const id = await createWorkflow(n8n, workflow);
	await n8n.activate(id);
	const url = `${webhookBase(bench)}/webhook/${workflow.nodes[0].webhookId}/webhook`;
	await until(
		'the trigger’s hook with its secret',
		async () =>
			[...sandbox.ctx.state.webhooks.hooks.values()].find((hook) => hook.callbackUrl === url),
		(hook) => hook && hook.token !== undefined,
		30_000,
	);
	// n8n keeps the secret in static data a moment after the hook has it: wait for a signed callback to pass.
	await until(
		'a signed callback to be accepted',
		async () =>
			(
				await deliver(sandbox, TRIGGER_SCOPE, {
					count: 1,
					concurrency: 1,
					timeLimitMs: 5000,
					offset: -1,
				})
			).ok,
		(ok) => ok === 1,
		30_000,
	);
	return id;
}

/** Activates the Webhook node workflow and registers a hook (no secret: unsigned) for it. */
async function activePlainWebhook(bench) {
	const { n8n, sandbox, token } = bench;
	const id = await createWorkflow(n8n, callbacks.webhook({ path: PLAIN_PATH }));
	await n8n.activate(id);
	const created = await call(
		sandbox,
		'POST',
		`/webhooks/v1/systems/${SYSTEM}/events/${EVENT}/hooks`,
		{
			token,
			json: {
				callbackUrl: `${webhookBase(bench)}/webhook/${PLAIN_PATH}`,
				scope: { workflow: PLAIN_SCOPE },
			},
		},
	);
	if (created.status !== 201)
		throw new Error(`Creating the plain hook answered ${created.status}: ${created.text}`);
	return id;
}

async function runContender(bench, contender, options) {
	const before = await succeeded(bench.n8n, contender.workflowId);
	bench.sandbox.ctx.state.webhooks.deliveries = [];
	const started = Date.now();
	const sent = await deliver(bench.sandbox, contender.scope, options);
	const acknowledgedMs = sent.ms;
	const drained = await until(
		'the executions to finish',
		() => succeeded(bench.n8n, contender.workflowId),
		(count) => count - before >= sent.ok,
		DRAIN_TIMEOUT_MS,
	);
	const finishedMs = Date.now() - started;
	return {
		sent: sent.sent,
		acknowledged: sent.ok,
		failed: sent.failed,
		errors: [...sent.errors].slice(0, 3),
		executions: drained - before,
		perSecond: sent.ok / (acknowledgedMs / 1000),
		finishedPerSecond: sent.ok / (finishedMs / 1000),
		seconds: acknowledgedMs / 1000,
	};
}

async function benchCallbacks(bench, { runs, log, requests, concurrency, timeLimitMs }) {
	const contenders = [
		{
			key: 'trigger',
			label: 'This trigger (signature checked, repeats dropped)',
			scope: TRIGGER_SCOPE,
			workflowId: await activeTrigger(bench),
		},
		{
			key: 'webhook',
			label: 'n8n Webhook node (no check)',
			scope: PLAIN_SCOPE,
			workflowId: await activePlainWebhook(bench),
		},
	];
	const options = { count: requests, concurrency, timeLimitMs };
	log(
		`Callbacks: ${requests} deliveries, ${concurrency} at a time, at most ${timeLimitMs / 1000} s; warm-up of ${WARM_UP} each`,
	);
	for (const contender of contenders)
		await runContender(bench, contender, { ...options, count: WARM_UP });
	const samples = Object.fromEntries(contenders.map((contender) => [contender.key, []]));
	for (let run = 0; run < runs; run++) {
		for (const contender of rotated(contenders, run)) {
			await sleep(500);
			const sample = await runContender(bench, contender, { ...options, offset: run * requests });
			samples[contender.key].push(sample);
			log(
				`  run ${run + 1}/${runs} ${contender.key}: ${sample.acknowledged}/${sample.sent} acknowledged, ${round(sample.perSecond)}/s; all executions done at ${round(sample.finishedPerSecond)}/s${sample.failed ? `; failed: ${sample.errors.join(', ')}` : ''}`,
			);
		}
	}
	const results = contenders.map((contender) => ({
		key: contender.key,
		label: contender.label,
		...medians(samples[contender.key], [
			'perSecond',
			'finishedPerSecond',
			'acknowledged',
			'failed',
			'executions',
			'seconds',
		]),
		samples: samples[contender.key],
	}));
	const [trigger, webhook] = results;
	return {
		title: `Callbacks through n8n (${requests.toLocaleString('en-US')} deliveries or ${timeLimitMs / 1000} s, ${concurrency} at a time, loopback)`,
		runs,
		requests,
		concurrency,
		contenders: results,
		ratios: {
			perSecondVsWebhook: ratio(trigger.perSecond, webhook.perSecond),
			finishedPerSecondVsWebhook: ratio(trigger.finishedPerSecond, webhook.finishedPerSecond),
		},
		targets: { perSecondVsWebhook: 0.9 },
	};
}

module.exports = { benchCallbacks };
