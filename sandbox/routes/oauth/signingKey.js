'use strict';

const crypto = require('node:crypto');

/**
 * The key the sandbox signs its JWTs with (RS256, as APS): a real RSA 2048 pair made once per
 * process. Its public half is what GET /authentication/v2/keys lists, under `SIGNING_KEY_ID`.
 */

const SIGNING_KEY_ID = 'sandbox-signing-key-1';

let keyPair;

function signingKeyPair() {
	if (!keyPair) keyPair = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
	return keyPair;
}

/** The public key as a JWKS entry (`authentication/authentication.yaml`, jwksKey). */
function publicJwk() {
	const { n, e } = signingKeyPair().publicKey.export({ format: 'jwk' });
	return { kid: SIGNING_KEY_ID, kty: 'RSA', use: 'sig', n, e };
}

/** A compact JWS of `claims`, signed RS256 with the key, its `kid` in the header. */
function signJwt(claims) {
	const header = { alg: 'RS256', typ: 'JWT', kid: SIGNING_KEY_ID };
	const unsigned = `${encode(header)}.${encode(claims)}`;
	const signature = crypto.sign('sha256', Buffer.from(unsigned), signingKeyPair().privateKey);
	return `${unsigned}.${signature.toString('base64url')}`;
}

const encode = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');

module.exports = { SIGNING_KEY_ID, publicJwk, signJwt };
