'use strict';

const crypto = require('node:crypto');
const { KNOWN_SCOPES, OAuthError } = require('./rules');

const JWT_BEARER = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
/** The assertion's aud: the token endpoint's documented URL, whatever address the request came to. */
const AUDIENCE = 'https://developer.api.autodesk.com/authentication/v2/token';
/** The longest an assertion may live: its exp at most 5 minutes after the service's time. */
const MAX_ASSERTION_SECONDS = 300;

/**
 * The jwt-bearer grant of a Secure Service Account (`autodesk-platform-services/aps-sdk-openapi`
 * secureserviceaccount/secureServiceAccount.yaml, "Exchanging JWT assertion for token"): a
 * confidential app sends an RS256 assertion signed with one of its service account's keys and gets
 * a three-legged token for that account, without a refresh token. Every part of the assertion is
 * checked, the signature with the stored public key.
 */
function exchangeAssertion(params, client, ctx, record) {
	if (!client.clientSecret)
		throw new OAuthError(
			'unauthorized_client',
			'The jwt-bearer grant is for confidential apps only.',
		);
	const assertion = params.get('assertion');
	if (!assertion) throw new OAuthError('invalid_request', 'assertion is required.');
	const refuse = (description) => new OAuthError('invalid_grant', description);

	const parts = assertion.split('.');
	if (parts.length !== 3) throw refuse('The assertion is not a JWT (header.claims.signature).');
	const header = decodePart(parts[0]);
	const claims = decodePart(parts[1]);
	if (!header || !claims)
		throw refuse('The assertion is not a JWT: its header or claims are not base64url JSON.');
	if (header.alg !== 'RS256')
		throw refuse(`The assertion's alg must be RS256; got ${JSON.stringify(header.alg)}.`);
	if (claims.iss !== client.clientId)
		throw refuse("The assertion's iss must be the client ID of the app that authenticates.");

	const account = ctx.state.serviceAccounts.accounts.get(claims.sub);
	record.serviceAccountId = typeof claims.sub === 'string' ? claims.sub : null;
	if (!account || account.createdBy !== client.clientId)
		throw refuse(
			`The assertion's sub ${JSON.stringify(claims.sub)} is not a service account of this app.`,
		);
	if (account.status !== 'ENABLED')
		throw refuse(
			`The service account ${account.serviceAccountId} is not enabled (${account.status}).`,
		);
	const key = account.keys.get(header.kid);
	if (!key)
		throw refuse(
			`The assertion's kid ${JSON.stringify(header.kid)} is not a key of service account ${account.serviceAccountId}.`,
		);
	if (key.status !== 'ENABLED') throw refuse(`The key ${key.kid} is disabled.`);
	const signature = Buffer.from(parts[2], 'base64url');
	const signed = crypto.verify(
		'RSA-SHA256',
		Buffer.from(`${parts[0]}.${parts[1]}`),
		key.publicKey,
		signature,
	);
	if (!signed)
		throw refuse(`The assertion's signature does not verify with the public key of ${key.kid}.`);

	if (claims.aud !== AUDIENCE) throw refuse(`The assertion's aud must be ${AUDIENCE}.`);
	checkExpiry(claims.exp, ctx.clock.now(), refuse);
	const scopes = assertionScopes(claims.scope, params.get('scope'));

	const now = ctx.clock.now();
	account.accessedAt = now;
	key.accessedAt = now;
	return ctx.tokens.issue({
		clientId: client.clientId,
		userId: account.serviceAccountId,
		scopes,
		refreshable: false,
	});
}

function decodePart(part) {
	try {
		const value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
		return value && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
	} catch {
		return undefined;
	}
}

/** exp: seconds since the epoch, after the service's time and at most 5 minutes after it. */
function checkExpiry(exp, nowMs, refuse) {
	if (typeof exp !== 'number' || !Number.isFinite(exp))
		throw refuse("The assertion's exp is required: seconds since 1970-01-01 UTC.");
	const seconds = Math.round(exp - nowMs / 1000);
	if (seconds <= 0)
		throw refuse(`The assertion has expired: its exp is ${-seconds} s before the service's time.`);
	if (seconds > MAX_ASSERTION_SECONDS)
		throw refuse(
			`The assertion's exp is ${seconds} s after the service's time; at most ${MAX_ASSERTION_SECONDS} s are allowed.`,
		);
}

/**
 * The assertion's scope (a JSON array of scopes), narrowed by the request's scope parameter when
 * given (space-separated, a subset of the assertion's).
 */
function assertionScopes(scope, requested) {
	if (
		!Array.isArray(scope) ||
		!scope.length ||
		!scope.every((item) => typeof item === 'string' && item)
	)
		throw new OAuthError(
			'invalid_grant',
			"The assertion's scope must be a non-empty JSON array of scopes.",
		);
	const unknown = scope.filter((item) => !KNOWN_SCOPES.includes(item));
	if (unknown.length)
		throw new OAuthError(
			'invalid_scope',
			`The app may not request these scopes: ${unknown.join(' ')}.`,
		);
	if (requested === null) return [...new Set(scope)];
	const narrowed = requested.trim().split(/\s+/).filter(Boolean);
	const outside = narrowed.filter((item) => !scope.includes(item));
	if (!narrowed.length || outside.length)
		throw new OAuthError(
			'invalid_scope',
			`scope must be a subset of the assertion's scope; not in it: ${outside.join(' ') || '(empty)'}.`,
		);
	return [...new Set(narrowed)];
}

module.exports = { AUDIENCE, JWT_BEARER, MAX_ASSERTION_SECONDS, exchangeAssertion };
