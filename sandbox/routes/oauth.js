'use strict';

const { HttpError } = require('../http');
const { json } = require('../responses');
const { CLIENTS, USERS } = require('../seed/data');
const { registerAuthorize } = require('./oauth/authorize');
const { registerToken } = require('./oauth/token');
const { registerTokenInfo } = require('./oauth/tokenInfo');
const { registerDiscovery } = require('./oauth/discovery');

/**
 * OAuth 2.0 (authentication v2): authorize page, token endpoint, introspection and revocation,
 * the OIDC discovery document and JWKS, current user, client apps.
 */
module.exports = {
	name: 'oauth',
	createState: () => ({
		clients: new Map(
			CLIENTS.map((client) => [
				client.clientId,
				{ ...client, redirectUris: [...client.redirectUris] },
			]),
		),
		codes: new Map(),
		tokenRequests: [],
	}),
	register(router, ctx) {
		registerAuthorize(router, ctx);
		registerToken(router, ctx);
		registerTokenInfo(router, ctx);
		registerDiscovery(router, ctx);

		const currentUser = (request) => {
			const caller = ctx.tokens.authenticate(request, []);
			if (caller.twoLegged)
				throw new HttpError(
					401,
					'Unauthorized',
					'This call needs a three-legged (user) token.',
					'AUTH-012',
				);
			const user = USERS.find((candidate) => candidate.id === caller.userId);
			if (!user) throw new HttpError(404, 'Not Found', `User ${caller.userId} does not exist.`);
			return user;
		};
		router.add('GET', '/userinfo', (request) => {
			const user = currentUser(request);
			const [givenName, familyName] = user.name.split(' ');
			return json(200, {
				sub: user.id,
				name: user.name,
				given_name: givenName,
				family_name: familyName,
				preferred_username: user.email,
				email: user.email,
				email_verified: true,
			});
		});
		router.add('GET', '/userprofile/v1/users/@me', (request) => {
			const user = currentUser(request);
			const [firstName, lastName] = user.name.split(' ');
			return json(200, {
				userId: user.id,
				userName: user.email,
				emailId: user.email,
				firstName,
				lastName,
				emailVerified: true,
				sub: user.id,
				name: user.name,
				email: user.email,
			});
		});
	},
	registerAdmin(router, ctx) {
		router.add('POST', '/__sandbox/clients', (request) => {
			const { clientId, clientSecret = null, redirectUris = [] } = request.json() || {};
			if (typeof clientId !== 'string' || !clientId)
				throw new HttpError(400, 'Bad Request', 'clientId must be a non-empty string.');
			if (clientSecret !== null && (typeof clientSecret !== 'string' || !clientSecret))
				throw new HttpError(
					400,
					'Bad Request',
					'clientSecret must be a non-empty string or absent.',
				);
			if (!Array.isArray(redirectUris) || !redirectUris.every((uri) => typeof uri === 'string')) {
				throw new HttpError(400, 'Bad Request', 'redirectUris must be an array of strings.');
			}
			ctx.state.oauth.clients.set(clientId, { clientId, clientSecret, redirectUris });
			return json(201, { clientId, public: clientSecret === null, redirectUris });
		});
		router.add('GET', '/__sandbox/oauth/token-requests', () =>
			json(200, ctx.state.oauth.tokenRequests),
		);
	},
};
