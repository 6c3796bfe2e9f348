import { createHash } from 'node:crypto';
import type { ICredentialDataDecryptedObject } from 'n8n-workflow';

/** A token with less than this left is not used again: a new assertion is exchanged first. */
const TOKEN_RENEW_MARGIN_MS = 5 * 60_000;

/** The fields a token is made from: a token made from other values is not used. */
const TOKEN_SOURCES = [
	'baseUrl',
	'clientId',
	'clientSecret',
	'serviceAccountId',
	'keyId',
	'privateKey',
	'scope',
];

/** A digest of the fields the token was made from (kept with the token, in the credential). */
export function tokenFingerprint(credentials: ICredentialDataDecryptedObject): string {
	const hash = createHash('sha256');
	for (const name of TOKEN_SOURCES) hash.update(`${name}=${String(credentials[name] ?? '')}\n`);
	return hash.digest('hex').slice(0, 32);
}

/**
 * Whether the token held in the credential may be sent: made from the credential's present
 * fields, and more than 5 minutes from its expiry.
 */
export function tokenUsable(credentials: ICredentialDataDecryptedObject, now: number): boolean {
	const token = credentials.accessToken;
	if (typeof token !== 'string' || token === '') return false;
	if (credentials.tokenFor !== tokenFingerprint(credentials)) return false;
	return Number(credentials.expiresAt) - now > TOKEN_RENEW_MARGIN_MS;
}
