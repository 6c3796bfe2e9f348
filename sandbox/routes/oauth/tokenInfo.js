'use strict';

const { json, empty } = require('../../responses');
const { OAuthError } = require('./rules');
const { readForm, authenticateClient, serviceDate } = require('./token');

const TOKEN_TYPE_HINTS = ['access_token', 'refresh_token'];

/**
 * POST /authentication/v2/introspect and /authentication/v2/revoke
 * (`authentication/authentication.yaml` of autodesk-platform-services/aps-sdk-openapi): a form
 * with `token`, the app authenticated as on the token endpoint (HTTP Basic, or `client_id` in the
 * body for a public app). An app sees and revokes only its own tokens.
 */
function registerTokenInfo(router, ctx) {
	router.add('POST', '/authentication/v2/introspect', (request) =>
		answer(ctx, () => {
			const { params, client } = authenticated(request, ctx);
			const info = ctx.tokens.describe(requiredToken(params));
			const active =
				info !== undefined && info.clientId === client.clientId && info.expiresAt > ctx.clock.now();
			// An inactive token (unknown, expired, revoked or another app's) tells nothing more.
			if (!active) return json(200, { active: false }, serviceDate(ctx));
			const body = {
				active: true,
				scope: info.scopes.join(' '),
				client_id: info.clientId,
				exp: Math.floor(info.expiresAt / 1000),
			};
			if (info.userId) body.userid = info.userId;
			return json(200, body, { 'Cache-Control': 'no-store', ...serviceDate(ctx) });
		}),
	);
	router.add('POST', '/authentication/v2/revoke', (request) =>
		answer(ctx, () => {
			const { params, client } = authenticated(request, ctx);
			const token = requiredToken(params);
			const hint = params.get('token_type_hint');
			if (!hint) throw new OAuthError('invalid_request', 'token_type_hint is required.');
			if (!TOKEN_TYPE_HINTS.includes(hint))
				throw new OAuthError(
					'unsupported_token_type',
					`token_type_hint must be access_token or refresh_token; got ${hint}.`,
				);
			const info = ctx.tokens.describe(token);
			if (info && info.clientId !== client.clientId)
				throw new OAuthError('unauthorized_client', 'The token was issued to another app.');
			// A token the service does not know (already revoked, expired, never issued) is no error.
			ctx.tokens.revoke(token);
			return empty(200, serviceDate(ctx));
		}),
	);
}

function authenticated(request, ctx) {
	const params = readForm(request);
	const client = authenticateClient(request, params, ctx.state.oauth.clients, {});
	return { params, client };
}

function requiredToken(params) {
	const token = params.get('token');
	if (!token) throw new OAuthError('invalid_request', 'token is required.');
	return token;
}

/** Runs `handle`; an OAuthError becomes the token endpoint's `{ error, error_description }`. */
function answer(ctx, handle) {
	try {
		return handle();
	} catch (error) {
		if (!(error instanceof OAuthError)) throw error;
		const headers = {
			...serviceDate(ctx),
			...(error.status === 401 ? { 'WWW-Authenticate': 'Basic realm="APS Sandbox"' } : {}),
		};
		return json(
			error.status,
			{ error: error.error, error_description: error.description },
			headers,
		);
	}
}

module.exports = { registerTokenInfo };
