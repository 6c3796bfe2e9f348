'use strict';

const { json } = require('../../responses');
const { KNOWN_SCOPES } = require('./rules');
const { publicJwk } = require('./signingKey');

/** Scopes of a user or an app token; the service account scopes are not announced. */
const ANNOUNCED_SCOPES = KNOWN_SCOPES.filter((scope) => !scope.startsWith('application:'));

/**
 * The OpenID Connect discovery document and the JWKS (`authentication/authentication.yaml` of
 * autodesk-platform-services/aps-sdk-openapi, OidcSpec and jwks). Every address is the sandbox's
 * own; the service has user info on another host (its `userinfo_endpoint`), the sandbox at
 * `/userinfo`.
 */
function registerDiscovery(router, ctx) {
	router.add('GET', '/.well-known/openid-configuration', () => {
		const base = ctx.baseUrl;
		return json(200, {
			issuer: base,
			authorization_endpoint: `${base}/authentication/v2/authorize`,
			token_endpoint: `${base}/authentication/v2/token`,
			userinfo_endpoint: `${base}/userinfo`,
			jwks_uri: `${base}/authentication/v2/keys`,
			// The schema names it revoke_endpoint, the file's example revocation_endpoint (RFC 8414): both.
			revoke_endpoint: `${base}/authentication/v2/revoke`,
			revocation_endpoint: `${base}/authentication/v2/revoke`,
			introspection_endpoint: `${base}/authentication/v2/introspect`,
			scopes_supported: ANNOUNCED_SCOPES,
			// The service also lists `code id_token`; the sandbox's authorize takes these two only.
			response_types_supported: ['code', 'id_token'],
			response_modes_supported: ['fragment', 'form_post', 'query'],
			grant_types_supported: ['authorization_code', 'client_credentials', 'refresh_token'],
			subject_types_supported: ['public'],
			id_token_signing_alg_values_supported: ['RS256'],
		});
	});
	router.add('GET', '/authentication/v2/keys', () =>
		json(200, { keys: [publicJwk()] }, { 'Cache-Control': 'max-age=604800' }),
	);
}

module.exports = { registerDiscovery };
