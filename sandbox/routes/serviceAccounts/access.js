'use strict';

const { HttpError } = require('../../http');
const { json } = require('../../responses');

/** The `title` of an error answer by status: a code, as the SSA reference pages' examples show. */
const TITLES = { 400: 'invalid_request', 401: 'unauthorized', 403: 'forbidden', 404: 'not_found' };

/**
 * What every service-account route shares: the error shape the SSA guide gives (`{ title,
 * detail }`), the caller (a two-legged token with the route's scope), the caller's own account and
 * the status body of the two PATCH routes.
 */
function withServiceAccountErrors(handler) {
	return async (request, ctx) => {
		try {
			return await handler(request, ctx);
		} catch (error) {
			if (!(error instanceof HttpError)) throw error;
			return json(error.status, { title: TITLES[error.status] || 'error', detail: error.detail });
		}
	};
}

/** The app calling: a valid two-legged token holding `scope`; anything else is 401. */
function appCaller(request, ctx, scope) {
	const caller = ctx.tokens.authenticate(request, [[scope]]);
	if (!caller.twoLegged)
		throw new HttpError(
			401,
			'Unauthorized',
			'Service accounts are managed with a two-legged token (Client Credentials); this token is three-legged.',
		);
	return caller;
}

/** The caller's account named by the path; another app's account is not found, as a missing one. */
function ownAccount(request, ctx, caller) {
	const id = request.params.serviceAccountId;
	const account = ctx.state.serviceAccounts.accounts.get(id);
	if (!account || account.createdBy !== caller.clientId)
		throw new HttpError(404, 'Not Found', 'The service account is not found.');
	return account;
}

function requireEnabled(account) {
	if (account.status !== 'ENABLED')
		throw new HttpError(
			400,
			'Bad Request',
			`The service account ${account.serviceAccountId} is not enabled (${account.status}); enable it first.`,
		);
}

/** `{ status: 'ENABLED' | 'DISABLED' }`, the body of both PATCH routes. */
function readStatus(request) {
	const body = request.json();
	const status = body && typeof body === 'object' && !Array.isArray(body) ? body.status : undefined;
	if (status !== 'ENABLED' && status !== 'DISABLED')
		throw new HttpError(400, 'Bad Request', 'status is required: ENABLED or DISABLED.');
	return status;
}

module.exports = { withServiceAccountErrors, appCaller, ownAccount, requireEnabled, readStatus };
