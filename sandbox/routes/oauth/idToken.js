'use strict';

const { signJwt } = require('./signingKey');

const ID_TOKEN_SECONDS = 3600;

/** An OpenID Connect ID token, signed RS256 with the key GET /authentication/v2/keys lists. */
function createIdToken({ issuer, clientId, user, nonce, now }) {
	const issuedAt = Math.floor(now / 1000);
	const claims = {
		iss: issuer,
		sub: user.id,
		aud: clientId,
		name: user.name,
		email: user.email,
		iat: issuedAt,
		auth_time: issuedAt,
		exp: issuedAt + ID_TOKEN_SECONDS,
	};
	if (nonce) claims.nonce = nonce;
	return signJwt(claims);
}

module.exports = { createIdToken, ID_TOKEN_SECONDS };
