'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { createSandbox } = require('../../sandbox/server');
const { SEED } = require('../../sandbox/seed/data');
const { startN8n, connectN8n } = require('./n8n');
const { connectOAuth2 } = require('./oauth');
const { sharedDir, waitForState, WAIT_TIMEOUT_MS } = require('./sharedState');

/** Shared by the end-to-end tests and `npm start`: the sandbox, a real n8n, credentials, workflows. */

const CREDENTIAL_TYPE = 'autodeskApsOAuth2Api';
const SERVICE_ACCOUNT_CREDENTIAL_TYPE = 'autodeskApsServiceAccountApi';
/** The type names of this package's nodes as n8n knows them (autodeskAps, autodeskModelDerivative, ...). */
const PACKAGE_NODE_TYPE = /^CUSTOM\.autodesk[A-Z]/;
const TRIGGER_TYPE = 'CUSTOM.autodeskApsTrigger';
const WORKFLOWS = path.join(__dirname, 'workflows');

/**
 * The sandbox (in this process, so tests can read `sandbox.ctx`) and a real n8n with the owner
 * signed in. n8n's OAuth `state` is base64 with `=` padding, so the sandbox runs with the
 * RFC 6749 state rule (see sandbox/server.js). Call `stop()` in afterAll.
 */
async function startE2e({ sandboxOptions = {}, n8nOptions = {} } = {}) {
	const sandbox = await createSandbox({ stateRule: 'rfc6749', ...sandboxOptions });
	let n8n;
	try {
		n8n = await startN8n(n8nOptions);
	} catch (error) {
		await sandbox.close();
		throw error;
	}
	return {
		sandbox,
		n8n,
		async stop() {
			await n8n.stop();
			await sandbox.close();
		},
	};
}

/**
 * The sandbox (in this process) and the n8n the e2e files share, which jest's global setup
 * (globalSetup.js) starts; waits for it. `stop()` closes the sandbox and leaves n8n running.
 */
async function joinE2e() {
	const sandbox = await createSandbox({ stateRule: 'rfc6749' });
	let n8n;
	try {
		n8n = await connectN8n(await waitForState('n8n'));
	} catch (error) {
		await sandbox.close();
		throw error;
	}
	return { sandbox, n8n, stop: () => sandbox.close() };
}

/**
 * For a test file: beforeAll starts the sandbox and joins the shared n8n (under jest, when no
 * options ask for another n8n) or starts one of its own; afterAll stops them (also when the start
 * outlived beforeAll's timeout). Answers an object that gets `sandbox`, `n8n` and `stop` once started.
 */
function useE2e(options) {
	const env = {};
	let starting;
	beforeAll(async () => {
		starting = !options && sharedDir() ? joinE2e() : startE2e(options);
		Object.assign(env, await starting);
	}, WAIT_TIMEOUT_MS);
	afterAll(async () => {
		const started = starting && (await starting.catch(() => undefined));
		if (started) await started.stop();
	});
	return env;
}

const CLIENTS = {
	pkce: { clientId: SEED.clients.public.clientId },
	authorizationCode: {
		clientId: SEED.clients.confidential.clientId,
		clientSecret: SEED.clients.confidential.clientSecret,
	},
	clientCredentials: {
		clientId: SEED.clients.confidential.clientId,
		clientSecret: SEED.clients.confidential.clientSecret,
	},
};

/** A credential for the sandbox with one of the three grant types, as the editor would save it. */
function sandboxCredential(sandbox, grantType, data = {}, name = `APS sandbox (${grantType})`) {
	return {
		name,
		type: CREDENTIAL_TYPE,
		data: { grantType, baseUrl: sandbox.url, ...CLIENTS[grantType], ...data },
	};
}

/** Saves a credential through n8n's REST API, as the editor's Save button does; answers { id, name }. */
async function createCredential(n8n, credential) {
	const saved = await n8n.rest('POST', '/credentials', credential);
	return { id: saved.id, name: saved.name };
}

/**
 * A saved credential that is ready to use: the user grants are connected through n8n's OAuth
 * flow (signed in on the sandbox as `user`); Client Credentials needs no connecting.
 */
async function connectedCredential({ sandbox, n8n }, grantType, { user, data, name } = {}) {
	const credential = await createCredential(n8n, sandboxCredential(sandbox, grantType, data, name));
	if (grantType !== 'clientCredentials') await connectOAuth2(n8n, credential.id, { user });
	return credential;
}

