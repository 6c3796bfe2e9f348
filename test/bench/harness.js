'use strict';

const { execFileSync, spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { spawnGroup, capture } = require('../e2e/processes');
const { createSandbox } = require('../../sandbox/server');
const { SEED } = require('../../sandbox/seed/data');
const { seedBucket } = require('../../sandbox/routes/oss/seedObjects');
const { startN8n } = require('../e2e/n8n');
const { CREDENTIAL_TYPE } = require('../e2e/support');

/**
 * What every benchmark shares: one sandbox (in this process, so the benchmarks read its state),
 * one real n8n with the built package, and one credential of this package's type holding a token
 * the sandbox issued directly (no OAuth round trip). The HTTP Request contenders use the same
 * credential as a predefined credential type, so both sides authenticate the same way.
 */

const SCOPES = ['data:read', 'data:write', 'data:create', 'viewables:read', 'bucket:create', 'bucket:read', 'account:read', 'account:write'];
const POLL_MS = 100;
const RUN_POLL_MS = 1000;

/** `env`: n8n settings for the server, on top of those of test/e2e/n8n.js. */
async function startBench({ log, extensions, env: settings = {} }) {
	const sandbox = await createSandbox();
	let n8n;
	try {
		log('Starting n8n with the package (10-30 s)...');
		// The inspector (loopback, a port of its own) lets the runs start after a full collection.
		const env = { ...settings, NODE_OPTIONS: '--inspect=127.0.0.1:0' };
		n8n = await startN8n({ extensions, env });
	} catch (error) {
		await sandbox.close();
		throw error;
	}
	const stop = async () => {
		await n8n.stop();
		await sandbox.close();
	};
	try {
		return { sandbox, n8n, pid: serverPid(n8n), ...(await benchCredential(sandbox, n8n)), stop };
	} catch (error) {
		await stop();
		throw error;
	}
}

/**
 * A credential of this package's type in `n8n`, holding a token the sandbox issued directly:
 * answers { token (the access token), credential: { id, name } }.
 */
async function benchCredential(sandbox, n8n) {
	const token = sandbox.ctx.tokens.issue({
		clientId: SEED.clients.confidential.clientId,
		userId: SEED.users.admin,
		scopes: SCOPES,
	});
	const [credential] = await n8n.importCredentials([
		{
			name: 'APS sandbox (benchmarks)',
			type: CREDENTIAL_TYPE,
			data: {
				grantType: 'authorizationCode',
				baseUrl: sandbox.url,
				clientId: SEED.clients.confidential.clientId,
				clientSecret: SEED.clients.confidential.clientSecret,
				scope: SCOPES.join(' '),
				oauthTokenData: token,
			},
		},
	]);
	return { token: token.access_token, credential: { id: credential.id, name: credential.name } };
}

/** The n8n server process: the one child of the guard process (see test/e2e/guard.js). */
function serverPid(n8n) {
	const guard = n8n.server.pid;
	const children = fs.readFileSync(`/proc/${guard}/task/${guard}/children`, 'utf8').trim();
	const [pid] = children.split(/\s+/).map(Number);
	if (!pid) throw new Error(`The n8n server process (child of ${guard}) was not found`);
	return pid;
}

/** The inspector addresses Node printed in n8n's output (the guard's, the server's, a runner's). */
function inspectorUrls(n8n) {
	const pattern = /Debugger listening on (ws:\/\/127\.0\.0\.1:\d+\/[\w-]+)/g;
	const urls = [...n8n.output.stderr.text.matchAll(pattern)].map((match) => match[1]);
	if (!urls.length) throw new Error(`n8n did not open its inspector.\n${n8n.logs()}`);
	return urls;
}

const COLLECT_GARBAGE = path.join(__dirname, 'collectGarbage.js');

/** A full garbage collection in the n8n server (collectGarbage.js, run by n8n's Node). */
async function collectGarbage(bench) {
	const urls = bench.inspector ? [bench.inspector] : inspectorUrls(bench.n8n);
	const child = spawnGroup(
		bench.n8n.runtime.nodeBin,
		[COLLECT_GARBAGE, String(bench.pid), ...urls],
		{},
	);
	const stdout = capture(child.stdout);
	const stderr = capture(child.stderr);
	const { code } = await child.exited;
	if (code !== 0) throw new Error(`Garbage collection in n8n failed: ${stderr.text}`);
	bench.inspector = stdout.text.trim();
}

const CPU_PROFILE = path.join(__dirname, 'cpuProfile.js');

/**
 * With BENCH_CPU_PROFILE_DIR set, a CPU profile of the n8n server during each run
 * (cpuProfile.js), written to that folder as <time>-<workflow>.cpuprofile; else nothing.
 */
async function startProfiler(bench, workflowId) {
	const folder = process.env.BENCH_CPU_PROFILE_DIR;
	if (!folder) return undefined;
	fs.mkdirSync(folder, { recursive: true });
	const output = path.join(folder, `${Date.now()}-${workflowId}.cpuprofile`);
	const child = spawn(
		bench.n8n.runtime.nodeBin,
		[CPU_PROFILE, String(bench.pid), output, ...(bench.inspector ? [bench.inspector] : inspectorUrls(bench.n8n))],
		{ stdio: ['pipe', 'pipe', 'inherit'] },
	);
	const exited = new Promise((resolve) => child.on('close', resolve));
	await new Promise((resolve, reject) => {
		child.stdout.once('data', resolve);
		child.once('close', () => reject(new Error('The CPU profiler did not start')));
	});
	return {
		stop: async () => {
			child.stdin.end();
			await exited;
		},
	};
}

/** Resident memory of a process in KiB: now (VmRSS) and the peak since the last reset (VmHWM). */
function memoryOf(pid) {
	const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
	const kib = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)[1]);
	return { rssKb: kib('VmRSS'), peakKb: kib('VmHWM') };
}

