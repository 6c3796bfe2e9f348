'use strict';

const { createSandbox } = require('../../sandbox/server');
const { call } = require('../support/sandbox');
const { startCluster } = require('../e2e/queue/cluster');
const { startBench, benchCredential, createWorkflow, storedDesigns, until, sleep } = require('./harness');
const { benchCallbacks } = require('./callbacks');
const { queueJobs } = require('./workflows');
const { ratio, round } = require('./stats');

/**
 * Benchmark 8: what scaling out buys. The same work in regular mode (one n8n process) and in
 * queue mode (test/e2e/queue/cluster.js: PostgreSQL, Redis, main, two webhook processes behind a
 * round-robin balancer) with 1 and with 2 workers; a fresh sandbox and servers for each mode.
 * (a) Callbacks: benchmark 3's deliveries to this package's trigger and to n8n's Webhook node,
 * sent to n8n's production webhook address (the balancer's in queue mode). (b) Jobs: a Webhook
 * node starting Translation Job > Create with Wait for Completion, called JOBS times at once;
 * jobs finished per minute. Ratios to regular mode, from one run.
 */

const MODES = [
	{ key: 'regular', label: 'Regular mode (one n8n process)' },
	{ key: 'queue1', label: 'Queue mode, 1 worker', workers: 1 },
	{ key: 'queue2', label: 'Queue mode, 2 workers', workers: 2 },
];
/** n8n's default for `n8n worker --concurrency`: executions one worker runs at a time. */
const WORKER_CONCURRENCY = 10;
const WEBHOOK_PROCESSES = 2;
const JOBS = 40;
const JOB_SECONDS = 3;
const JOBS_PATH = 'bench-queue-jobs';
const WARM_UP_JOBS = 4;
const JOBS_TIMEOUT_MS = 600_000;

/** Executions of a workflow that ended with one of `statuses`, as main's REST API counts them. */
async function executionsEnded(n8n, workflowId, statuses) {
	const filter = encodeURIComponent(JSON.stringify({ workflowId, status: statuses }));
	const { count } = await n8n.rest('GET', `/executions?filter=${filter}&limit=1`);
	return count;
}

/**
 * Calls the jobs workflow's webhook `count` times at once, each for a design of its own; answers
 * how many calls n8n accepted (each starts one execution).
 */
async function startJobs(bench, tag, count) {
	const url = `${bench.webhookUrl}/webhook/${JOBS_PATH}`;
	const statuses = await Promise.all(
		storedDesigns(bench.sandbox, `${tag}-${Date.now()}`, count).map(async (design) => {
			const response = await fetch(url, {
				method: 'POST',
				headers: { 'content-type': 'application/json' },
				body: JSON.stringify(design),
			});
			await response.arrayBuffer();
			return response.status;
		}),
	);
	return statuses.filter((status) => status === 200).length;
}

/**
 * Executions of the jobs workflow, started so far and ended: a run waits until every execution
 * started before it has ended too, so that none of an earlier batch counts in a later one.
 */
function jobLedger(bench, workflowId) {
	let started = 0;
	const ended = async () => ({
		success: await executionsEnded(bench.n8n, workflowId, ['success']),
		error: await executionsEnded(bench.n8n, workflowId, ['error', 'crashed']),
	});
	return {
		async start(tag, count) {
			const accepted = await startJobs(bench, tag, count);
			started += accepted;
			return accepted;
		},
		allEnded: () =>
			until(
				`${started} translation workflows to finish`,
				ended,
				(counts) => counts.success + counts.error >= started,
				JOBS_TIMEOUT_MS,
			),
	};
}

/** Runs `count` jobs at once and waits until n8n has finished them (and all before them). */
async function runJobs(ledger, tag, count) {
	const before = await ledger.allEnded();
	const started = Date.now();
	const accepted = await ledger.start(tag, count);
	const after = await ledger.allEnded();
	const seconds = (Date.now() - started) / 1000;
	return {
		accepted,
		succeeded: after.success - before.success,
		failed: after.error - before.error,
		seconds,
	};
}

/** The error of the workflow's latest failed execution, as n8n recorded it. */
async function failureOf(n8n, workflowId) {
	const [failed] = (await n8n.executions(workflowId)).filter((run) => run.status === 'error');
	const execution = failed && (await n8n.execution(failed.id));
	const error = execution && execution.data.resultData.error;
	return error ? `${error.message} ${error.description || ''}` : 'no failed execution found';
}

