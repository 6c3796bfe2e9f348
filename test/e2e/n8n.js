'use strict';

const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { runtimePaths } = require('./install-runtime');
const { spawnGroup, stopGroup, killGroup, freePort, capture } = require('./processes');
const { decodeExecution, runOutcome } = require('./executionData');
const { sharedDir, waitForState } = require('./sharedState');
const { answerOf } = require('../support/sandbox');

/**
 * A real n8n process on loopback with this package's `dist` loaded, driven through its REST API
 * as the editor drives it, and the n8n command line (`import:credentials`, `execute`) against the
 * same database. The processes end with `stop()` (or their command), and at the latest when this
 * process goes away (processes.js).
 */

const DIST = path.resolve(__dirname, '../../dist');
const READY_TIMEOUT_MS = 180_000;
const COMMAND_TIMEOUT_MS = 180_000;
const RUN_TIMEOUT_MS = 180_000;
const MANUAL_TRIGGER = 'n8n-nodes-base.manualTrigger';
/** Execution statuses of a run that has not ended. */
const UNFINISHED = ['new', 'running'];
const OWNER = {
	email: 'owner@sandbox.example',
	firstName: 'Sandbox',
	lastName: 'Owner',
	password: 'Sandbox-owner-1',
};

/** An n8n-style ID (16 letters and digits). */
function newId() {
	const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
	return Array.from(crypto.randomBytes(16), (byte) => alphabet[byte % alphabet.length]).join('');
}

/** The n8n commands that start a long-running process: the main one, a queue worker, a webhook process. */
const COMMANDS = ['start', 'worker', 'webhook'];

/** How often startN8n starts a process whose port was taken; what n8n says then. */
const START_ATTEMPTS = 3;
const PORT_TAKEN = /already in use|EADDRINUSE/;

/**
 * Starts n8n and waits until it is ready; with `owner` (default true; only for `start`) the owner
 * account is set up and signed in. `command` is `start` (the main process), `worker` or `webhook`
 * (queue mode: see test/e2e/queue/cluster.js), with `args` after it. `userFolder` defaults to a
 * new temporary folder, removed by `stop()`; `port` to a free one (a worker's health server
 * listens on it). With `logFile`, what n8n writes also goes to that file. A start that fails
 * because a port it was given was taken in the meantime (freePort frees the port it found, and
 * another process on the machine may bind it first) is tried again with new ports.
 */
async function startN8n(options = {}) {
	for (let attempt = 1; ; attempt++) {
		try {
			return await startN8nOnce(options);
		} catch (error) {
			if (attempt >= START_ATTEMPTS || !PORT_TAKEN.test(error.message)) throw error;
		}
	}
}

