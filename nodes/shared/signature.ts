import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-adsk-signature';
export const DELIVERY_ID_HEADER = 'x-adsk-delivery-id';

export const SECRET_TOKEN_MIN_LENGTH = 32;
export const SECRET_TOKEN_MAX_LENGTH = 64;

const SIGNATURE_FORMAT = /^sha1hash=([0-9a-f]{40})$/i;

/** The value of x-adsk-signature for these bytes: `sha1hash=` and the hex HMAC-SHA1. */
export function signatureOf(rawBody: Buffer, secret: string): string {
	return `sha1hash=${createHmac('sha1', secret).update(rawBody).digest('hex')}`;
}

/**
 * Which secret signed the raw body: the index in `secrets`, or -1 when the header is missing,
 * malformed or made with none of them. Every secret is tried and compared in constant time.
 */
export function matchingSecret(
	rawBody: Buffer | undefined,
	header: string | string[] | undefined,
	secrets: string[],
): number {
	const value = Array.isArray(header) ? header[0] : header;
	const given = SIGNATURE_FORMAT.exec(String(value ?? '').trim());
	if (!given || !rawBody) return -1;
	const givenBytes = Buffer.from(given[1].toLowerCase(), 'hex');
	let found = -1;
	secrets.forEach((secret, index) => {
		const expected = createHmac('sha1', secret).update(rawBody).digest();
		if (timingSafeEqual(expected, givenBytes) && found === -1) found = index;
	});
	return found;
}

/** A fresh random secret token for one hook: 48 hex characters (the service takes 32 to 64). */
export function newSecretToken(): string {
	return randomBytes(24).toString('hex');
}

/** Whether a secret token has the length the service accepts. */
export function isValidSecretToken(token: string): boolean {
	return token.length >= SECRET_TOKEN_MIN_LENGTH && token.length <= SECRET_TOKEN_MAX_LENGTH;
}
