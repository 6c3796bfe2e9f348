'use strict';

const crypto = require('node:crypto');
const { json } = require('../../responses');
const { USERS } = require('../../seed/data');
const { OAuthError, parseScope } = require('./rules');
const { createIdToken } = require('./idToken');
const { JWT_BEARER, exchangeAssertion } = require('./jwtBearer');

const GRANT_TYPES = ['authorization_code', 'client_credentials', 'refresh_token', JWT_BEARER];
const VERIFIER_PATTERN = /^[A-Za-z0-9\-._~]{43,128}$/;

/**
 * POST /authentication/v2/token. Every request is recorded in `ctx.state.oauth.tokenRequests`
 * (client authentication used, PKCE, verifier match, outcome) for tests to read.
 */
function registerToken(router, ctx) {
	router.add('POST', '/authentication/v2/token', (request) => {
		const record = {
			grantType: null,
			clientId: null,
			clientAuth: 'none',
			pkce: false,
			verifierMatched: null,
			ok: false,
			error: null,
		};
		try {
			const body = exchange(request, ctx, record);
			record.ok = true;
			return json(200, body, { 'Cache-Control': 'no-store', Pragma: 'no-cache', ...serviceDate(ctx) });
		} catch (error) {
			if (!(error instanceof OAuthError)) throw error;
			record.error = error.error;
			const headers = {
				...serviceDate(ctx),
				...(error.status === 401 ? { 'WWW-Authenticate': 'Basic realm="APS Sandbox"' } : {}),
			};
			return json(
				error.status,
				{ error: error.error, error_description: error.description },
				headers,
			);
		} finally {
			ctx.state.oauth.tokenRequests.push(record);
		}
	});
}

/** The Date header by the sandbox's clock (the service's time, which tests may move). */
function serviceDate(ctx) {
	return { Date: new Date(ctx.clock.now()).toUTCString() };
}

/** The form of a request to the token, introspect or revoke endpoint: one value per name. */
function readForm(request) {
	const contentType = String(request.headers['content-type'] || '')
		.split(';')[0]
		.trim()
		.toLowerCase();
	if (contentType !== 'application/x-www-form-urlencoded') {
		throw new OAuthError(
			'invalid_request',
			`The token request must be application/x-www-form-urlencoded; got ${contentType || 'none'}.`,
		);
	}
	const params = new URLSearchParams(request.body.toString('utf8'));
	for (const name of new Set(params.keys())) {
		if (params.getAll(name).length > 1)
			throw new OAuthError('invalid_request', `${name} is given more than once.`);
	}
	return params;
}

function exchange(request, ctx, record) {
	const params = readForm(request);
	record.grantType = params.get('grant_type');
	if (!record.grantType) throw new OAuthError('invalid_request', 'grant_type is required.');
	if (!GRANT_TYPES.includes(record.grantType))
		throw new OAuthError(
			'unsupported_grant_type',
			`grant_type ${record.grantType} is not supported.`,
		);
	const client = authenticateClient(request, params, ctx.state.oauth.clients, record);

	if (record.grantType === 'authorization_code') return exchangeCode(params, client, ctx, record);
	if (record.grantType === JWT_BEARER) return exchangeAssertion(params, client, ctx, record);
	if (record.grantType === 'client_credentials') {
		if (!client.clientSecret)
			throw new OAuthError(
				'unauthorized_client',
				'client_credentials is for confidential apps only.',
			);
		const scopes = parseScope(params.get('scope'));
		if (scopes.includes('openid'))
			throw new OAuthError(
				'invalid_scope',
				'openid needs a user; it is not allowed with client_credentials.',
			);
		return ctx.tokens.issue({ clientId: client.clientId, userId: null, scopes });
	}
	const refreshToken = params.get('refresh_token');
	if (!refreshToken) throw new OAuthError('invalid_request', 'refresh_token is required.');
	const body = ctx.tokens.refresh(refreshToken, client.clientId);
	if (!body)
		throw new OAuthError(
			'invalid_grant',
			'The refresh token is invalid, expired, already used, or belongs to another app.',
		);
	return body;
}

/**
 * Confidential apps: HTTP Basic, or client_id and client_secret in the body (one method only).
 * Public apps: client_id in the body and no secret.
 */