async function startN8nOnce({
	extensions = DIST,
	userFolder,
	command = 'start',
	args = [],
	owner = command === 'start',
	port: wanted,
	env = {},
	readyTimeoutMs = READY_TIMEOUT_MS,
	logFile,
} = {}) {
	if (!COMMANDS.includes(command)) throw new Error(`Unknown n8n command "${command}"`);
	// Under jest, the e2e project's global setup may still be installing the runtime.
	if (!runtimePaths().ready && sharedDir()) await waitForState('runtime');
	const runtime = runtimePaths();
	if (!runtime.ready) {
		throw new Error(
			`The n8n runtime is not installed (${runtime.dir}). Run: node test/e2e/install-runtime.js`,
		);
	}
	const temporary = !userFolder;
	const folder = userFolder || fs.mkdtempSync(path.join(os.tmpdir(), 'aps-n8n-'));
	const port = wanted || (await freePort());
	const baseEnv = {
		PATH: `${path.dirname(runtime.nodeBin)}${path.delimiter}${process.env.PATH}`,
		HOME: process.env.HOME || os.homedir(),
		TMPDIR: os.tmpdir(),
		N8N_USER_FOLDER: folder,
		N8N_PORT: String(port),
		N8N_LISTEN_ADDRESS: '127.0.0.1',
		N8N_HOST: '127.0.0.1',
		N8N_PROTOCOL: 'http',
		N8N_ENCRYPTION_KEY: encryptionKey(folder),
		N8N_SECURE_COOKIE: 'false',
		N8N_CUSTOM_EXTENSIONS: extensions,
		N8N_DIAGNOSTICS_ENABLED: 'false',
		N8N_PERSONALIZATION_ENABLED: 'false',
		N8N_VERSION_NOTIFICATIONS_ENABLED: 'false',
		N8N_TEMPLATES_ENABLED: 'false',
		N8N_HIRING_BANNER_ENABLED: 'false',
		N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS: 'false',
		N8N_GRACEFUL_SHUTDOWN_TIMEOUT: '5',
		// Its refresh task fetches a server list from the internet, which is not reached here.
		N8N_DISABLED_MODULES: 'mcp-registry',
		DB_TYPE: 'sqlite',
		// A worker answers /healthz/readiness only with its health server on.
		...(command === 'worker'
			? { QUEUE_HEALTH_CHECK_ACTIVE: 'true', QUEUE_HEALTH_CHECK_PORT: String(port) }
			: {}),
		...env,
	};
	const server = spawnGroup(runtime.nodeBin, [runtime.n8nBin, command, ...args], {
		cwd: folder,
		env: {
			...baseEnv,
			N8N_RUNNERS_BROKER_PORT: String(await freePort()),
			...(temporary ? { GUARD_REMOVE_IF_ORPHANED: folder } : {}),
		},
	});
	const output = { stdout: capture(server.stdout), stderr: capture(server.stderr) };
	if (logFile) {
		const file = fs.createWriteStream(logFile);
		server.stdout.pipe(file, { end: false });
		server.stderr.pipe(file, { end: false });
		server.exited.then(() => file.end());
	}
	const url = `http://127.0.0.1:${port}`;
	const instance = new N8nInstance({
		role: command,
		runtime,
		server,
		output,
		url,
		port,
		folder,
		temporary,
		baseEnv,
	});
	try {
		await instance.waitReady(readyTimeoutMs);
		if (owner) await instance.setUpOwner();
	} catch (error) {
		await instance.stop();
		throw error;
	}
	return instance;
}

/**
 * The n8n another process started (startN8n's `url`, `port`, `folder`, `baseEnv` and `logFile`;
 * see globalSetup.js), with the owner signed in anew: this instance's REST calls and commands
 * reach it; `stop()` leaves it running.
 */
async function connectN8n({ url, port, folder, baseEnv, logFile }) {
	const instance = new N8nInstance({
		role: 'start',
		runtime: runtimePaths(),
		server: undefined,
		output: { logFile },
		url,
		port,
		folder,
		temporary: false,
		baseEnv,
	});
	await instance.login();
	return instance;
}

/**
 * fetch, again once when n8n closed the kept-alive connection as it was being reused (its idle
 * timeout is 5 s; on a busy machine the client's own, shorter one fires late). n8n closes only an
 * idle connection, so the request was never read and sending it again is safe for any method
 * (seen on a GET and on the POST of a sign-in).
 */
async function fetchWithReconnect(target, options) {
	try {
		return await fetch(target, options);
	} catch (error) {
		if (error.cause?.code !== 'UND_ERR_SOCKET') throw error;
		return fetch(target, options);
	}
}

/** One key per user folder, kept in it, so that a restarted n8n reads its own credentials. */
function encryptionKey(folder) {
	const file = path.join(folder, 'encryption-key');
	if (!fs.existsSync(file))
		fs.writeFileSync(file, crypto.randomBytes(24).toString('hex'), { mode: 0o600 });
	return fs.readFileSync(file, 'utf8').trim();
}

class N8nInstance {
	/** `role`: the n8n command the process runs (start, worker or webhook). */
	constructor({ role, runtime, server, output, url, port, folder, temporary, baseEnv }) {
		Object.assign(this, { role, runtime, server, output, url, port, folder, temporary, baseEnv });
		/** Resolves when the n8n server process has exited, for whatever reason (never when connected). */
		this.exited = server ? server.exited : new Promise(() => {});
		this.cookies = new Map();
		this.browserId = crypto.randomUUID();
		this.owner = OWNER;
	}

