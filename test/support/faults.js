'use strict';

const { createSandbox } = require('../../sandbox/server');
const { call } = require('./sandbox');
const { SERVICE_ACCOUNT_SCOPES, credentialsForToken } = require('./credentials');
const { runNode } = require('./engine');
const { SCOPES, USER } = require('./webhooks');

/**
 * The fault suite's faults (what the sandbox injects and what the retry rules (ARCHITECTURE.md, nodes/shared/retry.ts) make the node do) and
 * its helpers: running the node, injecting a fault, reading the log, one sandbox per test.
 */

const RATE_LIMITED = '429 with Retry-After 1 s';
const SERVER_ERROR = '500 before acting';
const REDIRECT = 'a redirect to another origin';

/** Methods the node may send again after a 5xx, a drop, a timeout or a broken body. */
const IDEMPOTENT = ['GET', 'PUT', 'PATCH', 'DELETE'];
const idempotent = (method) => IDEMPOTENT.includes(method);

/**
 * The faults: `spec` is what the sandbox injects (once, on the request the operation's contract faults);
 * `retried(method)` what the retry rules make the node do; `cause` what the user's message says;
 * `persistent` the spec that keeps failing, to see the message after the retries; `retries` how
 * many retries the node makes before giving up; `description` the advice of a request not repeated
 * (by default: the service may have acted).
 */
function faults({ timeoutSeconds }) {
	const server = (spec, cause) => ({ spec, retried: idempotent, cause, retries: 3 });
	return [
		{
			name: RATE_LIMITED,
			spec: { kind: 'status', status: 429, retryAfter: 1 },
			persistent: { kind: 'status', status: 429, retryAfter: 0 },
			retried: () => true,
			cause: /Sandbox fault: status 429\./,
			retries: 5,
		},
		{ name: SERVER_ERROR, ...server({ kind: 'status', status: 500 }, /Sandbox fault: status 500\./) },
		{ name: '503 before acting', ...server({ kind: 'status', status: 503 }, /Sandbox fault: status 503\./) },
		{ name: '500 after acting', ...server({ kind: 'status-after', status: 500 }, /Sandbox fault: status-after 500\./) },
		{
			name: 'a slow answer past the timeout',
			...server({ kind: 'slow' }, new RegExp(`no answer within ${String(timeoutSeconds).replace('.', '\\.')} s \\(timed out\\)`)),
		},
		{ name: 'a broken JSON body', ...server({ kind: 'broken-json' }, /The service answered 200 with a body that is not valid JSON/) },
		{ name: 'a dropped connection', ...server({ kind: 'drop' }, /the connection was dropped before an answer/) },
		{ name: 'a connection dropped after acting', ...server({ kind: 'drop-after' }, /the connection was dropped before an answer/) },
		{
			name: REDIRECT,
			spec: { kind: 'redirect', status: 307, location: 'http://127.0.0.1:9/elsewhere' },
			retried: () => false,
			cause: /the service answered 307, a redirect to http:\/\/127\.0\.0\.1:9, which is not followed$/,
			description: /^No request follows a redirect/,
			retries: 0,
		},
	];
}

/**
 * The rows the retry rules need, as `[operation key, fault name, contract, fault]`: each operation
 * meets a fault it is retried for and one it is not (an idempotent method: 500 and a redirect; a
 * POST: 429 and 500), and each fault meets a GET and a POST operation, taken in turn so that the
 * faults spread over the operations.
 */
function faultGrid(contracts, list) {
	const named = (name) => list.find((fault) => fault.name === name);
	const pairs = { idempotent: [named(SERVER_ERROR), named(REDIRECT)], POST: [named(RATE_LIMITED), named(SERVER_ERROR)] };
	const rows = new Map();
	const add = (contract, fault) => rows.set(`${contract.key} · ${fault.name}`, [contract.key, fault.name, contract, fault]);
	for (const contract of contracts) for (const fault of pairs[idempotent(contract.faulted.method) ? 'idempotent' : contract.faulted.method]) add(contract, fault);
	const gets = contracts.filter((contract) => contract.faulted.method === 'GET');
	const posts = contracts.filter((contract) => contract.faulted.method === 'POST');
	list.forEach((fault, index) => {
		add(gets[index % gets.length], fault);
		add(posts[index % posts.length], fault);
	});
	return [...rows.values()];
}

/** The OSS bucket scopes, for the bucket and object operations. */
const BUCKET_SCOPES = ['bucket:create', 'bucket:read', 'bucket:delete'];

/** The Account Admin scopes, for the Construction Cloud Admin operations. */
const ACCOUNT_SCOPES = ['account:read', 'account:write'];

/**
 * Runs the action node against a sandbox with the token of `token` (an operation's contract's):
 * as the webhook user (three-legged, every data, bucket and account scope), or for `app` as the app itself
 * (Client Credentials, the service account scopes too).
 */
function runAction(sandbox, parameters, { items: input, continueOnFail = false, token = 'user' } = {}) {
	const scopes = [...SCOPES, ...BUCKET_SCOPES, ...ACCOUNT_SCOPES, ...(token === 'app' ? SERVICE_ACCOUNT_SCOPES : [])];
	return runNode({
		parameters,
		items: input,
		continueOnFail,
		credentials: credentialsForToken(sandbox, token, { userId: USER, scopes }),
	});
}

/** Adds a fault to the sandbox, limited to the row's method and path. */
async function inject(sandbox, row, spec, times) {
	const answer = await call(sandbox, 'POST', '/__sandbox/faults', { json: { ...spec, method: row.method, path: row.path, times } });
	if (answer.status !== 204) throw new Error(`adding a fault failed: ${answer.status} ${answer.text}`);
}

/** The logged requests of the row's method and path, in the order they arrived. */
const rowRequests = (sandbox, row) => sandbox.ctx.log.find({ method: row.method, path: new RegExp(row.path) });

/** Waits until every slow request has been answered (it acts late, after the client gave up). */
async function slowAnswered(sandbox, limitMs = 10_000) {
	const started = Date.now();
	while (sandbox.ctx.log.entries.some((entry) => entry.fault === 'slow' && entry.status === undefined)) {
		if (Date.now() - started > limitMs) throw new Error('a slow request was never answered');
		await new Promise((resolve) => setTimeout(resolve, 20));
	}
}

/** A sandbox of its own for one test (tests of the suite run concurrently), closed after `use`. */
async function withOwnSandbox(use) {
	const sandbox = await createSandbox();
	try {
		return await use(sandbox);
	} finally {
		await slowAnswered(sandbox).catch(() => undefined);
		await sandbox.close();
	}
}

/** `text` as a RegExp source that matches it literally. */
const literally = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

module.exports = {
	faultGrid,
	faults,
	idempotent,
	inject,
	literally,
	rowRequests,
	runAction,
	slowAnswered,
	withOwnSandbox,
};
