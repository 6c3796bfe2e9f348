'use strict';

const crypto = require('node:crypto');
const http = require('node:http');
const https = require('node:https');
const { eventMatches } = require('./catalog');
const { compileFilter } = require('./filter');
const { publicHook } = require('./store');

const DELIVERY_TIMEOUT_MS = 7000;
const FAILED_EVENTS_BEFORE_INACTIVE = 5;

/**
 * Delivers one event to every matching hook: active, not expired, same system, event pattern
 * matching, scope equal, filter passing. Each hook gets one POST (plus `duplicate` repeats of the
 * same bytes with the same delivery id). A failed event is not retried later; after five failed
 * events in a row the hook turns inactive.
 *
 * @param {object} event { system, event, scope, payload, resourceUrn?, duplicate?, signWith?: 'wrong'|'none' }
 * @returns {Promise<object[]>} one result per matching hook
 */
async function deliverEvent(ctx, event) {
	const state = ctx.state.webhooks;
	const now = ctx.clock.now();
	const work = [];
	for (const hook of state.hooks.values()) {
		if (hook.system !== event.system || !eventMatches(hook.event, event.event) || !scopeMatches(hook.scope, event.scope)) continue;
		if (hook.status === 'inactive') {
			work.push(Promise.resolve({ hookId: hook.hookId, skipped: 'inactive' }));
			continue;
		}
		if (hook.hookExpiry !== undefined && Date.parse(hook.hookExpiry) <= now) {
			work.push(Promise.resolve({ hookId: hook.hookId, skipped: 'expired' }));
			continue;
		}
		const body = callbackBody(hook, event);
		if (hook.filter !== undefined && !compileFilter(hook.filter)({ payload: event.payload, body })) {
			work.push(Promise.resolve({ hookId: hook.hookId, skipped: 'filtered' }));
			continue;
		}
		work.push(deliverToHook(ctx, hook, event, body));
	}
	return Promise.all(work);
}

/** The event's scope may name several scopes (a folder and its project); the hook's one must be among them. */
function scopeMatches(hookScope, eventScope = {}) {
	return Object.entries(hookScope).every(([key, value]) => eventScope[key] === value);
}

function callbackBody(hook, event) {
	if (hook.callbackWithEventPayloadOnly) return event.payload;
	return {
		version: '1.0',
		resourceUrn: event.resourceUrn,
		hook: { ...publicHook(hook), event: event.event },
		payload: event.payload,
	};
}

async function deliverToHook(ctx, hook, event, body) {
	const state = ctx.state.webhooks;
	const bytes = Buffer.from(JSON.stringify(body));
	const deliveryId = crypto.randomUUID();
	const secret = hook.token ?? state.secrets.get(hook.owner);
	const headers = { 'Content-Type': 'application/json', 'Content-Length': String(bytes.length), 'x-adsk-delivery-id': deliveryId };
	if (event.signWith === 'wrong') headers['x-adsk-signature'] = `sha1hash=${sign(bytes, `wrong-${secret || 'secret'}`)}`;
	else if (secret && event.signWith !== 'none') headers['x-adsk-signature'] = `sha1hash=${sign(bytes, secret)}`;

	const attempts = [];
	for (let attempt = 0; attempt <= (event.duplicate || 0); attempt += 1) {
		const outcome = await post(hook.callbackUrl, bytes, headers);
		const record = {
			time: ctx.clock.now(),
			hookId: hook.hookId,
			deliveryId,
			system: event.system,
			event: event.event,
			callbackUrl: hook.callbackUrl,
			duplicate: attempt > 0,
			signed: 'x-adsk-signature' in headers,
			status: outcome.status,
			error: outcome.error,
			ok: outcome.status >= 200 && outcome.status < 300,
		};
		state.deliveries.push(record);
		attempts.push(record);
	}
	countOutcome(ctx, hook, attempts[0].ok);
	return { hookId: hook.hookId, deliveryId, callbackUrl: hook.callbackUrl, attempts };
}

function countOutcome(ctx, hook, ok) {
	if (ok) {
		hook.failedEvents = 0;
		return;
	}
	hook.failedEvents += 1;
	if (hook.failedEvents >= FAILED_EVENTS_BEFORE_INACTIVE && hook.status !== 'inactive') {
		hook.status = 'inactive';
		hook.lastUpdatedDate = ctx.clock.now();
	}
}

function sign(bytes, secret) {
	return crypto.createHmac('sha1', secret).update(bytes).digest('hex');
}

/** @returns {Promise<{status?: number, error?: string}>} */
function post(callbackUrl, bytes, headers) {
	return new Promise((resolve) => {
		let settled = false;
		const finish = (outcome) => {
			if (settled) return;
			settled = true;
			resolve(outcome);
		};
		let request;
		try {
			const url = new URL(callbackUrl);
			const client = url.protocol === 'https:' ? https : http;
			request = client.request(url, { method: 'POST', headers, timeout: DELIVERY_TIMEOUT_MS }, (response) => {
				response.resume();
				response.on('end', () => finish({ status: response.statusCode }));
				response.on('error', (error) => finish({ status: response.statusCode, error: error.message }));
			});
		} catch (error) {
			finish({ error: error.message });
			return;
		}
		request.on('timeout', () => request.destroy(new Error(`no answer within ${DELIVERY_TIMEOUT_MS} ms`)));
		request.on('error', (error) => finish({ error: error.message }));
		request.end(bytes);
	});
}

module.exports = { deliverEvent, sign, FAILED_EVENTS_BEFORE_INACTIVE };