	/** What n8n wrote (the tail), for failure messages. */
	logs() {
		if (this.output.logFile) {
			const text = fs.existsSync(this.output.logFile)
				? fs.readFileSync(this.output.logFile, 'utf8')
				: '';
			return `--- n8n output (${this.output.logFile}) ---\n${text.slice(-16000)}`;
		}
		return `--- n8n stdout ---\n${this.output.stdout.text.slice(-8000)}\n--- n8n stderr ---\n${this.output.stderr.text.slice(-8000)}`;
	}

	async waitReady(timeoutMs = READY_TIMEOUT_MS) {
		const deadline = Date.now() + timeoutMs;
		let exited = false;
		this.server.exited.then(() => (exited = true));
		while (Date.now() < deadline) {
			if (exited) throw new Error(`n8n exited before it was ready.\n${this.logs()}`);
			try {
				const response = await fetch(`${this.url}/healthz/readiness`);
				if (response.status === 200) return;
			} catch {
				// not listening yet
			}
			await new Promise((resolve) => setTimeout(resolve, 250));
		}
		throw new Error(`n8n was not ready within ${timeoutMs / 1000} s.\n${this.logs()}`);
	}

	/** An HTTP request to n8n as the signed-in editor (cookies and browser-id header). */
	async request(method, pathname, { json, headers = {}, redirect = 'manual' } = {}) {
		const requestHeaders = { 'browser-id': this.browserId, ...headers };
		if (this.cookies.size)
			requestHeaders.cookie = [...this.cookies]
				.map(([name, value]) => `${name}=${value}`)
				.join('; ');
		let body;
		if (json !== undefined) {
			body = JSON.stringify(json);
			requestHeaders['content-type'] = 'application/json';
		}
		const target = /^https?:/.test(pathname) ? pathname : `${this.url}${pathname}`;
		const response = await fetchWithReconnect(target, {
			method,
			headers: requestHeaders,
			body,
			redirect,
		});
		for (const cookie of response.headers.getSetCookie()) {
			const [pair] = cookie.split(';');
			const index = pair.indexOf('=');
			this.cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim());
		}
		return await answerOf(response);
	}

	/** A REST call (`/rest<pathname>`) that must succeed; answers the body's `data`. */
	async rest(method, pathname, json) {
		const response = await this.request(method, `/rest${pathname}`, { json });
		if (response.status >= 400) {
			throw new Error(
				`n8n ${method} /rest${pathname} answered ${response.status}: ${response.text.slice(0, 2000)}`,
			);
		}
		return response.body && 'data' in response.body ? response.body.data : response.body;
	}

	async setUpOwner() {
		const setup = await this.request('POST', '/rest/owner/setup', { json: OWNER });
		if (setup.status >= 400 && !/already/i.test(setup.text)) {
			throw new Error(`Owner setup answered ${setup.status}: ${setup.text}`);
		}
		await this.login();
	}

	async login() {
		await this.rest('POST', '/login', {
			emailOrLdapLoginId: OWNER.email,
			password: OWNER.password,
		});
	}

	/** Runs an n8n command against this instance's database; answers { code, stdout, stderr }. */
	async command(args, { timeoutMs = COMMAND_TIMEOUT_MS } = {}) {
		const child = spawnGroup(this.runtime.nodeBin, [this.runtime.n8nBin, ...args], {
			cwd: this.folder,
			// Its own broker port: the server's task runner broker already holds one.
			env: { ...this.baseEnv, N8N_RUNNERS_BROKER_PORT: String(await freePort()) },
		});
		const stdout = capture(child.stdout, 20_000_000);
		const stderr = capture(child.stderr);
		let timedOut = false;
		const timer = setTimeout(() => {
			timedOut = true;
			killGroup(child, 'SIGKILL');
		}, timeoutMs);
		const { code, signal, error } = await child.exited;
		clearTimeout(timer);
		if (timedOut)
			throw new Error(`n8n ${args.join(' ')} did not finish within ${timeoutMs / 1000} s`);
		if (error) throw new Error(`n8n ${args.join(' ')} could not run: ${error.message || error}`);
		return { code, signal, stdout: stdout.text, stderr: stderr.text };
	}

	async commandOk(args) {
		const result = await this.command(args);
		if (result.code !== 0) {
			throw new Error(
				`n8n ${args.join(' ')} exited ${result.code}:\n${result.stdout.slice(-4000)}\n${result.stderr.slice(-4000)}`,
			);
		}
		return result;
	}

	async importFile(kind, data) {
		const file = path.join(this.folder, `import-${kind}-${newId()}.json`);
		fs.writeFileSync(file, JSON.stringify(data), { mode: 0o600 });
		try {
			await this.commandOk([`import:${kind}`, `--input=${file}`]);
		} finally {
			fs.rmSync(file, { force: true });
		}
	}

	/**
	 * Imports credentials (`{ name, type, data }`, `data` in plain text: n8n encrypts it) into the
	 * owner's project; answers them with their `id`.
	 */
	async importCredentials(credentials) {
		const withIds = credentials.map((credential) => ({ id: newId(), ...credential }));
		await this.importFile('credentials', withIds);
		return withIds;
	}

	/** Saves a new workflow through the REST API, as the editor does; answers its `id`. */
	async importWorkflow(workflow) {
		const saved = await this.rest('POST', '/workflows', { settings: {}, ...workflow });
		return saved.id;
	}

	/**
	 * Runs a saved workflow from its Manual Trigger (or the trigger named `from`, a polling trigger
	 * as Fetch Test Event runs it) as the editor's "Execute workflow" button does
	 * (`POST /rest/workflows/:id/run`, mode `manual`) and waits until the execution has ended;
	 * answers it as executionData.js `runOutcome` reads it.
	 */
	async run(workflowId, { timeoutMs = RUN_TIMEOUT_MS, from } = {}) {
		const workflow = await this.rest('GET', `/workflows/${workflowId}`);
		const trigger = workflow.nodes.find((node) => (from ? node.name === from : node.type === MANUAL_TRIGGER));
		if (!trigger) throw new Error(`Workflow ${workflow.name} has no ${from ?? 'Manual Trigger'} to run from`);
		const started = await this.rest('POST', `/workflows/${workflowId}/run`, {
			triggerToStartFrom: { name: trigger.name },
		});
		if (!started.executionId)
			throw new Error(`n8n did not start ${workflow.name}: ${JSON.stringify(started)}`);
		const deadline = Date.now() + timeoutMs;
		for (;;) {
			const execution = await this.rest('GET', `/executions/${started.executionId}`);
			if (!UNFINISHED.includes(execution.status))
				return runOutcome(decodeExecution(execution, this.runtime.n8nDir));
			if (Date.now() > deadline)
				throw new Error(
					`Execution ${started.executionId} of ${workflow.name} did not end within ${timeoutMs / 1000} s`,
				);
			await new Promise((resolve) => setTimeout(resolve, 100));
		}
	}

	/**
	 * Activates a workflow as the editor's toggle does; answers the workflow as n8n returns it.
	 * A trigger's webhooks are registered moments later (well under 1.5 s here): poll for them.
	 */
	async activate(workflowId) {
		const { versionId } = await this.rest('GET', `/workflows/${workflowId}`);
		return this.rest('POST', `/workflows/${workflowId}/activate`, { versionId });
	}

	async deactivate(workflowId) {
		return this.rest('POST', `/workflows/${workflowId}/deactivate`, {});
	}

	/** The executions of a workflow, newest first (id, status, mode; not their data). */
	async executions(workflowId) {
		const filter = encodeURIComponent(JSON.stringify({ workflowId }));
		const { results } = await this.rest('GET', `/executions?filter=${filter}`);
		return results;
	}

	/** One execution with its data and `output(nodeName)` (see executionData.js `decodeExecution`). */
	async execution(executionId) {
		const execution = await this.rest('GET', `/executions/${executionId}`);
		return decodeExecution(execution, this.runtime.n8nDir);
	}

	async stop() {
		if (!this.server) return;
		await stopGroup(this.server);
		if (this.temporary) fs.rmSync(this.folder, { recursive: true, force: true });
	}
}

module.exports = { startN8n, connectN8n, freePort, newId, OWNER, DIST };