function authenticateClient(request, params, clients, record) {
	const header = request.headers.authorization;
	const bodyId = params.get('client_id');
	const bodySecret = params.get('client_secret');
	const refuse = (description) => new OAuthError('invalid_client', description, 401);

	if (header) {
		record.clientAuth = 'basic';
		const match = /^Basic\s+(\S+)$/i.exec(header);
		const decoded = match ? Buffer.from(match[1], 'base64').toString('utf8') : '';
		const colon = decoded.indexOf(':');
		if (colon < 0)
			throw refuse('The Authorization header must be Basic base64(client_id:client_secret).');
		const clientId = formDecode(decoded.slice(0, colon));
		record.clientId = clientId;
		if (bodySecret !== null)
			throw new OAuthError(
				'invalid_request',
				'Use one client authentication method: HTTP Basic or client_secret in the body, not both.',
			);
		if (bodyId !== null && bodyId !== clientId)
			throw new OAuthError(
				'invalid_request',
				'client_id in the body differs from the HTTP Basic client.',
			);
		const client = clients.get(clientId);
		if (
			!client ||
			!client.clientSecret ||
			!sameSecret(formDecode(decoded.slice(colon + 1)), client.clientSecret)
		) {
			throw refuse('Client authentication failed.');
		}
		return client;
	}
	if (!bodyId)
		throw refuse('Client authentication is required (HTTP Basic, or client_id in the body).');
	record.clientId = bodyId;
	const client = clients.get(bodyId);
	if (bodySecret !== null) {
		record.clientAuth = 'body';
		if (!client || !client.clientSecret || !sameSecret(bodySecret, client.clientSecret))
			throw refuse('Client authentication failed.');
		return client;
	}
	if (!client) throw refuse(`Unknown client_id ${bodyId}.`);
	if (client.clientSecret)
		throw refuse('A confidential app must authenticate with its client secret.');
	return client;
}

function exchangeCode(params, client, ctx, record) {
	const code = params.get('code');
	const redirectUri = params.get('redirect_uri');
	const verifier = params.get('code_verifier');
	if (!code) throw new OAuthError('invalid_request', 'code is required.');
	if (!redirectUri) throw new OAuthError('invalid_request', 'redirect_uri is required.');
	const grant = ctx.state.oauth.codes.get(code);
	record.pkce = Boolean(grant && grant.codeChallenge) || verifier !== null;
	const refuse = (description) => new OAuthError('invalid_grant', description);
	if (!grant) throw refuse('The authorization code is unknown.');
	if (grant.usedAt !== null) throw refuse('The authorization code has already been used.');
	if (grant.expiresAt <= ctx.clock.now())
		throw refuse('The authorization code has expired (codes live 5 minutes).');
	if (grant.clientId !== client.clientId)
		throw refuse('The authorization code was issued to another app.');
	if (grant.redirectUri !== redirectUri)
		throw refuse('redirect_uri differs from the one of the authorization request.');
	if (grant.codeChallenge) {
		if (verifier === null)
			throw refuse('code_verifier is required: the authorization request had a code_challenge.');
		if (!VERIFIER_PATTERN.test(verifier)) {
			record.verifierMatched = false;
			throw new OAuthError(
				'invalid_request',
				'code_verifier must be 43-128 characters of A-Z a-z 0-9 - . _ ~',
			);
		}
		record.verifierMatched =
			crypto.createHash('sha256').update(verifier).digest('base64url') === grant.codeChallenge;
		if (!record.verifierMatched)
			throw refuse('code_verifier does not match the code_challenge (S256).');
	} else if (verifier !== null) {
		throw refuse('code_verifier was sent, but the authorization request had no code_challenge.');
	}
	grant.usedAt = ctx.clock.now();
	const body = ctx.tokens.issue({
		clientId: client.clientId,
		userId: grant.userId,
		scopes: grant.scopes,
	});
	if (grant.scopes.includes('openid')) {
		const user = USERS.find((candidate) => candidate.id === grant.userId);
		body.id_token = createIdToken({
			issuer: ctx.baseUrl,
			clientId: client.clientId,
			user,
			nonce: grant.nonce,
			now: ctx.clock.now(),
		});
	}
	return body;
}

function formDecode(text) {
	try {
		return decodeURIComponent(text.replace(/\+/g, ' '));
	} catch {
		return text;
	}
}

function sameSecret(given, expected) {
	const a = crypto.createHash('sha256').update(String(given)).digest();
	const b = crypto.createHash('sha256').update(String(expected)).digest();
	return crypto.timingSafeEqual(a, b);
}

module.exports = { registerToken, readForm, authenticateClient, serviceDate };
