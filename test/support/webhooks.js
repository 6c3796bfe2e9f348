'use strict';

const { runNode } = require('./engine');
const { sandboxCredentials } = require('./credentials');
const { tokenFor, call } = require('./sandbox');

/** Shared by the webhook-operation tests: running the node, seeding hooks, reading the wire. */

const USER = 'user-admin';
const SCOPES = ['data:read', 'data:write', 'data:create'];
const FOLDER = 'urn:adsk.wipprod:fs.folder:co.webhookFolder';
const CALLBACK = 'https://example.com/aps/callback';

/** Runs webhook operations as USER (three-legged), or as the app when `userId` is null. */
function runWebhook(sandbox, parameters, { userId = USER, items, continueOnFail = false } = {}) {
	return runNode({
		parameters: { resource: 'webhook', ...parameters },
		items,
		continueOnFail,
		credentials: sandboxCredentials(sandbox, { userId, scopes: SCOPES }),
	});
}

/** Creates a hook straight at the sandbox, as the same user the node runs as; answers its address. */
async function seedHook(sandbox, { system = 'data', event = 'dm.version.added', body = {}, userId = USER, region } = {}) {
	const token = tokenFor(sandbox, { scopes: SCOPES, userId });
	const response = await call(sandbox, 'POST', `/webhooks/v1/systems/${system}/events/${encodeURIComponent(event)}/hooks`, {
		token,
		headers: region ? { 'x-ads-region': region } : {},
		json: { callbackUrl: CALLBACK, scope: { folder: FOLDER }, ...body },
	});
	if (response.status !== 201) throw new Error(`seeding a hook failed: ${response.status} ${response.text}`);
	const location = response.headers.get('location');
	return { system, event, hookId: location.split('/').pop(), location };
}

/** Every hook the sandbox holds, as its admin path shows them (hasToken instead of the secret). */
async function sandboxHooks(sandbox) {
	return (await call(sandbox, 'GET', '/__sandbox/webhooks/hooks')).body;
}

/** The logged webhook API requests (method optional). */
function webhookRequests(sandbox, method) {
	return sandbox.ctx.log.find({ method, path: /^\/webhooks\// });
}

/** The path of one hook, from its address. */
const hookPath = ({ system, event, hookId }) => `/webhooks/v1/systems/${system}/events/${event}/hooks/${hookId}`;

/** The fields that address a hook in the node (System, Event, Hook ID). */
const address = (hook) => ({ system: hook.system, event: hook.event, hookId: hook.hookId });

module.exports = { USER, SCOPES, FOLDER, CALLBACK, address, hookPath, runWebhook, seedHook, sandboxHooks, webhookRequests };
