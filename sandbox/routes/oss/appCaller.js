'use strict';

const { ossError } = require('./errors');

/**
 * The caller of a route that APS's reference pages give the authentication context "app-only"
 * (the bucket routes, and an app bucket's object list and object details): a two-legged token; a
 * user's three-legged token is refused with 403.
 */
function appCaller(ctx, request, scopes) {
	const caller = ctx.tokens.authenticate(request, scopes);
	if (!caller.twoLegged) {
		throw ossError(403, 'Buckets belong to the application: this operation takes an app-only (two-legged) token, and this token is three-legged.');
	}
	return caller;
}

module.exports = { appCaller };
