'use strict';

const { json, empty } = require('../../responses');
const { sameEvent } = require('./catalog');
const store = require('./store');
const { authenticate, authenticateWrite, checkSystem } = require('./hookRoutes');
const { requireJson, validateSecret } = require('./validation');

const { webhookError } = store;

/**
 * One page of the caller's hooks in the requested region. `pageState` is opaque to clients and
 * holds the list's filters (status, scopeName, region): a page asked for with other filters is a
 * 400. `links.next` is a path relative to `/webhooks/v1` (the OpenAPI example:
 * `/hooks?pageState=...`) that keeps the other query parameters.
 * An empty page answers 204 with no body.
 */
function page(request, ctx, hooks) {
	const state = ctx.state.webhooks;
	const status = request.query.get('status');
	if (status !== null && status !== 'active' && status !== 'inactive') throw webhookError(400, 'BAD_INPUT', "status must be 'active' or 'inactive'.");
	const region = store.requestRegion(request);
	const filters = { status, scopeName: request.query.get('scopeName'), region };
	const selected = hooks.filter((hook) => hook.region === region && (status === null || hook.status === status));
	const offset = readPageState(request.query.get('pageState'), filters);
	const size = state.settings.pageSize;
	const data = selected.slice(offset, offset + size);
	if (!data.length) return empty(204);
	const links = {};
	if (offset + size < selected.length) {
		const query = new URLSearchParams(request.query);
		query.set('pageState', Buffer.from(JSON.stringify({ offset: offset + size, ...filters })).toString('base64url'));
		links.next = `${request.path.slice(WEBHOOKS_ROOT.length)}?${query}`;
	}
	return json(200, { links, data: data.map(store.publicHook) });
}

const WEBHOOKS_ROOT = '/webhooks/v1';

function readPageState(pageState, filters) {
	if (pageState === null) return 0;
	let saved;
	try {
		saved = JSON.parse(Buffer.from(pageState, 'base64url').toString('utf8'));
	} catch {
		// answered below
	}
	if (!saved || !Number.isInteger(saved.offset) || saved.offset < 0) {
		throw webhookError(400, 'BAD_INPUT', 'pageState is not valid; use the links.next of the previous page.');
	}
	for (const [name, value] of Object.entries(filters)) {
		if ((saved[name] ?? null) !== value) {
			throw webhookError(400, 'BAD_INPUT', `pageState belongs to a list with another ${name}; ask every page with the same filters and region.`);
		}
	}
	return saved.offset;
}

function ownHooks(ctx, caller) {
	const owner = store.ownerKey(caller);
	return [...ctx.state.webhooks.hooks.values()].filter((hook) => hook.owner === owner);
}

async function listAll(request, ctx) {
	const caller = authenticate(request, ctx);
	return page(request, ctx, ownHooks(ctx, caller));
}

async function listSystem(request, ctx) {
	const caller = authenticate(request, ctx);
	checkSystem(request.params.system, caller);
	return page(request, ctx, ownHooks(ctx, caller).filter((hook) => hook.system === request.params.system));
}

async function listEvent(request, ctx) {
	const caller = authenticate(request, ctx);
	const { system, event } = request.params;
	checkSystem(system, caller);
	const scopeName = request.query.get('scopeName');
	const hooks = ownHooks(ctx, caller).filter(
		(hook) => hook.system === system && sameEvent(hook.event, event) && (scopeName === null || scopeName in hook.scope),
	);
	return page(request, ctx, hooks);
}

/** GET /webhooks/v1/app/hooks: the app's own hooks, two-legged tokens only; sort by lastUpdatedDate. */
async function listApp(request, ctx) {
	const caller = authenticate(request, ctx);
	if (!caller.twoLegged) throw webhookError(403, 'FORBIDDEN', 'Listing the hooks of an app needs a two-legged (client credentials) access token.');
	const sort = request.query.get('sort') || 'desc';
	if (sort !== 'asc' && sort !== 'desc') throw webhookError(400, 'BAD_INPUT', "sort must be 'asc' or 'desc'.");
	const hooks = ownHooks(ctx, caller).sort((a, b) => (sort === 'asc' ? 1 : -1) * (a.lastUpdatedDate - b.lastUpdatedDate));
	return page(request, ctx, hooks);
}

/** POST /webhooks/v1/tokens: the secret for every hook of the app (two-legged) or the user (three-legged). */
async function createSecret(request, ctx) {
	const caller = authenticateWrite(request, ctx);
	const token = validateSecret(requireJson(request).token);
	const owner = store.ownerKey(caller);
	const secrets = ctx.state.webhooks.secrets;
	if (secrets.has(owner)) throw webhookError(400, 'BAD_INPUT', 'A secret token already exists; replace it with PUT /webhooks/v1/tokens/@me.');
	secrets.set(owner, token);
	return json(200, { status: 200, detail: [`Token created successfully for client: ${caller.clientId}`] });
}

async function replaceSecret(request, ctx) {
	const caller = authenticateWrite(request, ctx);
	const token = validateSecret(requireJson(request).token);
	ctx.state.webhooks.secrets.set(store.ownerKey(caller), token);
	return empty(204);
}

async function deleteSecret(request, ctx) {
	const caller = authenticateWrite(request, ctx);
	ctx.state.webhooks.secrets.delete(store.ownerKey(caller));
	return empty(204);
}

module.exports = { listAll, listSystem, listEvent, listApp, createSecret, replaceSecret, deleteSecret };
