'use strict';

const crypto = require('node:crypto');
const {
	SERVICE_ACCOUNTS,
	seedKeyPair,
	serviceAccountEmail,
} = require('../../seed/serviceAccounts');
const { SEED_TIME } = require('../../seed/data');

const YEAR_MS = 365 * 24 * 3600 * 1000;
/** At most this many accounts per app and keys per account, at any time. */
const MAX_ACCOUNTS = 10;
const MAX_KEYS = 3;

/**
 * The service accounts of every app, by id, each with its keys by kid. A key keeps only its
 * public key (a KeyObject); the private key leaves once, in Create Key's answer.
 */
function createServiceAccountState() {
	const accounts = new Map();
	for (const seed of SERVICE_ACCOUNTS) {
		const account = newAccount({
			id: seed.serviceAccountId,
			name: seed.name,
			clientId: seed.clientId,
			now: SEED_TIME,
			lifetimeMs: 10 * YEAR_MS,
		});
		for (const { kid } of seed.keys)
			account.keys.set(kid, newKey(kid, () => seedKeyPair().publicKey, SEED_TIME));
		accounts.set(account.serviceAccountId, account);
	}
	return { accounts };
}

function newAccount({ id, name, clientId, now, lifetimeMs = YEAR_MS }) {
	return {
		serviceAccountId: id,
		name,
		email: serviceAccountEmail(name, clientId),
		createdBy: clientId,
		status: 'ENABLED',
		createdAt: now,
		accessedAt: now,
		expiresAt: now + lifetimeMs,
		keys: new Map(),
	};
}

/**
 * A key of an account: `publicKey` is its PEM, or a function that answers it, called when the key
 * is first used. The seeded key's pair is made once per process (seedKeyPair), a fifth of a second
 * of CPU, so that a sandbox in which no one signs in with it never makes it.
 */
function newKey(kid, publicKey, now) {
	let keyObject;
	return {
		kid,
		status: 'ENABLED',
		get publicKey() {
			keyObject ??= crypto.createPublicKey(typeof publicKey === 'function' ? publicKey() : publicKey);
			return keyObject;
		},
		createdAt: now,
		accessedAt: now,
	};
}

/** A new account id: 16 upper-case letters and digits, as APS's ids look. */
function newAccountId(accounts) {
	const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
	for (;;) {
		const id = Array.from(crypto.randomBytes(16), (byte) => alphabet[byte % alphabet.length]).join(
			'',
		);
		if (!accounts.has(id)) return id;
	}
}

/**
 * A time as the service writes it, Go's default form: `2025-03-26 04:58:26 +0000 UTC`, with the
 * fraction of a second when there is one, its trailing zeros dropped (`04:58:26.15 +0000 UTC`).
 */
function serviceTime(ms) {
	const iso = new Date(ms).toISOString();
	const fraction = iso.slice(20, 23).replace(/0+$/, '');
	return `${iso.slice(0, 10)} ${iso.slice(11, 19)}${fraction ? `.${fraction}` : ''} +0000 UTC`;
}

function accountDetails(account) {
	return {
		serviceAccountId: account.serviceAccountId,
		email: account.email,
		createdBy: account.createdBy,
		status: account.status,
		createdAt: serviceTime(account.createdAt),
		accessedAt: serviceTime(account.accessedAt),
		expiresAt: serviceTime(account.expiresAt),
	};
}

function keyDetails(key) {
	return {
		kid: key.kid,
		status: key.status,
		createdAt: serviceTime(key.createdAt),
		accessedAt: serviceTime(key.accessedAt),
	};
}

module.exports = {
	MAX_ACCOUNTS,
	MAX_KEYS,
	createServiceAccountState,
	newAccount,
	newKey,
	newAccountId,
	serviceTime,
	accountDetails,
	keyDetails,
};