/**
 * The names of the credentials `npm start` creates, each saying what it is for: n8n 2.x shows one
 * credential list for the node, all three kinds in it.
 */
const TRY_IT_NAMES = {
	oAuth2: 'APS user (sandbox): most operations',
	app: 'APS app (sandbox): buckets, objects, service accounts',
	serviceAccount: 'APS service account (sandbox): unattended runs',
};

/**
 * The scopes of the try-it credential: the credential's default scopes and the bucket scopes, so
 * that every operation (Bucket and Object too) works with it.
 */
const TRY_IT_SCOPES = 'data:read data:write data:create viewables:read bucket:create bucket:read bucket:delete account:read account:write';

/**
 * The credential `npm start` creates: Authorization Code, connected as the sandbox's admin user,
 * with the scopes of every operation.
 */
function tryItCredential(env) {
	return connectedCredential(env, 'authorizationCode', {
		user: SEED.users.admin,
		name: TRY_IT_NAMES.oAuth2,
		data: { scope: TRY_IT_SCOPES },
	});
}

/**
 * The Service Account credential's fields for the sandbox's seeded service account of the
 * confidential app and its key (the private key the sandbox made in this process), as a user
 * fills them in the dialog, with `overrides`.
 */
function seededServiceAccountData(sandbox, overrides = {}) {
	const { seedKeyPair } = require('../../sandbox/seed/serviceAccounts');
	return {
		clientId: SEED.serviceAccount.clientId,
		clientSecret: SEED.clients.confidential.clientSecret,
		serviceAccountId: SEED.serviceAccount.id,
		keyId: SEED.serviceAccount.keyId,
		privateKey: seedKeyPair().privateKey,
		scope: 'data:read data:write data:create',
		baseUrl: sandbox.url,
		...overrides,
	};
}

/**
 * The Service Account credential `npm start` creates: the seeded account and key, with the
 * default scopes and the Account Admin ones (the account is an account admin of the ACC account).
 * Answers { id, name, type }.
 */
async function tryItServiceAccountCredential({ sandbox, n8n }) {
	const saved = await createCredential(n8n, {
		name: TRY_IT_NAMES.serviceAccount,
		type: SERVICE_ACCOUNT_CREDENTIAL_TYPE,
		data: seededServiceAccountData(sandbox, { scope: 'data:read data:write data:create viewables:read account:read account:write' }),
	});
	return { ...saved, type: SERVICE_ACCOUNT_CREDENTIAL_TYPE };
}

/** The scopes of the Service Account resource (the app's own, two-legged). */
const SERVICE_ACCOUNT_SCOPES =
	'application:service_account:read application:service_account:write application:service_account_key:read application:service_account_key:write';

/** The scopes of the app's own buckets and their objects (APS's reference: app-only). */
const BUCKET_SCOPES = 'bucket:create bucket:read bucket:delete data:read data:write data:create';

/** The scopes of the app's own credential `npm start` creates. */
const TRY_IT_APP_SCOPES = `${SERVICE_ACCOUNT_SCOPES} ${BUCKET_SCOPES}`;

/**
 * The app's own credential `npm start` creates for what APS takes only the app's two-legged
 * token for, the Service Account resource and the app's buckets: Client Credentials of the
 * confidential app, with their scopes.
 */
function tryItAppCredential(env) {
	return connectedCredential(env, 'clientCredentials', {
		name: TRY_IT_NAMES.app,
		data: { scope: TRY_IT_APP_SCOPES },
	});
}

/**
 * A workflow from test/e2e/workflows/<name>.json with `credential` ({ id, name }, and `type` when
 * it is not the OAuth2 credential) set on every node of this package.
 */
function loadWorkflow(name, credential) {
	const workflow = JSON.parse(fs.readFileSync(path.join(WORKFLOWS, `${name}.json`), 'utf8'));
	for (const node of workflow.nodes) {
		if (PACKAGE_NODE_TYPE.test(node.type) && credential) {
			node.credentials = { [credential.type ?? CREDENTIAL_TYPE]: { id: credential.id, name: credential.name } };
		}
	}
	return workflow;
}

/**
 * Runs test/e2e/workflows/<name>.json with the credential as the editor's button does (n8n.js
 * `run`); it is saved in n8n at its first run and reused by the later ones with the same credential.
 */
