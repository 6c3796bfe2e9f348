import type { KeyObject } from 'node:crypto';
import { createPrivateKey, sign } from 'node:crypto';

import { ServiceAccountTokenError } from './tokenError';

/**
 * The assertion's audience: the token endpoint's documented URL, whatever Base URL the credential
 * sends the exchange to (a proxy in front of APS does not change whom the assertion is for).
 */
const AUDIENCE = 'https://developer.api.autodesk.com/authentication/v2/token';

/** How long an assertion is valid: the service allows at most 5 minutes after its own time. */
export const ASSERTION_SECONDS = 150;

const PEM = /-----BEGIN ((?:RSA )?PRIVATE KEY)-----([\s\S]*?)-----END \1-----/;

/**
 * The RSA private key of a PEM text: PKCS#1 (`BEGIN RSA PRIVATE KEY`) or PKCS#8 (`BEGIN PRIVATE
 * KEY`). Line breaks may have become spaces or a literal `\n` (or `\r\n`) on the way into the
 * field: the base64 body is read without them. An encrypted key is refused with its own message.
 */
export function privateKeyFromPem(text: unknown): KeyObject {
	const pasted = String(text ?? '')
		.replace(/\\r/g, '')
		.replace(/\\n/g, '\n');
	if (/-----BEGIN ENCRYPTED PRIVATE KEY-----|Proc-Type:\s*4,ENCRYPTED/.test(pasted)) {
		throw new ServiceAccountTokenError(
			'Private Key (in the credential) is encrypted with a passphrase',
			'Remove the passphrase (e.g. `openssl pkcs8 -in key.pem -out plain.pem`) and paste the unencrypted key, or paste the privateKey value that Create Key returned, which has none. Nothing was sent.',
		);
	}
	const match = PEM.exec(pasted);
	const body = match?.[2].replace(/\s+/g, '');
	if (!match || !body || !/^[A-Za-z0-9+/]+={0,2}$/.test(body)) {
		throw new ServiceAccountTokenError(
			'Private Key (in the credential) must be a PEM private key from "-----BEGIN PRIVATE KEY-----" (or "-----BEGIN RSA PRIVATE KEY-----") to its END line',
			'Paste the whole privateKey value that Create Key returned, with its BEGIN and END lines. Nothing was sent.',
		);
	}
	const lines = body.match(/.{1,64}/g) ?? [];
	const pem = `-----BEGIN ${match[1]}-----\n${lines.join('\n')}\n-----END ${match[1]}-----\n`;
	const key = parsedKey(pem);
	if (!key) {
		throw new ServiceAccountTokenError(
			'Private Key (in the credential) does not parse: its base64 body is damaged',
			'Paste the privateKey value that Create Key returned, unchanged. If it is lost, create a new key for the service account and use its Key ID and Private Key. Nothing was sent.',
		);
	}
	if (key.asymmetricKeyType !== 'rsa') {
		throw new ServiceAccountTokenError(
			`Private Key (in the credential) must be an RSA key; got ${key.asymmetricKeyType ?? 'another kind'}`,
			'Service account keys are RSA 2048 keys: paste the privateKey value that Create Key returned. Nothing was sent.',
		);
	}
	return key;
}

function parsedKey(pem: string): KeyObject | undefined {
	try {
		return createPrivateKey({ key: pem, format: 'pem' });
	} catch {
		return undefined;
	}
}

export interface AssertionClaims {
	clientId: string;
	serviceAccountId: string;
	keyId: string;
	scopes: string[];
	/** Seconds since the epoch. */
	now: number;
}

function encoded(value: object): string {
	return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/**
 * The signed JWT assertion (RS256, header `kid`): iss = client ID, sub = service account ID,
 * aud = the documented token URL, scope = the scopes as a JSON array, exp a short time ahead.
 */
export function signedAssertion(claims: AssertionClaims, key: KeyObject): string {
	const header = { alg: 'RS256', typ: 'JWT', kid: claims.keyId };
	const payload = {
		iss: claims.clientId,
		sub: claims.serviceAccountId,
		aud: AUDIENCE,
		exp: claims.now + ASSERTION_SECONDS,
		scope: claims.scopes,
	};
	const input = `${encoded(header)}.${encoded(payload)}`;
	const signature = sign('RSA-SHA256', Buffer.from(input), key).toString('base64url');
	return `${input}.${signature}`;
}