/** Clock ticks per second of /proc's CPU times (Linux's USER_HZ, 100 on the usual kernels). */
let ticksPerSecond;

/** CPU time the process has used, all its threads, user and system, in ms (/proc/<pid>/stat). */
function cpuMsOf(pid) {
	ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
	const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
	// Fields after the command name (in parentheses, which may hold spaces): state is field 3, utime 14, stime 15.
	const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
	return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

/** Sets the process's peak resident memory (VmHWM) back to its current size (Linux clear_refs). */
function resetPeak(pid) {
	fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/**
 * `count` designs to translate, named after `tag`, as input items `{ urn }`. Their objects are put
 * into the sandbox's storage first (a job on a missing source is a 400).
 */
function storedDesigns(sandbox, tag, count) {
	const objectKeys = Array.from({ length: count }, (_, index) => `${tag}-${index}.rvt`);
	seedBucket(sandbox.ctx.state.oss, 'bench-bucket', objectKeys, { baseUrl: sandbox.url });
	return objectKeys.map((objectKey) => ({
		urn: Buffer.from(`urn:adsk.objects:os.object:bench-bucket/${objectKey}`).toString('base64url'),
	}));
}

/** Saves a workflow through n8n's REST API as the editor does; answers its id. */
async function createWorkflow(n8n, workflow) {
	const saved = await n8n.rest('POST', '/workflows', {
		active: false,
		settings: { executionOrder: 'v1' },
		connections: {},
		...workflow,
	});
	return saved.id;
}

/**
 * Polls `read` until `done(value)`, every POLL_MS or at intervals doubling from it up to
 * `longestPollMs`; fails after `timeoutMs`.
 */
async function until(what, read, done, timeoutMs, longestPollMs = POLL_MS) {
	const deadline = Date.now() + timeoutMs;
	let pollMs = POLL_MS;
	for (;;) {
		const value = await read();
		if (done(value)) return value;
		if (Date.now() > deadline)
			throw new Error(`Timed out after ${timeoutMs / 1000} s waiting for ${what}`);
		await sleep(pollMs);
		pollMs = Math.min(longestPollMs, pollMs * 2);
	}
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const FINISHED = (execution) =>
	execution && !['new', 'running', 'waiting'].includes(execution.status);

/**
 * Asks n8n to run a saved workflow. On a loaded machine n8n's periodic database check can time
 * out and n8n answers 503 "Database is not ready!" until its next check: asked again, up to
 * 30 s.
 */
async function startRun(n8n, workflowId, trigger) {
	const deadline = Date.now() + 30_000;
	for (;;) {
		try {
			return await n8n.rest('POST', `/workflows/${workflowId}/run`, {
				triggerToStartFrom: { name: trigger },
			});
		} catch (error) {
			if (!/answered 503: .*Database is not ready/.test(error.message) || Date.now() > deadline) throw error;
			await sleep(1000);
		}
	}
}

/**
 * Runs a saved workflow from its trigger node through the running server's REST API (the
 * editor's "Execute workflow"), so no process start-up is measured. Answers the execution with
 * its data (n8n.execution) once finished. Before the run the server collects its garbage and its
 * peak memory is reset; the peak is read right after the run, before the execution data is fetched.
 */
async function runManually(bench, workflowId, { trigger = 'Start', timeoutMs = 300_000 } = {}) {
	const { n8n } = bench;
	// In queue mode the run is started through main and a worker runs it: the worker is measured.
	const measured = bench.measured || bench;
	const { pid } = measured;
	await collectGarbage(measured);
	const profiler = await startProfiler(bench, workflowId);
	const before = memoryOf(pid);
	resetPeak(pid);
	const cpuBefore = cpuMsOf(pid);
	const started = await startRun(n8n, workflowId, trigger);
	if (!started || !started.executionId) {
		throw new Error(`n8n did not start the workflow: ${JSON.stringify(started)}`);
	}
	const summary = await until(
		`execution ${started.executionId} to finish`,
		async () => (await n8n.executions(workflowId)).find((e) => e.id === started.executionId),
		FINISHED,
		timeoutMs,
		// Each read of the executions list costs the server 10-20 ms of its one thread: read at
		// growing intervals (0.1 s, doubling, at most 1 s), so the run is not slowed by the polling.
		RUN_POLL_MS,
	);
	const memory = memoryOf(pid);
	const cpuMs = cpuMsOf(pid) - cpuBefore;
	if (profiler) await profiler.stop();
	const execution = await n8n.execution(started.executionId);
	return {
		execution,
		status: summary.status,
		wallMs: Date.parse(execution.stoppedAt) - Date.parse(execution.startedAt),
		rssBeforeKb: before.rssKb,
		peakKb: memory.peakKb,
		cpuMs,
	};
}

/**
 * Runs a saved workflow (runManually) that must succeed and `check(items)` its last node's output
 * items; answers n8n's time of the nodes named (added up), and the measured process's peak RSS
 * growth during the run and its peak, in MB.
 */
async function measuredRun(bench, workflowId, nodeNames, check) {
	const result = await runManually(bench, workflowId);
	if (result.status !== 'success') {
		const error = result.execution.data.resultData.error;
		throw new Error(`The workflow ended ${result.status}: ${error && error.message}`);
	}
	check(nodeItems(result.execution, nodeNames[nodeNames.length - 1]), result.execution);
	return {
		ms: nodeNames.reduce((sum, name) => sum + nodeTimeMs(result.execution, name), 0),
		growthMb: (result.peakKb - result.rssBeforeKb) / 1024,
		peakMb: result.peakKb / 1024,
	};
}

/**
 * Runs `node <script> <args>` with n8n's Node in a process of its own (a bare fetch contender);
 * answers what it printed, parsed as JSON.
 */
async function ownProcess(bench, script, args, what) {
	const child = spawnGroup(bench.n8n.runtime.nodeBin, [script, ...args], {});
	const stdout = capture(child.stdout);
	const stderr = capture(child.stderr);
	const { code } = await child.exited;
	if (code !== 0) throw new Error(`${what} failed (${code}): ${stderr.text}`);
	return JSON.parse(stdout.text);
}

/** How long a node of a finished execution ran (n8n's own measure), summed over its runs. */
function nodeTimeMs(execution, nodeName) {
	const runs = execution.data.resultData.runData[nodeName];
	if (!runs) throw new Error(`Node "${nodeName}" did not run`);
	return runs.reduce((total, run) => total + run.executionTime, 0);
}

/** The JSON items of a node's first output (all its runs). */
function nodeItems(execution, nodeName) {
	const runs = execution.data.resultData.runData[nodeName] || [];
	return runs.flatMap((run) => ((run.data && run.data.main[0]) || []).map((item) => item.json));
}

module.exports = {
	startBench,
	benchCredential,
	serverPid,
	storedDesigns,
	memoryOf,
	resetPeak,
	collectGarbage,
	createWorkflow,
	runManually,
	measuredRun,
	ownProcess,
	nodeTimeMs,
	nodeItems,
	until,
	sleep,
};
