'use strict';

const crypto = require('node:crypto');
const { HttpError } = require('../../http');
const { json } = require('../../responses');
const { sameEvent } = require('./catalog');

/** Default page size of every hook list (the service's OpenAPI file: "up to 200 webhooks"). */
const DEFAULT_PAGE_SIZE = 200;
const REGIONS = ['US', 'EMEA', 'AUS', 'CAN', 'DEU', 'IND', 'JPN', 'GBR'];

function createWebhookState() {
	return {
		hooks: new Map(),
		/** app-wide secrets (POST /webhooks/v1/tokens), by owner key */
		secrets: new Map(),
		deliveries: [],
		settings: { pageSize: DEFAULT_PAGE_SIZE },
	};
}

/** Hooks belong to the app (two-legged token) or to one user of the app (three-legged token). */
function ownerKey(caller) {
	return `${caller.clientId}|${caller.twoLegged ? '' : caller.userId}`;
}

function createHook(state, { system, event, fields, caller, region, now }) {
	const hookId = crypto.randomUUID();
	const scopeValue = Object.values(fields.scope)[0];
	const hook = {
		hookId,
		system,
		event,
		region,
		callbackUrl: fields.callbackUrl,
		scope: fields.scope,
		hookAttribute: fields.hookAttribute,
		filter: fields.filter,
		hookExpiry: fields.hookExpiry,
		autoReactivateHook: fields.autoReactivateHook ?? false,
		callbackWithEventPayloadOnly: fields.callbackWithEventPayloadOnly,
		hubId: fields.hubId,
		projectId: fields.projectId,
		tenant: fields.tenant ?? scopeValue,
		status: 'active',
		owner: ownerKey(caller),
		createdBy: caller.twoLegged ? caller.clientId : caller.userId,
		creatorType: caller.twoLegged ? 'Application' : 'O2User',
		createdDate: now,
		lastUpdatedDate: now,
		token: undefined,
		failedEvents: 0,
	};
	state.hooks.set(hookId, hook);
	return hook;
}

function sameScope(a, b) {
	const keysA = Object.keys(a);
	return keysA.length === Object.keys(b).length && keysA.every((key) => a[key] === b[key]);
}

function findDuplicate(state, { system, event, callbackUrl, scope, owner, region }) {
	for (const hook of state.hooks.values()) {
		if (hook.owner === owner && hook.region === region && hook.system === system && sameEvent(hook.event, event) && hook.callbackUrl === callbackUrl && sameScope(hook.scope, scope)) {
			return hook;
		}
	}
	return undefined;
}

function formatDate(ms) {
	return new Date(ms).toISOString().replace('Z', '+0000');
}

function selfPath(hook) {
	return `/systems/${hook.system}/events/${hook.event}/hooks/${hook.hookId}`;
}

/** The hook as the service shows it; the secret never leaves the sandbox. */
function publicHook(hook) {
	const view = {
		hookId: hook.hookId,
		tenant: hook.tenant,
		callbackUrl: hook.callbackUrl,
		createdBy: hook.createdBy,
		event: hook.event,
		createdDate: formatDate(hook.createdDate),
		lastUpdatedDate: formatDate(hook.lastUpdatedDate),
		system: hook.system,
		creatorType: hook.creatorType,
		status: hook.status,
		autoReactivateHook: hook.autoReactivateHook,
		scope: hook.scope,
	};
	if (hook.hookAttribute !== undefined) view.hookAttribute = hook.hookAttribute;
	if (hook.filter !== undefined) view.filter = hook.filter;
	if (hook.hookExpiry !== undefined) view.hookExpiry = hook.hookExpiry;
	if (hook.callbackWithEventPayloadOnly !== undefined) view.callbackWithEventPayloadOnly = hook.callbackWithEventPayloadOnly;
	if (hook.hubId !== undefined) view.hubId = hook.hubId;
	if (hook.projectId !== undefined) view.projectId = hook.projectId;
	view.urn = `urn:adsk.webhooks:events.hook:${hook.hookId}`;
	view.__self__ = selfPath(hook);
	return view;
}

/** `x-ads-region` wins over the `region` query parameter; US when neither is given. */
function requestRegion(request) {
	const value = request.headers['x-ads-region'] || request.query.get('region') || 'US';
	const region = String(value).toUpperCase();
	if (!REGIONS.includes(region)) throw webhookError(400, 'BAD_INPUT', `Unknown region '${value}'; one of ${REGIONS.join(', ')}.`);
	return region;
}

/** An error the webhook routes answer in the service's shape: { id, status, code, detail: [] }. */
function webhookError(status, code, detail, extra = {}) {
	const error = new HttpError(status, code, detail, code);
	error.extra = extra;
	return error;
}

function withWebhookErrors(handler) {
	return async (request, ctx) => {
		try {
			return await handler(request, ctx);
		} catch (error) {
			if (!(error instanceof HttpError)) throw error;
			const codes = { 400: 'BAD_INPUT', 401: 'AUTH-001', 403: 'FORBIDDEN', 404: 'NOT_FOUND', 409: 'CONFLICT_ERROR' };
			return json(error.status, {
				id: crypto.randomUUID(),
				status: error.status,
				code: error.code || codes[error.status] || 'ERROR',
				detail: [error.detail],
				...(error.extra || {}),
			});
		}
	};
}

module.exports = {
	REGIONS,
	createWebhookState,
	ownerKey,
	createHook,
	findDuplicate,
	sameScope,
	publicHook,
	formatDate,
	requestRegion,
	webhookError,
	withWebhookErrors,
};
