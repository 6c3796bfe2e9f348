'use strict';

const { createSandbox } = require('../../sandbox/server');
const { SEED } = require('../../sandbox/seed/data');

/** Starts a sandbox for one test file; call `stop()` in afterAll. */
async function startSandbox() {
	const sandbox = await createSandbox();
	return sandbox;
}

/**
 * Registers the sandbox hooks of the enclosing test file or describe block: beforeAll starts a
 * sandbox, afterAll closes it, beforeEach resets it (through POST /__sandbox/reset when
 * `resetOverHttp`, else with `ctx.reset()`) and then awaits `each(sandbox)` (tokens, receivers).
 * Answers a handle that becomes the sandbox in beforeAll (its url, port, ctx and close are
 * copied onto it), so the tests use it as they would the sandbox itself.
 * @param {{ resetOverHttp?: boolean, each?: (sandbox: object) => unknown }} [setup]
 */
function useSandbox({ resetOverHttp = false, each } = {}) {
	const sandbox = {};
	beforeAll(async () => {
		Object.assign(sandbox, await startSandbox());
	});
	afterAll(() => sandbox.close?.());
	beforeEach(async () => {
		if (resetOverHttp) await call(sandbox, 'POST', '/__sandbox/reset');
		else sandbox.ctx.reset();
		if (each) await each(sandbox);
	});
	return sandbox;
}

/** An access token issued directly by the sandbox's token store (no OAuth round trip). */
function tokenFor(sandbox, { scopes = ['data:read'], userId = null, clientId = 'sandbox-client' } = {}) {
	return sandbox.ctx.tokens.issue({ clientId, userId, scopes }).access_token;
}

/** Tokens with `scopes`: `app` (two-legged) and one for each of the seeded `users` (SEED.users keys). */
function userTokens(sandbox, scopes, users = ['admin', 'member', 'viewer']) {
	const tokens = { app: tokenFor(sandbox, { scopes }) };
	for (const user of users) tokens[user] = tokenFor(sandbox, { userId: SEED.users[user], scopes });
	return tokens;
}

/**
 * A sandbox for a test file (useSandbox) and, made anew before each test, the tokens of userTokens:
 * `tokens` is the same object throughout, refilled each time.
 */
function useSandboxTokens(scopes, users) {
	const tokens = {};
	const sandbox = useSandbox({
		each: () => {
			for (const key of Object.keys(tokens)) delete tokens[key];
			Object.assign(tokens, userTokens(sandbox, scopes, users));
		},
	});
	return { sandbox, tokens };
}

/**
 * One HTTP call to the sandbox. `json` sends a JSON body with `contentType` (default
 * application/json); the answer comes back as { status, headers, text, body (parsed when JSON) }.
 */
async function call(sandbox, method, path, { token, headers = {}, json, contentType = 'application/json', body } = {}) {
	const requestHeaders = { ...headers };
	if (token) requestHeaders.authorization = `Bearer ${token}`;
	let payload = body;
	if (json !== undefined) {
		payload = JSON.stringify(json);
		requestHeaders['content-type'] = contentType;
	}
	const response = await fetch(`${sandbox.url}${path}`, { method, headers: requestHeaders, body: payload, redirect: 'manual' });
	return await answerOf(response);
}

/** A fetch response as the test helpers answer it: { status, headers, text, body (parsed when JSON) }. */
async function answerOf(response) {
	const text = await response.text();
	let parsed;
	try {
		parsed = text ? JSON.parse(text) : undefined;
	} catch {
		parsed = undefined;
	}
	return { status: response.status, headers: response.headers, text, body: parsed };
}

module.exports = { answerOf, call, startSandbox, tokenFor, userTokens, useSandbox, useSandboxTokens };
