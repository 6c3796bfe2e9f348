'use strict';

const crypto = require('node:crypto');
const { SEED } = require('../../sandbox/seed/data');
const { JWT_BEARER_GRANT } = require('../../nodes/shared/serviceAccount/exchange');
const { seedKeyPair } = require('../../sandbox/seed/serviceAccounts');

/**
 * A JWT assertion for the sandbox's seeded service account, signed in the test itself (RS256
 * over `header.claims`), so that a sandbox test can change any one part of it.
 */
function signedAssertion(
	sandbox,
	{ header = {}, claims = {}, privateKey = seedKeyPair().privateKey } = {},
) {
	const fullHeader = { alg: 'RS256', kid: SEED.serviceAccount.keyId, ...header };
	const fullClaims = {
		iss: SEED.serviceAccount.clientId,
		sub: SEED.serviceAccount.id,
		aud: 'https://developer.api.autodesk.com/authentication/v2/token',
		exp: Math.floor(sandbox.ctx.clock.now() / 1000) + 120,
		scope: ['data:read'],
		...claims,
	};
	const encode = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
	const input = `${encode(fullHeader)}.${encode(fullClaims)}`;
	const signature = crypto.sign('RSA-SHA256', Buffer.from(input), privateKey).toString('base64url');
	return `${input}.${signature}`;
}

module.exports = { signedAssertion, JWT_BEARER: JWT_BEARER_GRANT };
