'use strict';

/** Rules shared by the authorize and token endpoints: scopes, redirect URIs, OAuth errors. */

const KNOWN_SCOPES = [
	'user:read',
	'user:write',
	'user-profile:read',
	'viewables:read',
	'data:read',
	'data:write',
	'data:create',
	'data:search',
	'bucket:create',
	'bucket:read',
	'bucket:update',
	'bucket:delete',
	'code:all',
	'account:read',
	'account:write',
	'openid',
	'application:service_account:read',
	'application:service_account:write',
	'application:service_account_key:read',
	'application:service_account_key:write',
];
const MAX_SCOPE_CHARS = 2000;
const MAX_SCOPES = 50;
const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

/** An OAuth error: `{ error, error_description }` on the token endpoint, an error page on authorize. */
class OAuthError extends Error {
	constructor(error, description, status = 400) {
		super(description);
		this.error = error;
		this.description = description;
		this.status = status;
	}
}

/** A space-separated scope list: at most 2000 characters and 50 scopes, each a known scope. */
function parseScope(value) {
	if (value === null || value === undefined || !value.trim())
		throw new OAuthError('invalid_request', 'scope is required.');
	if (value.length > MAX_SCOPE_CHARS)
		throw new OAuthError(
			'invalid_scope',
			`scope is longer than ${MAX_SCOPE_CHARS} characters (${value.length}).`,
		);
	const scopes = value.trim().split(/\s+/);
	if (scopes.length > MAX_SCOPES)
		throw new OAuthError(
			'invalid_scope',
			`scope holds more than ${MAX_SCOPES} scopes (${scopes.length}).`,
		);
	const unknown = scopes.filter((scope) => !KNOWN_SCOPES.includes(scope));
	if (unknown.length) throw new OAuthError('invalid_scope', `Unknown scope: ${unknown.join(' ')}.`);
	return [...new Set(scopes)];
}

/** A redirect URI registered for the client, or any plain-http loopback URI (the sandbox rule). */
function redirectAllowed(client, uri) {
	if (client.redirectUris.includes(uri)) return true;
	let url;
	try {
		url = new URL(uri);
	} catch {
		return false;
	}
	return (
		url.protocol === 'http:' &&
		LOOPBACK_HOSTS.includes(url.hostname) &&
		!url.hash &&
		!url.username &&
		!url.password
	);
}

module.exports = {
	KNOWN_SCOPES,
	MAX_SCOPE_CHARS,
	MAX_SCOPES,
	OAuthError,
	parseScope,
	redirectAllowed,
};
