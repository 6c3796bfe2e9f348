'use strict';

const crypto = require('node:crypto');
const { SERVICE_ACCOUNTS, seedKeyPair, serviceAccountEmail } = require('../seed/serviceAccounts');
const { SEED_TIME } = require('../seed/data');

const YEAR_MS = 365 * 24 * 3600 * 1000;

/**
 * Secure Service Accounts (secureserviceaccount/secureServiceAccount.yaml): the accounts of each
 * app and their keys, of which only the public key is kept. The token endpoint's jwt-bearer grant
 * (oauth/jwtBearer.js) reads them; a service account is a user of Data Management, with the
 * project memberships the seed gives its id.
 */
function createState() {
	const accounts = new Map();
	for (const seed of SERVICE_ACCOUNTS) {
		const keys = new Map(
			seed.keys.map(({ kid }) => [
				kid,
				{
					kid,
					status: 'ENABLED',
					publicKey: crypto.createPublicKey(seedKeyPair().publicKey),
					createdAt: SEED_TIME,
					accessedAt: SEED_TIME,
				},
			]),
		);
		accounts.set(seed.serviceAccountId, {
			serviceAccountId: seed.serviceAccountId,
			email: serviceAccountEmail(seed.name, seed.clientId),
			createdBy: seed.clientId,
			status: 'ENABLED',
			createdAt: SEED_TIME,
			accessedAt: SEED_TIME,
			expiresAt: SEED_TIME + 10 * YEAR_MS,
			keys,
		});
	}
	return { accounts };
}

module.exports = { name: 'serviceAccounts', createState };
