'use strict';

const { HttpError } = require('../../http');
const { json } = require('../../responses');
const { ACCOUNT_ADMINS } = require('../../seed/accountAdmin');
const { HUBS } = require('../../seed/data');

/** The `Region` header's values (accountadmin.yaml, schema `Region`). */
const REGIONS = ['US', 'EMEA', 'AUS', 'CAN', 'DEU', 'IND', 'JPN', 'GBR'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An error as the sandbox answers it for the Account Admin API: `{ code, message }`.
 * `autodesk-platform-services/aps-sdk-openapi` construction/accountadmin/accountadmin.yaml
 * describes no error body; this shape is the sandbox's choice.
 */
function adminError(status, code, message) {
	const error = new HttpError(status, code, message);
	error.response = json(status, { code, message });
	return error;
}

const badRequest = (message) => adminError(400, 'ERR_BAD_INPUT', message);
const notFound = (message) => adminError(404, 'ERR_NOT_FOUND', message);

/** An id of the path: a UUID, never with the Data Management `b.` prefix. */
function requireUuid(name, value) {
	if (!UUID.test(value))
		throw badRequest(`${name} must be a UUID; got '${value}'.${value.startsWith('b.') ? " Remove the 'b.' prefix." : ''}`);
	return value.toLowerCase();
}

/** The hub seed of an account by its id without `b.` (BIM 360 and ACC accounts alike). */
function accountOf(ctx, accountId) {
	const id = requireUuid('accountId', accountId);
	const hub = ctx.state.data.hubs.get(`b.${id}`);
	if (!hub || hub.kind !== 'dm') throw notFound(`Account ${accountId} does not exist.`);
	const seed = HUBS.find((each) => each.id === hub.id);
	return { id, hub, admins: ACCOUNT_ADMINS[seed.key] || [] };
}

/**
 * The caller of an Admin API call: scopes (account:read for reads, account:write for changes),
 * the Region header, and the user it acts for: a three-legged token's user, or for a two-legged
 * token the `User-Id` header (the Admin API's; "not relevant for GET endpoints"), which a change
 * needs.
 */
function adminCaller(ctx, request, { write }) {
	const caller = ctx.tokens.authenticate(request, [[write ? 'account:write' : 'account:read']]);
	const region = request.headers.region;
	if (region !== undefined && !REGIONS.includes(region))
		throw badRequest(`Region must be one of ${REGIONS.join(', ')}; got '${region}'.`);
	const userId = caller.twoLegged ? (write ? request.headers['user-id'] || null : null) : caller.userId;
	if (caller.twoLegged && write && !userId)
		throw adminError(403, 'ERR_FORBIDDEN', 'A two-legged token must name the user it acts for in the User-Id header.');
	return { ...caller, userId };
}

/** Only an account admin (or the app itself, for reads) works on the account. */
function requireAccountAdmin(caller, account) {
	if (caller.twoLegged && !caller.userId) return;
	if (!account.admins.includes(caller.userId))
		throw adminError(403, 'ERR_FORBIDDEN', `User ${caller.userId} is not an account admin of account ${account.id}.`);
}

function readJson(request) {
	try {
		return request.json();
	} catch {
		throw badRequest('The request body is not valid JSON.');
	}
}

module.exports = { REGIONS, UUID, adminError, badRequest, notFound, requireUuid, accountOf, adminCaller, requireAccountAdmin, readJson };
