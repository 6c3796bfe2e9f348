'use strict';

const crypto = require('node:crypto');

/** The key the sandbox signs ID tokens with (HS256); tests may verify with it. */
const ID_TOKEN_KEY = 'sandbox-id-token-signing-key';
const ID_TOKEN_SECONDS = 3600;

function createIdToken({ issuer, clientId, user, nonce, now }) {
	const issuedAt = Math.floor(now / 1000);
	const header = { alg: 'HS256', typ: 'JWT' };
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
	const unsigned = `${encode(header)}.${encode(claims)}`;
	const signature = crypto.createHmac('sha256', ID_TOKEN_KEY).update(unsigned).digest('base64url');
	return `${unsigned}.${signature}`;
}

const encode = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');

module.exports = { createIdToken, ID_TOKEN_KEY, ID_TOKEN_SECONDS };