/** Jobs finished per minute when JOBS workflows, each waiting for one translation, start at once. */
async function benchJobs(bench, log) {
	await call(bench.sandbox, 'POST', '/__sandbox/derivative/settings', {
		json: { durationMs: JOB_SECONDS * 1000 },
	});
	const workflowId = await createWorkflow(
		bench.n8n,
		queueJobs({ credential: bench.credential, path: JOBS_PATH }),
	);
	await bench.n8n.activate(workflowId);
	const ledger = jobLedger(bench, workflowId);
	await until(
		'the jobs webhook to be live everywhere',
		() => ledger.start('live', WEBHOOK_PROCESSES),
		(accepted) => accepted === WEBHOOK_PROCESSES,
		60_000,
	);
	await runJobs(ledger, 'warm', WARM_UP_JOBS);
	const sample = await runJobs(ledger, 'run', JOBS);
	await bench.n8n.deactivate(workflowId);
	if (sample.failed) log(`  jobs failed, for example: ${await failureOf(bench.n8n, workflowId)}`);
	const perMinute = sample.succeeded / (sample.seconds / 60);
	log(
		`  jobs: ${sample.succeeded}/${JOBS} succeeded in ${round(sample.seconds, 1)} s: ${round(perMinute, 1)} per minute`,
	);
	return { ...sample, perMinute };
}

/**
 * A fresh sandbox and a queue-mode cluster (test/e2e/queue/cluster.js, started with `options`)
 * with this package's credential in main: { sandbox, cluster, n8n (main), credential, token, stop }.
 */
async function startClusterBench(options) {
	const sandbox = await createSandbox();
	let cluster;
	try {
		cluster = await startCluster(options);
		return {
			sandbox,
			cluster,
			n8n: cluster.main,
			...(await benchCredential(sandbox, cluster.main)),
			stop: async () => {
				await cluster.stop();
				await sandbox.close();
			},
		};
	} catch (error) {
		if (cluster) await cluster.stop();
		await sandbox.close();
		throw error;
	}
}

/** A fresh sandbox and n8n for one mode, as the benchmarks see it: { sandbox, n8n, credential, token, webhookUrl, stop }. */
async function startMode(mode, { log, extensions }) {
	if (!mode.workers) {
		const bench = await startBench({ log, extensions });
		return { ...bench, webhookUrl: bench.n8n.url };
	}
	const bench = await startClusterBench({
		workers: mode.workers,
		webhooks: WEBHOOK_PROCESSES,
		concurrency: WORKER_CONCURRENCY,
		log,
	});
	return { ...bench, webhookUrl: bench.cluster.balancer.url };
}

async function benchQueue({ log, dist, requests, concurrency, timeLimitMs, onStop }) {
	const modes = [];
	for (const mode of MODES) {
		log(`Queue: ${mode.label}`);
		const bench = await startMode(mode, { log, extensions: dist });
		const release = onStop(bench.stop);
		try {
			await sleep(1000);
			const callbacks = await benchCallbacks(bench, {
				runs: 1,
				log,
				requests,
				concurrency,
				timeLimitMs,
			});
			const [trigger, webhook] = callbacks.contenders;
			const jobs = await benchJobs(bench, log);
			modes.push({ key: mode.key, label: mode.label, workers: mode.workers || 0, trigger, webhook, jobs });
		} finally {
			release();
			await bench.stop();
		}
	}
	const [regular] = modes;
	const scaled = modes.map((mode) => ({
		...mode,
		ratios: {
			triggerPerSecond: ratio(mode.trigger.perSecond, regular.trigger.perSecond),
			triggerFinishedPerSecond: ratio(mode.trigger.finishedPerSecond, regular.trigger.finishedPerSecond),
			webhookPerSecond: ratio(mode.webhook.perSecond, regular.webhook.perSecond),
			webhookFinishedPerSecond: ratio(mode.webhook.finishedPerSecond, regular.webhook.finishedPerSecond),
			jobsPerMinute: ratio(mode.jobs.perMinute, regular.jobs.perMinute),
		},
	}));
	return {
		title: `Regular mode and queue mode (${WEBHOOK_PROCESSES} webhook processes behind a balancer; workers run up to ${WORKER_CONCURRENCY} executions each): ${requests.toLocaleString('en-US')} callbacks or ${timeLimitMs / 1000} s, ${concurrency} at a time; ${JOBS} translation workflows of ${JOB_SECONDS} s started at once`,
		runs: 1,
		requests,
		concurrency,
		jobs: JOBS,
		jobSeconds: JOB_SECONDS,
		workerConcurrency: WORKER_CONCURRENCY,
		modes: scaled,
	};
}

module.exports = { benchQueue, startClusterBench };
