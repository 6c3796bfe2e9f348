'use strict';

const crypto = require('node:crypto');

/**
 * The seeded Secure Service Account of the confidential sandbox app: one enabled account with
 * one enabled key. The key pair is a real RSA 2048 pair, made once per process (APS keeps only
 * the public key; the private key is what Create Key hands out once, here kept for tests and
 * for `npm start` to fill the credential with).
 */

const SERVICE_ACCOUNT_ID = 'SASANDBOXNIGHTLY';
const SERVICE_ACCOUNT_NAME = 'nightly-sync';
const SERVICE_ACCOUNT_CLIENT = 'sandbox-client';
const SERVICE_ACCOUNT_KEY_ID = '5f0c7a52-3b1e-4c9d-8a2f-6e1d0b9c4a37';

let keyPair;

/** The seeded key's pair: `{ publicKey, privateKey }` as PEM (SPKI and PKCS#8). */
function seedKeyPair() {
	if (!keyPair) {
		keyPair = crypto.generateKeyPairSync('rsa', {
			modulusLength: 2048,
			publicKeyEncoding: { type: 'spki', format: 'pem' },
			privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
		});
	}
	return keyPair;
}

const SERVICE_ACCOUNTS = [
	{
		serviceAccountId: SERVICE_ACCOUNT_ID,
		name: SERVICE_ACCOUNT_NAME,
		firstName: 'Nightly',
		lastName: 'SyncService',
		clientId: SERVICE_ACCOUNT_CLIENT,
		keys: [{ kid: SERVICE_ACCOUNT_KEY_ID }],
	},
];

/** The account's email, as APS makes it: `<name>@<client id>.adskserviceaccount.autodesk.com`. */
function serviceAccountEmail(name, clientId) {
	return `${name}@${clientId}.adskserviceaccount.autodesk.com`.toLowerCase();
}

module.exports = {
	SERVICE_ACCOUNTS,
	SERVICE_ACCOUNT_ID,
	SERVICE_ACCOUNT_KEY_ID,
	SERVICE_ACCOUNT_CLIENT,
	seedKeyPair,
	serviceAccountEmail,
};
