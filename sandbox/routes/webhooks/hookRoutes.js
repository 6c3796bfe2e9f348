'use strict';

const { json, empty } = require('../../responses');
const { THREE_LEGGED_SYSTEMS, isKnownSystem, isKnownEvent, eventsOf, sameEvent } = require('./catalog');
const store = require('./store');
const { requireJson, validateCreateBody, validatePatchBody } = require('./validation');

const { webhookError } = store;

/** As webhooks.yaml's security says: reading hooks needs data:read; changing them data:read and data:write. */
const SCOPES = [['data:read']];
const WRITE_SCOPES = [['data:read', 'data:write']];

function authenticate(request, ctx, scopes = SCOPES) {
	return ctx.tokens.authenticate(request, scopes);
}

function authenticateWrite(request, ctx) {
	return authenticate(request, ctx, WRITE_SCOPES);
}

/** A known system, and a user token for the systems that need one. */
function checkSystem(system, caller) {
	if (!isKnownSystem(system)) throw webhookError(400, 'BAD_INPUT', `Unknown system '${system}'.`);
	if (THREE_LEGGED_SYSTEMS.has(system) && caller.twoLegged) {
		throw webhookError(403, 'FORBIDDEN', `Hooks of the system '${system}' need a three-legged (user) access token; a two-legged token cannot manage them.`);
	}
}

const ISSUES_SYSTEM = 'autodesk.construction.issues';

/**
 * Hooks on a project's issues: "only users with Project Admin permissions can create webhooks of
 * ACC Issues" (the issue webhooks announcement on aps.autodesk.com); the scope's project is the
 * project ID, taken with or without `b.`.
 */
function checkIssueHookCreator(ctx, system, scope, caller) {
	if (system !== ISSUES_SYSTEM || !scope || scope.project === undefined) return;
	const id = String(scope.project).replace(/^b\./, '').toLowerCase();
	const project = ctx.state.data.projects.get(`b.${id}`);
	if (!project || project.members.get(caller.userId) !== 'admin') {
		throw webhookError(403, 'FORBIDDEN', `Only a project admin of project ${scope.project} can create hooks on its issues.`);
	}
}

function checkEvent(system, event) {
	if (!isKnownEvent(system, event)) throw webhookError(400, 'BAD_INPUT', `Unknown event '${event}' for system '${system}'.`);
}

function hookLocation(ctx, hook) {
	return `${ctx.baseUrl}/webhooks/v1/systems/${encodeURIComponent(hook.system)}/events/${encodeURIComponent(hook.event)}/hooks/${hook.hookId}`;
}

function conflict(ctx, existing) {
	return webhookError(
		409,
		'CONFLICT_ERROR',
		`A hook with the same event, callbackUrl and scope already exists: ${existing.hookId}.`,
		{ hookId: existing.hookId, location: hookLocation(ctx, existing) },
	);
}

/** POST /webhooks/v1/systems/:system/events/:event/hooks → 201, empty body, Location. */
async function createEventHook(request, ctx) {
	const caller = authenticateWrite(request, ctx);
	const { system, event } = request.params;
	checkSystem(system, caller);
	checkEvent(system, event);
	const region = store.requestRegion(request);
	const fields = validateCreateBody(requireJson(request));
	checkIssueHookCreator(ctx, system, fields.scope, caller);
	const state = ctx.state.webhooks;
	const owner = store.ownerKey(caller);
	const existing = store.findDuplicate(state, { system, event, callbackUrl: fields.callbackUrl, scope: fields.scope, owner, region });
	if (existing) throw conflict(ctx, existing);
	const hook = store.createHook(state, { system, event, fields, caller, region, now: ctx.clock.now() });
	return empty(201, { Location: hookLocation(ctx, hook) });
}

/** POST /webhooks/v1/systems/:system/hooks → one hook per event of the system, 201 { hooks }. */
async function createSystemHooks(request, ctx) {
	const caller = authenticateWrite(request, ctx);
	const { system } = request.params;
	checkSystem(system, caller);
	const region = store.requestRegion(request);
	const fields = validateCreateBody(requireJson(request));
	checkIssueHookCreator(ctx, system, fields.scope, caller);
	const state = ctx.state.webhooks;
	const owner = store.ownerKey(caller);
	const created = [];
	let existing;
	for (const event of eventsOf(system)) {
		const duplicate = store.findDuplicate(state, { system, event, callbackUrl: fields.callbackUrl, scope: fields.scope, owner, region });
		if (duplicate) {
			existing = existing || duplicate;
			continue;
		}
		created.push(store.createHook(state, { system, event, fields, caller, region, now: ctx.clock.now() }));
	}
	if (!created.length) throw conflict(ctx, existing);
	return json(201, { hooks: created.map(store.publicHook) });
}

/** The caller's hook named by the path, or 404. */
function findOwnHook(request, ctx, caller) {
	const { system, event, hookId } = request.params;
	checkSystem(system, caller);
	const hook = ctx.state.webhooks.hooks.get(hookId);
	if (!hook || hook.owner !== store.ownerKey(caller) || hook.system !== system || !sameEvent(hook.event, event)) {
		throw webhookError(404, 'NOT_FOUND', `No hook ${hookId} for event '${event}' of system '${system}'.`);
	}
	return hook;
}

async function getHook(request, ctx) {
	const caller = authenticate(request, ctx);
	return json(200, store.publicHook(findOwnHook(request, ctx, caller)));
}

/** PATCH answers 200 with the updated hook; a token set here wins over the app-wide one. */
async function patchHook(request, ctx) {
	const caller = authenticateWrite(request, ctx);
	const hook = findOwnHook(request, ctx, caller);
	const changes = validatePatchBody(requireJson(request));
	for (const [key, value] of Object.entries(changes)) hook[key] = value;
	if (changes.status === 'active') hook.failedEvents = 0;
	hook.lastUpdatedDate = ctx.clock.now();
	return json(200, store.publicHook(hook));
}

async function deleteHook(request, ctx) {
	const caller = authenticateWrite(request, ctx);
	const hook = findOwnHook(request, ctx, caller);
	ctx.state.webhooks.hooks.delete(hook.hookId);
	return empty(204);
}

module.exports = { SCOPES, WRITE_SCOPES, authenticate, authenticateWrite, checkSystem, checkEvent, createEventHook, createSystemHooks, getHook, patchHook, deleteHook };
