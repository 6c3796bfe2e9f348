'use strict';

const crypto = require('node:crypto');
const { HttpError } = require('./http');

const ACCESS_TOKEN_SECONDS = 3600;
const REFRESH_TOKEN_SECONDS = 15 * 24 * 3600;

/**
 * Access and refresh tokens. A token knows its client, its user (null for two-legged) and scopes.
 * `authenticate` is what every API route calls: it checks the bearer token and the scopes.
 */
class TokenStore {
	constructor(clock) {
		this.clock = clock;
		this.accessTokens = new Map();
		this.refreshTokens = new Map();
	}

	/**
	 * Issues an access token (and a refresh token for a user, unless `refreshable` is false: a
	 * service account's token has none) and answers the token endpoint body.
	 */
	issue({ clientId, userId = null, scopes, refreshable = true }) {
		const accessToken = `sbx_at_${crypto.randomBytes(24).toString('base64url')}`;
		const now = this.clock.now();
		this.accessTokens.set(accessToken, { clientId, userId, scopes, expiresAt: now + ACCESS_TOKEN_SECONDS * 1000 });
		const body = { access_token: accessToken, token_type: 'Bearer', expires_in: ACCESS_TOKEN_SECONDS };
		if (userId && refreshable) {
			const refreshToken = `sbx_rt_${crypto.randomBytes(24).toString('base64url')}`;
			this.refreshTokens.set(refreshToken, { clientId, userId, scopes, expiresAt: now + REFRESH_TOKEN_SECONDS * 1000 });
			body.refresh_token = refreshToken;
		}
		return body;
	}

	/** Uses a refresh token once: the old one stops working, a new pair is issued. */
	refresh(refreshToken, clientId) {
		const record = this.refreshTokens.get(refreshToken);
		if (!record || record.expiresAt <= this.clock.now() || record.clientId !== clientId) return undefined;
		this.refreshTokens.delete(refreshToken);
		return this.issue(record);
	}

	/**
	 * What the store knows of `token`, an access or a refresh token: `{ kind, clientId, userId,
	 * scopes, expiresAt }`, or undefined when it never issued it or it was revoked or used.
	 */
	describe(token) {
		const access = this.accessTokens.get(token);
		if (access) return { kind: 'access_token', ...access };
		const refresh = this.refreshTokens.get(token);
		if (refresh) return { kind: 'refresh_token', ...refresh };
		return undefined;
	}

	/** Revokes one access or refresh token: it stops working at once. */
	revoke(token) {
		this.accessTokens.delete(token);
		this.refreshTokens.delete(token);
	}

	/** Revokes every refresh token, as a user who removes the app's access would. */
	revokeRefreshTokens() {
		this.refreshTokens.clear();
	}

	/** Makes every access token expired now (refresh tokens keep working). */
	expireAccessTokens() {
		for (const record of this.accessTokens.values()) record.expiresAt = this.clock.now() - 1;
	}

	/**
	 * The caller of an API request: `{ clientId, userId, scopes, twoLegged }`. `userId` is the
	 * token's user, or for a two-legged token the `x-user-id` header (null: the app itself).
	 * @param {string[][]} anyOf scope sets; the token must hold every scope of at least one set
	 */
	authenticate(request, anyOf = []) {
		const header = request.headers.authorization || '';
		const match = /^Bearer (\S+)$/.exec(header);
		if (!match) throw new HttpError(401, 'Unauthorized', 'The Authorization header is missing or is not a Bearer token.', 'AUTH-001');
		const record = this.accessTokens.get(match[1]);
		if (!record) throw new HttpError(401, 'Unauthorized', 'The access token is invalid.', 'AUTH-006');
		if (record.expiresAt <= this.clock.now()) throw new HttpError(401, 'Unauthorized', 'The access token has expired.', 'AUTH-006');
		if (anyOf.length && !anyOf.some((set) => set.every((scope) => record.scopes.includes(scope)))) {
			const wanted = anyOf.map((set) => set.join(' + ')).join(' or ');
			throw new HttpError(401, 'Unauthorized', `The token does not have the required scope (${wanted}).`, 'AUTH-010');
		}
		const twoLegged = !record.userId;
		const userId = twoLegged ? request.headers['x-user-id'] || null : record.userId;
		return { clientId: record.clientId, userId, scopes: record.scopes, twoLegged };
	}
}

module.exports = { TokenStore, ACCESS_TOKEN_SECONDS };
