'use strict';

const { HttpError } = require('../../http');
const { json } = require('../../responses');
const { ACCOUNT_ADMINS } = require('../../seed/accountAdmin');
const { HUBS } = require('../../seed/data');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An error of the Data Connector API as the sandbox answers it: `{ code, message }`. The reference
 * pages list the statuses but show no error body; this shape is the sandbox's choice
 * (docs/service-decisions.md).
 */
function dcError(status, code, message) {
	const error = new HttpError(status, code, message);
	error.response = json(status, { code, message });
	return error;
}

const badRequest = (message) => dcError(400, 'ERR_BAD_INPUT', message);
const notFound = (message = 'The requested resource does not exist.') => dcError(404, 'ERR_NOT_FOUND', message);

function requireUuid(name, value) {
	if (!UUID.test(value)) throw badRequest(`${name} must be a UUID; got '${value}'.${String(value).startsWith('b.') ? " Remove the 'b.' prefix." : ''}`);
	return value.toLowerCase();
}

/**
 * The caller: "User context required" (a three-legged token of Authorization Code or a Secure
 * Service Account; a two-legged token is refused, with or without x-user-id), with the scope the
 * reference names for the call (data:create, data:read or data:write).
 */
function dcCaller(ctx, request, scope) {
	const caller = ctx.tokens.authenticate(request, [[scope]]);
	if (caller.twoLegged) throw dcError(403, 'ERR_FORBIDDEN', 'The Data Connector API needs a user context: a three-legged token (Authorization Code or Secure Service Account).');
	return caller;
}

/**
 * The account of the path (its hub without `b.`), and the caller's right in it: executive overview
 * (the sandbox gives it to the account's admins, seed/accountAdmin.js); anyone else is refused.
 */
function accountFor(ctx, caller, accountId) {
	const id = requireUuid('accountId', accountId);
	const hub = ctx.state.data.hubs.get(`b.${id}`);
	if (!hub || hub.kind !== 'dm') throw notFound(`Account ${accountId} does not exist.`);
	const seed = HUBS.find((each) => each.id === hub.id);
	const admins = ACCOUNT_ADMINS[seed.key] || [];
	if (!admins.includes(caller.userId)) throw dcError(403, 'ERR_FORBIDDEN', `User ${caller.userId} has neither executive overview nor project administrator permissions in account ${id}.`);
	return { id, hub };
}

function readJson(request) {
	try {
		return request.json();
	} catch {
		throw badRequest('The request body is not valid JSON.');
	}
}

/** `limit` (1-100, default 20) and `offset` (default 0) of a list; anything else is refused. */
function pageOf(request) {
	const number = (name, fallback, min, max) => {
		const raw = request.query.get(name);
		if (raw === null) return fallback;
		const value = Number(raw);
		if (!/^\d+$/.test(raw) || value < min || value > max) throw badRequest(`${name} must be a whole number from ${min} to ${max}; got '${raw}'.`);
		return value;
	};
	const sort = request.query.get('sort') ?? 'asc';
	if (!['asc', 'desc'].includes(sort)) throw badRequest(`sort must be asc or desc; got '${sort}'.`);
	return { limit: number('limit', 20, 1, 100), offset: number('offset', 0, 0, Number.MAX_SAFE_INTEGER), sort };
}

/** A page of `records` (sorted by createdAt) as the lists answer it. */
function paged(records, { limit, offset, sort }) {
	const sorted = [...records].sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
	if (sort === 'desc') sorted.reverse();
	return json(200, { pagination: { limit, offset, totalResults: sorted.length }, results: sorted.slice(offset, offset + limit) });
}

module.exports = { UUID, dcError, badRequest, notFound, requireUuid, dcCaller, accountFor, readJson, pageOf, paged };
