'use strict';

const crypto = require('node:crypto');
const { sandboxCredentials } = require('./credentials');
const { TriggerHarness } = require('./trigger');
const { tokenFor, call } = require('./sandbox');

/** Shared by the trigger tests: a started harness, firing events, reading the sandbox's hooks. */

const USER = 'user-admin';
const SCOPES = ['data:read', 'data:write', 'data:create'];
const FOLDER = 'urn:adsk.wipprod:fs.folder:co.triggerFolder';

/** A trigger node with these parameters, its webhook URL listening, credentials for USER (or the app). */
async function startTrigger(sandbox, parameters, { userId = USER } = {}) {
	const harness = new TriggerHarness({ parameters, credentials: sandboxCredentials(sandbox, { userId, scopes: SCOPES }) });
	return await harness.start();
}

/** Fires an event through the sandbox's admin path; answers its delivery results. */
async function fire(sandbox, event) {
	const response = await call(sandbox, 'POST', '/__sandbox/webhooks/events', {
		json: { system: 'data', event: 'dm.version.added', scope: { folder: FOLDER }, payload: { ext: 'rvt' }, ...event },
	});
	if (response.status !== 200) throw new Error(`firing failed: ${response.status} ${response.text}`);
	return response.body.deliveries;
}

async function sandboxHooks(sandbox) {
	return (await call(sandbox, 'GET', '/__sandbox/webhooks/hooks')).body;
}

/** A direct API call as USER (to change hooks behind the trigger's back). */
function asUser(sandbox, method, path, json) {
	return call(sandbox, method, path, { token: tokenFor(sandbox, { scopes: SCOPES, userId: USER }), json });
}

const sign = (raw, secret) => `sha1hash=${crypto.createHmac('sha1', secret).update(raw).digest('hex')}`;

/** Posts bytes to the webhook URL as the service would; answers the HTTP status. */
async function postCallback(url, raw, headers) {
	const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: raw });
	await response.text();
	return response.status;
}

const webhookRequests = (sandbox, method) => sandbox.ctx.log.find({ method, path: /^\/webhooks\// });

module.exports = { USER, SCOPES, FOLDER, startTrigger, fire, sandboxHooks, asUser, sign, postCallback, webhookRequests };