async function runWorkflow(n8n, name, credential) {
	n8n.saved ??= new Map();
	const key = `${name} ${credential ? credential.id : ''}`;
	if (!n8n.saved.has(key))
		n8n.saved.set(key, await n8n.importWorkflow(loadWorkflow(name, credential)));
	return n8n.run(n8n.saved.get(key));
}

/** Polls `read` (every 100 ms, up to `timeoutMs`) until `done(value)` holds; answers the value. */
async function until(what, read, done, { timeoutMs = 15_000 } = {}) {
	const deadline = Date.now() + timeoutMs;
	let value;
	while (Date.now() < deadline) {
		value = await read();
		if (done(value)) return value;
		await new Promise((resolve) => setTimeout(resolve, 100));
	}
	throw new Error(`Timed out waiting for ${what}; last seen: ${JSON.stringify(value)}`);
}

/**
 * Activates a workflow with this package's trigger and waits until n8n has saved the hooks'
 * secrets in the workflow's static data (the hooks exist in the service a moment earlier; a
 * callback in between gets 401, which the real service would retry). Answers the trigger's
 * production webhook URL.
 */
async function activateTrigger(n8n, workflow, hookCount) {
	const active = await n8n.activate(workflow.id);
	if (!active.active) throw new Error(`n8n did not activate ${workflow.name}`);
	const trigger = workflow.nodes.find((node) => node.type === TRIGGER_TYPE);
	await until(
		`the ${hookCount} hook(s) of "${workflow.name}" in static data`,
		async () => (await n8n.rest('GET', `/workflows/${workflow.id}`)).staticData,
		(data) => ((data && data[`node:${trigger.name}`]?.hooks) || []).length === hookCount,
	);
	return `${n8n.url}/webhook/${trigger.webhookId}/webhook`;
}

/**
 * An MCP client (the official SDK) connected to an MCP Server Trigger's address over Streamable
 * HTTP; n8n registers an activated workflow's webhooks a moment after it answers, so a 404 is
 * tried again for up to `timeoutMs`.
 */
async function connectedMcpClient(url, { name = 'aps-e2e', timeoutMs = 15_000 } = {}) {
	const { Client } = require('@modelcontextprotocol/sdk/client/index.js');
	const { StreamableHTTPClientTransport } = require('@modelcontextprotocol/sdk/client/streamableHttp.js');
	const deadline = Date.now() + timeoutMs;
	for (;;) {
		const client = new Client({ name, version: '1.0.0' });
		try {
			await client.connect(new StreamableHTTPClientTransport(new URL(url)));
			return client;
		} catch (error) {
			if (Date.now() > deadline || !/404/.test(error.message)) throw error;
			await new Promise((resolve) => setTimeout(resolve, 250));
		}
	}
}

/**
 * An MCP session with an MCP Server Trigger: `listTools`, `callTool` and `close`, as the SDK's
 * client has them. When n8n closed the connection under a request without an answer ("fetch
 * failed", "other side closed": seen in full e2e runs on a busy machine, where other files
 * activate workflows on the same n8n; never an answer that was wrong), it connects anew, in a new
 * session, and makes the request again, at most three times in all. For tools that only read.
 */
async function mcpSession(url) {
	let client = await connectedMcpClient(url);
	async function request(call, attempts = 3) {
		try {
			return await call(client);
		} catch (error) {
			if (attempts <= 1 || !(error instanceof TypeError && /fetch failed/.test(error.message))) throw error;
			await client.close().catch(() => undefined);
			await new Promise((resolve) => setTimeout(resolve, 1000));
			client = await connectedMcpClient(url);
			return await request(call, attempts - 1);
		}
	}
	return {
		listTools: () => request((connected) => connected.listTools()),
		callTool: (params) => request((connected) => connected.callTool(params)),
		close: () => client.close(),
	};
}

/** The sandbox's record of token requests (client authentication, PKCE, outcome), oldest first. */
function tokenRequests(sandbox) {
	return sandbox.ctx.state.oauth.tokenRequests;
}

module.exports = {
	CREDENTIAL_TYPE,
	startE2e,
	useE2e,
	sandboxCredential,
	createCredential,
	connectedCredential,
	TRY_IT_SCOPES,
	TRY_IT_APP_SCOPES,
	TRY_IT_NAMES,
	tryItCredential,
	seededServiceAccountData,
	tryItServiceAccountCredential,
	tryItAppCredential,
	loadWorkflow,
	runWorkflow,
	until,
	activateTrigger,
	connectedMcpClient,
	mcpSession,
	tokenRequests,
};
