'use strict';

const crypto = require('node:crypto');

/**
 * The RSA 2048 pairs Create Key answers. Making one takes a fifth of a second of CPU, often more,
 * and the tests create keys in many short-lived sandboxes: the pairs are made once per process and
 * each sandbox takes them in turn, from the first, so that a sandbox never hands out a pair twice
 * (every key it creates is new, as APS's are, across resets too) while the sandboxes of one
 * process share the work.
 */

const made = [];
/** How many pairs each sandbox (its `ctx`) has taken. */
const taken = new WeakMap();

/** The next pair for the sandbox of `ctx`: `{ publicKey, privateKey }` as PEM (SPKI and PKCS#1). */
function nextKeyPair(ctx) {
	const index = taken.get(ctx) ?? 0;
	taken.set(ctx, index + 1);
	if (index === made.length) {
		made.push(
			crypto.generateKeyPairSync('rsa', {
				modulusLength: 2048,
				publicKeyEncoding: { type: 'spki', format: 'pem' },
				privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
			}),
		);
	}
	return made[index];
}

module.exports = { nextKeyPair };
