'use strict';

const crypto = require('node:crypto');
const { HttpError } = require('../../http');
const { json, empty } = require('../../responses');
const { appCaller, ownAccount, requireEnabled, readStatus } = require('./access');
const { nextKeyPair } = require('./keyPairs');
const { MAX_KEYS, newKey, keyDetails } = require('./state');

/**
 * Key Management of secureserviceaccount/secureServiceAccount.yaml. A key is a real RSA 2048
 * pair (keyPairs.js): the private key (PKCS#1 PEM) is answered once, on creation, and only the
 * public key is kept. Every key route needs the account enabled.
 */

function createKey(request, ctx) {
	const caller = appCaller(request, ctx, 'application:service_account_key:write');
	const account = ownAccount(request, ctx, caller);
	requireEnabled(account);
	if (account.keys.size >= MAX_KEYS)
		throw new HttpError(
			403,
			'Forbidden',
			`The service account ${account.serviceAccountId} has ${account.keys.size} keys, the most it may have; delete a key to free up space.`,
		);
	const { publicKey, privateKey } = nextKeyPair(ctx);
	const kid = crypto.randomUUID();
	account.keys.set(kid, newKey(kid, publicKey, ctx.clock.now()));
	return json(201, { kid, privateKey });
}

function listKeys(request, ctx) {
	const caller = appCaller(request, ctx, 'application:service_account_key:read');
	const account = ownAccount(request, ctx, caller);
	requireEnabled(account);
	return json(200, { keys: [...account.keys.values()].map(keyDetails) });
}

/** Enables or disables a key; a disabled key's assertions are refused (oauth/jwtBearer.js). */
function setKeyStatus(request, ctx) {
	const caller = appCaller(request, ctx, 'application:service_account_key:write');
	const account = ownAccount(request, ctx, caller);
	const key = ownKey(request, account);
	const status = readStatus(request);
	requireEnabled(account);
	if (key.status === status)
		throw new HttpError(
			400,
			'Bad Request',
			`The key is already in a${status === 'ENABLED' ? 'n enabled' : ' disabled'} state.`,
		);
	key.status = status;
	return empty(204);
}

function deleteKey(request, ctx) {
	const caller = appCaller(request, ctx, 'application:service_account_key:write');
	const account = ownAccount(request, ctx, caller);
	const key = ownKey(request, account);
	requireEnabled(account);
	account.keys.delete(key.kid);
	return empty(204);
}

function ownKey(request, account) {
	const key = account.keys.get(request.params.keyId);
	if (!key)
		throw new HttpError(
			404,
			'Not Found',
			`The key ${request.params.keyId} is not found on service account ${account.serviceAccountId}.`,
		);
	return key;
}

module.exports = { createKey, listKeys, setKeyStatus, deleteKey };
