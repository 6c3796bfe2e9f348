'use strict';

const crypto = require('node:crypto');
const { startN8n, freePort } = require('../n8n');
const { startPostgres, startRedis } = require('./services');
const { startBalancer } = require('./balancer');

/**
 * n8n in queue mode with the built package, as users who scale out run it: PostgreSQL and Redis
 * (services.js), one main process (editor, REST API, activation of triggers), workers that run the
 * executions, webhook processes that receive production webhooks, and a load balancer in front
 * (balancer.js) that sends `/webhook/*` to the webhook processes and the rest to main. Every
 * process has the same encryption key and database; n8n's production webhook URL is the
 * balancer's. `stop()` ends everything, also after a failed start.
 */

/** Five n8n processes starting at once on a small, busy machine take minutes. */
const READY_TIMEOUT_MS = 420_000;

/** What every process of the cluster shares (beside the database and Redis settings). */
function sharedEnv({ postgres, redis, balancer, mainUrl, encryptionKey }) {
	return {
		...postgres.env,
		...redis.env,
		EXECUTIONS_MODE: 'queue',
		N8N_ENCRYPTION_KEY: encryptionKey,
		// The address APS posts to (the balancer), and the editor's address (OAuth callbacks).
		N8N_WEBHOOK_URL: `${balancer.url}/`,
		N8N_EDITOR_BASE_URL: mainUrl,
		// Production webhooks are the webhook processes' job, not main's.
		N8N_DISABLE_PRODUCTION_MAIN_PROCESS: 'true',
		// Binary data must be readable by whichever process runs the next step.
		N8N_DEFAULT_BINARY_DATA_MODE: 'database',
	};
}

/**
 * Starts the cluster: `workers` workers (each running up to `concurrency` executions at a time)
 * and `webhooks` webhook processes; main listens on `mainPort` (default: a free port). `env` is
 * added to every process's environment, `workerEnv` to the workers' only; `log` gets progress lines. Answers
 * { main, workers, webhooks, balancer, postgres, redis, processes(), ranExecution(id),
 * restartMain(), stop() }; each n8n process has a `name` (main, worker-1, webhook-A, ...).
 */
async function startCluster({
	workers = 2,
	webhooks = 2,
	concurrency = 2,
	mainPort: wantedMainPort,
	env = {},
	workerEnv = {},
	log,
} = {}) {
	const cluster = { workers: [], webhooks: [] };
	const say = (line) => log && log(line);
	const services = [];
	const stop = async () => {
		const n8nProcesses = [cluster.main, ...cluster.workers, ...cluster.webhooks].filter(Boolean);
		await Promise.all(n8nProcesses.map((process) => process.stop()));
		if (cluster.balancer) await cluster.balancer.close();
		await Promise.all(services.map((service) => service.stop()));
	};
	try {
		say('Starting PostgreSQL and Redis...');
		const [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
		services.push(postgres, redis);
		Object.assign(cluster, { postgres, redis });

		const mainPort = wantedMainPort || (await freePort());
		const mainUrl = `http://127.0.0.1:${mainPort}`;
		const webhookPorts = await Promise.all(Array.from({ length: webhooks }, () => freePort()));
		const webhookNames = webhookPorts.map(
			(_, index) => `webhook-${String.fromCharCode(65 + index)}`,
		);
		cluster.balancer = await startBalancer({
			main: () => ({ name: 'main', port: mainPort }),
			webhooks: webhookPorts.map((port, index) => ({ name: webhookNames[index], port })),
		});
		const shared = {
			...sharedEnv({
				postgres,
				redis,
				balancer: cluster.balancer,
				mainUrl,
				encryptionKey: crypto.randomBytes(24).toString('hex'),
			}),
			...env,
		};
		const startMain = async () => {
			const main = await startN8n({
				command: 'start',
				port: mainPort,
				env: shared,
				readyTimeoutMs: READY_TIMEOUT_MS,
			});
			return Object.assign(main, { name: 'main' });
		};

		// All at once: the first to reach the database runs the migrations under PostgreSQL's
		// advisory lock, the others wait for it and find none left.
		say(`Starting main, ${workers} worker(s) and ${webhooks} webhook process(es)...`);
		const outcomes = await Promise.allSettled([
			startMain(),
			...Array.from({ length: workers }, (_, index) =>
				startN8n({
					command: 'worker',
					args: [`--concurrency=${concurrency}`],
					env: { ...shared, ...workerEnv },
					readyTimeoutMs: READY_TIMEOUT_MS,
				}).then((worker) => Object.assign(worker, { name: `worker-${index + 1}` })),
			),
			...webhookPorts.map((port, index) =>
				startN8n({ command: 'webhook', port, env: shared, readyTimeoutMs: READY_TIMEOUT_MS }).then(
					(webhook) => Object.assign(webhook, { name: webhookNames[index] }),
				),
			),
		]);
		for (const outcome of outcomes) {
			if (outcome.status !== 'fulfilled') continue;
			const started = outcome.value;
			if (started.role === 'start') cluster.main = started;
			else (started.role === 'worker' ? cluster.workers : cluster.webhooks).push(started);
		}
		const failed = outcomes.find((outcome) => outcome.status === 'rejected');
		if (failed) throw failed.reason;
		cluster.webhooks.sort((a, b) => a.name.localeCompare(b.name));
		cluster.workers.sort((a, b) => a.name.localeCompare(b.name));

		return Object.assign(cluster, {
			env: shared,
			processes: () => [cluster.main, ...cluster.workers, ...cluster.webhooks],
			/**
			 * The name of each process that logged running execution `id`, once per time it logged it
			 * (a worker logs each job it takes).
			 */
			ranExecution: (id) =>
				cluster.processes().flatMap((process) => {
					const runs = process.output.stdout.text.match(
						new RegExp(`Worker started execution ${id} \\(job `, 'g'),
					);
					return (runs || []).map(() => process.name);
				}),
			/** Stops main and starts a new main process on the same address and database. */
			async restartMain() {
				await cluster.main.stop();
				cluster.main = undefined;
				cluster.main = await startMain();
				return cluster.main;
			},
			stop,
		});
	} catch (error) {
		await stop();
		throw error;
	}
}

module.exports = { startCluster };
