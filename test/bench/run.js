'use strict';

/**
 * `npm run bench` (after `npm run build`): the three benchmarks of this package against n8n's own
 * nodes, in one sandbox and one real n8n on loopback, then everything is stopped. Prints the
 * results and writes test/bench/results/latest.json and latest.md. Options:
 *   --runs N           measured runs of the listing, issues and rfis benchmarks (default 5)
 *   --rate-runs N      runs of the rate-limit benchmark, 100 s or more each (default 1)
 *   --callback-runs N  runs of each callback benchmark, up to a minute each (default 3)
 *   --only a,b         listing, issues, rfis, rateLimit, callbacks, callbacksLegacyEngine,
 *                      callbacksLazyIsolates, transfer, copyAcross, waits, tree,
 *                      derivativeDownload, urlUpload (default all but queue,
 *                      queueTransfer and serviceAccount), queue (regular mode against queue
 *                      mode with 1 and 2 workers; its own servers; opt-in), queueTransfer
 *                      (200 MB files in queue mode, binary data in PostgreSQL; its own
 *                      servers; opt-in),
 *                      serviceAccount (1,000 requests with the Service Account credential;
 *                      opt-in)
 *                      accountProjects (Get Many of 5,000 account projects), projectUserImport
 *                      (1,000 users into a project), aecElements (50,000 AEC Data Model
 *                      elements against the points budget; opt-in), dataConnectorRows (a Data
 *                      Connector CSV of 100,000 rows into items), dataConnectorZip (a 500 MiB
 *                      Data Connector ZIP against the HTTP Request node), dataConnectorZipQueue
 *                      (the same ZIP in queue mode's database binary mode: binary, and link +
 *                      upload from the URL; its own servers; opt-in)
 *   --service-account-runs N  cold/warm pairs of the serviceAccount benchmark (default 3)
 *   --admin-runs N     runs of the projectUserImport benchmark (default 3)
 *   --rows-runs N      runs of the dataConnectorRows benchmark (default 3)
 *   --transfer-runs N  runs of the transfer, copyAcross, derivativeDownload, urlUpload,
 *                      queueTransfer, dataConnectorZip and dataConnectorZipQueue benchmarks
 *                      (default 3)
 *   --requests N     callbacks per run (default 2000), --concurrency N (20), --time-limit S (60)
 *   --dist DIR       the built package n8n loads (default dist)
 */

const os = require('node:os');
const { ensureRuntime, runtimePaths } = require('../e2e/install-runtime');
const { startBench } = require('./harness');
const { benchListing } = require('./listing');
const { benchIssues } = require('./issues');
const { benchRfis } = require('./rfis');
const { benchRateLimit } = require('./rateLimit');
const { benchCallbacks } = require('./callbacks');
const { benchTransfer, FILES_DIR } = require('./transfer');
const { benchCopyAcross } = require('./copyAcross');
const { benchWaits } = require('./waits');
const { benchTree } = require('./tree');
const { benchDerivativeDownload } = require('./derivativeDownload');
const { benchDataConnectorZip } = require('./dataConnectorZip');
const { benchDataConnectorZipQueue } = require('./dataConnectorZipQueue');
const { benchQueue } = require('./queue');
const { benchQueueTransfer } = require('./queueTransfer');
const { benchUrlUpload } = require('./urlUpload');
const { benchServiceAccount } = require('./serviceAccount');
const { benchAccountProjects } = require('./accountProjects');
const { benchProjectUserImport } = require('./projectUserImport');
const { benchAecElements } = require('./aecElements');
const { benchDataConnectorRows } = require('./dataConnectorRows');
const { writeReport } = require('./report');

/**
 * The n8n settings a benchmark's server runs with. With n8n's default expression engine (`vm`),
 * every callback to a trigger node other than n8n's own Webhook node costs an extra expression
 * isolate; the callback benchmark also runs where that cost is gone: on the legacy engine, and
 * with isolates created on first use.
 */
const N8N_SETTINGS = {
	default: { label: 'n8n’s default settings', env: {} },
	legacy: {
		label: 'legacy expression engine (N8N_EXPRESSION_ENGINE=legacy)',
		env: { N8N_EXPRESSION_ENGINE: 'legacy' },
	},
	lazyIsolates: {
		label: 'expression isolates on first use (N8N_EXPRESSION_ENGINE_LAZY_ACQUIRE=true)',
		env: { N8N_EXPRESSION_ENGINE_LAZY_ACQUIRE: 'true' },
	},
	files: {
		label: 'binary data on disk (N8N_DEFAULT_BINARY_DATA_MODE=filesystem), files read from one folder',
		env: { N8N_DEFAULT_BINARY_DATA_MODE: 'filesystem', N8N_RESTRICT_FILE_ACCESS_TO: FILES_DIR },
	},
	queue: {
		label: 'n8n’s default settings; queue mode on PostgreSQL and Redis from Debian’s packages, on loopback',
		env: {},
	},
	queueFiles: {
		label: 'queue mode on PostgreSQL and Redis from Debian’s packages, on loopback; manual runs offloaded to the worker (OFFLOAD_MANUAL_EXECUTIONS_TO_WORKERS=true); files read from one folder',
		env: {},
	},
};

const callbacks = (bench, options) =>
	benchCallbacks(bench, { ...options, runs: options.callbackRuns });

const BENCHMARKS = {
	listing: {
		settings: 'default',
		run: (bench, options) => benchListing(bench, { ...options, runs: options.runs }),
	},
	issues: {
		settings: 'default',
		run: (bench, options) => benchIssues(bench, { ...options, runs: options.runs }),
	},
	rfis: {
		settings: 'default',
		run: (bench, options) => benchRfis(bench, { ...options, runs: options.runs }),
	},
	rateLimit: {
		settings: 'default',
		run: (bench, options) => benchRateLimit(bench, { ...options, runs: options.rateRuns }),
	},
	callbacks: { settings: 'default', run: callbacks },
	callbacksLegacyEngine: { settings: 'legacy', run: callbacks },
	callbacksLazyIsolates: { settings: 'lazyIsolates', run: callbacks },
	transfer: {
		settings: 'files',
		run: (bench, options) => benchTransfer(bench, { ...options, runs: options.transferRuns }),
	},
	copyAcross: {
		settings: 'files',
		run: (bench, options) => benchCopyAcross(bench, { ...options, runs: options.transferRuns }),
	},
	waits: { settings: 'default', run: benchWaits },
	tree: { settings: 'default', run: benchTree },
	derivativeDownload: {
		settings: 'files',
		run: (bench, options) => benchDerivativeDownload(bench, { ...options, runs: options.transferRuns }),
	},
	dataConnectorZip: {
		settings: 'files',
		run: (bench, options) => benchDataConnectorZip(bench, { ...options, runs: options.transferRuns }),
	},
	dataConnectorZipQueue: { settings: 'queueFiles', run: benchDataConnectorZipQueue },
	urlUpload: {
		settings: 'files',
		run: (bench, options) => benchUrlUpload(bench, { ...options, runs: options.transferRuns }),
	},
	queue: { settings: 'queue', run: benchQueue },
	queueTransfer: { settings: 'queueFiles', run: benchQueueTransfer },
	serviceAccount: {
		settings: 'default',
		run: (bench, options) =>
			benchServiceAccount(bench, { ...options, runs: options.serviceAccountRuns }),
	},
	// Before projectUserImport: it seeds the account's projects, which the Admin API's view is built from.
	accountProjects: {
		settings: 'default',
		run: (bench, options) => benchAccountProjects(bench, { ...options, runs: options.runs }),
	},
	projectUserImport: {
		settings: 'default',
		run: (bench, options) => benchProjectUserImport(bench, { ...options, runs: options.adminRuns }),
	},
	aecElements: { settings: 'default', run: benchAecElements },
	dataConnectorRows: {
		settings: 'default',
		run: (bench, options) => benchDataConnectorRows(bench, { ...options, runs: options.rowsRuns }),
	},
};

/** Benchmarks that start their own servers (several n8n set-ups), and run only when asked for. */
const OWN_SERVERS = new Set(['queue', 'queueTransfer', 'dataConnectorZipQueue']);

/** Benchmarks that run only when asked for (`--only`). */
const OPT_IN = new Set([...OWN_SERVERS, 'serviceAccount', 'aecElements']);

function readOptions(argv) {
	const options = {
		runs: 5,
		rateRuns: 1,
		callbackRuns: 3,
		transferRuns: 3,
		serviceAccountRuns: 3,
		adminRuns: 3,
		rowsRuns: 3,
		only: Object.keys(BENCHMARKS).filter((key) => !OPT_IN.has(key)),
		requests: 2000,
		concurrency: 20,
		timeLimitMs: 60_000,
	};
	const positive = (name, value) => {
		const number = Number(value);
		if (!Number.isInteger(number) || number < 1)
			throw new Error(`${name} must be a whole number of 1 or more`);
		return number;
	};
	for (let index = 0; index < argv.length; index += 2) {
		const [name, value] = [argv[index], argv[index + 1]];
		if (name === '--runs') options.runs = positive(name, value);
		else if (name === '--rate-runs') options.rateRuns = positive(name, value);
		else if (name === '--callback-runs') options.callbackRuns = positive(name, value);
		else if (name === '--transfer-runs') options.transferRuns = positive(name, value);
		else if (name === '--service-account-runs')
			options.serviceAccountRuns = positive(name, value);
		else if (name === '--admin-runs') options.adminRuns = positive(name, value);
		else if (name === '--rows-runs') options.rowsRuns = positive(name, value);
		else if (name === '--requests') options.requests = positive(name, value);
		else if (name === '--concurrency') options.concurrency = positive(name, value);
		else if (name === '--time-limit') options.timeLimitMs = positive(name, value) * 1000;
		else if (name === '--dist') options.dist = value;
		else if (name === '--only') {
			options.only = String(value).split(',');
			const unknown = options.only.filter((key) => !BENCHMARKS[key]);
			if (unknown.length)
				throw new Error(
					`Unknown benchmark ${unknown.join(', ')}; one of ${Object.keys(BENCHMARKS).join(', ')}`,
				);
		} else throw new Error(`Unknown option ${name}`);
	}
	return options;
}

const load = () => os.loadavg().map((value) => Number(value.toFixed(2)));
const log = (line) => process.stdout.write(`${line}\n`);

/** Starts the sandbox and n8n, runs `work`, and stops both, also on Ctrl-C. */
async function withBench(settings, work) {
	const bench = await startBench({ log, ...settings });
	let stopping = false;
	const stop = async () => {
		if (stopping) return;
		stopping = true;
		await bench.stop();
	};
	const onSignal = () => {
		log('\nStopping n8n and the sandbox...');
		stop().finally(() => process.exit(130));
	};
	process.once('SIGINT', onSignal);
	process.once('SIGTERM', onSignal);
	try {
		await work(bench);
	} finally {
		process.removeListener('SIGINT', onSignal);
		process.removeListener('SIGTERM', onSignal);
		await stop();
	}
}

/**
 * For a benchmark that starts and stops its own servers: `onStop(stop)` registers what Ctrl-C
 * must stop while they run, and answers a function that unregisters it.
 */
async function withOwnServers(work) {
	const running = new Set();
	const onSignal = () => {
		log('\nStopping the servers...');
		Promise.allSettled([...running].map((stop) => stop())).finally(() => process.exit(130));
	};
	process.once('SIGINT', onSignal);
	process.once('SIGTERM', onSignal);
	try {
		return await work((stop) => {
			running.add(stop);
			return () => running.delete(stop);
		});
	} finally {
		process.removeListener('SIGINT', onSignal);
		process.removeListener('SIGTERM', onSignal);
	}
}

async function main() {
	const options = readOptions(process.argv.slice(2));
	ensureRuntime({ log });
	const runtime = require(`${runtimePaths().dir}/runtime.json`);
	const environment = {
		date: new Date().toISOString(),
		cpus: os.cpus().length,
		cpuModel: os.cpus()[0].model.trim(),
		memoryGb: Math.round(os.totalmem() / 2 ** 30),
		n8n: runtime.n8n,
		n8nNode: runtime.node.replace(/^v/, ''),
		benchNode: process.versions.node,
		loadBefore: load(),
		command: `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`,
		options,
	};
	log(
		`Load average (1/5/15 min): ${environment.loadBefore.join(' / ')} on ${environment.cpus} CPUs`,
	);
	const benchmarks = {};
	const shared = options.only.filter((key) => !OWN_SERVERS.has(key));
	const settingsUsed = [...new Set(shared.map((key) => BENCHMARKS[key].settings))];
	for (const settings of settingsUsed) {
		const keys = shared.filter((key) => BENCHMARKS[key].settings === settings);
		const { env } = N8N_SETTINGS[settings];
		await withBench({ extensions: options.dist, env }, async (bench) => {
			for (const key of keys) {
				try {
					const result = await BENCHMARKS[key].run(bench, { ...options, log });
					benchmarks[key] = { ...result, settings: { key: settings, ...N8N_SETTINGS[settings] } };
				} catch (error) {
					log(`${key} failed: ${error.stack || error}`);
					benchmarks[key] = { error: String(error.message || error) };
					process.exitCode = 1;
				}
			}
		});
	}
	for (const key of options.only.filter((name) => OWN_SERVERS.has(name))) {
		try {
			const result = await withOwnServers((onStop) =>
				BENCHMARKS[key].run({ ...options, log, onStop }),
			);
			benchmarks[key] = { ...result, settings: { key, ...N8N_SETTINGS[BENCHMARKS[key].settings] } };
		} catch (error) {
			log(`${key} failed: ${error.stack || error}`);
			benchmarks[key] = { error: String(error.message || error) };
			process.exitCode = 1;
		}
	}
	environment.loadAfter = load();
	log(`\n${writeReport({ environment, benchmarks })}`);
	log('Written: test/bench/results/latest.json and latest.md');
}

main().catch((error) => {
	process.stderr.write(`${error.stack || error}\n`);
	process.exitCode = 1;
});
