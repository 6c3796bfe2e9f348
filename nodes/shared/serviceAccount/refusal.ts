import type { IDataObject } from 'n8n-workflow';

import { ASSERTION_SECONDS } from './assertion';
import { ServiceAccountTokenError } from './tokenError';

/** A clock further than this from the service's is worth naming in the advice. */
const CLOCK_SKEW_MS = 60_000;
const MAX_SERVICE_WORDS = 300;

interface Refusal {
	statusCode: number;
	body: IDataObject | undefined;
	/** The answer's headers (Date, Retry-After, Location). */
	headers: Record<string, unknown>;
	/** When the assertion was made, by this machine's clock. */
	sentAt: number;
	/** Values that must not appear in a message even if the service echoes them. */
	secrets: string[];
}

/** The service's own words (`error_description`, else `error`), without any secret, shortened. */
function serviceWords(refusal: Refusal): string {
	const body = refusal.body ?? {};
	let words = String(body.error_description ?? body.error ?? body.message ?? '').trim();
	for (const secret of refusal.secrets) {
		if (secret.trim().length >= 8) words = words.split(secret.trim()).join('[hidden]');
	}
	return words.length > MAX_SERVICE_WORDS ? `${words.slice(0, MAX_SERVICE_WORDS)}...` : words;
}

/** How far this machine's clock is from the service's (positive: ahead), when the answer says. */
function clockOffsetMs(refusal: Refusal): number | undefined {
	const serviceTime = Date.parse(String(header(refusal, 'date') ?? ''));
	return Number.isFinite(serviceTime) ? refusal.sentAt - serviceTime : undefined;
}

function header(refusal: Refusal, name: string): string | undefined {
	const found = Object.entries(refusal.headers ?? {}).find(([key]) => key.toLowerCase() === name);
	return found && found[1] !== undefined && found[1] !== null ? String(found[1]) : undefined;
}

/** Where a redirect pointed, without its path and query. */
function originOf(location: string | undefined): string {
	if (!location) return '';
	try {
		return ` to ${new URL(location).origin}`;
	} catch {
		return ' to a relative address';
	}
}

const CLOCK_WORDS = /expired|\bexp\b|not yet valid|future|\biat\b|\bnbf\b|clock/i;

/**
 * The error for a refused token request: the field that is wrong when the answer says which,
 * the service's own words, and what to do.
 */
export function refusalError(refusal: Refusal): ServiceAccountTokenError {
	const { statusCode } = refusal;
	const error = String(refusal.body?.error ?? '');
	const words = serviceWords(refusal);
	const quoted = words ? `: ${JSON.stringify(words)}` : '';
	const answer = `(HTTP ${statusCode}${error ? `, ${error}` : ''})${quoted}`;
	const refused = (subject: string, description: string) =>
		new ServiceAccountTokenError(`${subject} refused by the token endpoint ${answer}`, description);

	const busy =
		'The service is busy or failing: no token was issued and nothing else was sent. Try again in a few minutes.';
	if (statusCode === 429) {
		return new ServiceAccountTokenError(
			`The token request was turned away as too many at the token endpoint ${answer}`,
			busy,
			false,
			{ retryAfter: header(refusal, 'retry-after') },
		);
	}
	if (statusCode >= 500) {
		return new ServiceAccountTokenError(
			`The token request failed at the token endpoint ${answer}`,
			busy,
			false,
		);
	}
	if (statusCode >= 200 && statusCode < 300) {
		return new ServiceAccountTokenError(
			`The token endpoint answered ${statusCode} without a readable token`,
			busy,
			false,
		);
	}
	if (statusCode >= 300 && statusCode < 400) {
		return new ServiceAccountTokenError(
			`The token endpoint answered ${statusCode}, a redirect${originOf(header(refusal, 'location'))}, which is not followed`,
			'No token request follows a redirect, so the client secret and the assertion never reach another address. Check the Base URL (in the credential): it must be the API itself (https://developer.api.autodesk.com) or a proxy that forwards requests without redirecting them.',
		);
	}
	if (statusCode === 401 || error === 'invalid_client') {
		return refused(
			'Client ID or Client Secret (in the credential) was',
			"Copy both from the application's page in the APS developer portal: the app that owns the service account.",
		);
	}
	if (error === 'unauthorized_client') {
		return refused(
			'Client ID (in the credential) was',
			'Service accounts belong to Server-to-Server (confidential) apps: use the Client ID and Client Secret of the app that owns the service account.',
		);
	}
	if (error === 'invalid_scope') {
		return refused(
			'Scopes (in the credential) were',
			'Keep only scopes the app may request for a service account (e.g. data:read data:write data:create viewables:read), separated by spaces.',
		);
	}
	if (/signature/i.test(words)) {
		return refused(
			'Private Key (in the credential) was',
			"The Private Key must be the one created with the credential's Key ID: paste that key's privateKey value, or create a new key and put both its Key ID and Private Key into the credential.",
		);
	}
	if (/\bkid\b|\bkey\b/i.test(words)) {
		return refused(
			'Key ID (in the credential) was',
			"The Key ID must be an enabled key of this service account: list the account's keys in the APS developer portal, enable it, or create a new key and put both its Key ID and Private Key into the credential.",
		);
	}
	if (/\bsub\b|service account|account/i.test(words)) {
		return refused(
			'Service Account ID (in the credential) was',
			'The Service Account ID must be an enabled service account of the app whose Client ID the credential holds: check it in the APS developer portal and enable the account if it is disabled.',
		);
	}
	const offset = clockOffsetMs(refusal);
	const outsideWindow = offset !== undefined && Math.abs(offset) >= ASSERTION_SECONDS * 1000;
	if (outsideWindow || CLOCK_WORDS.test(words)) {
		const by =
			offset === undefined || Math.abs(offset) <= CLOCK_SKEW_MS
				? ''
				: ` This machine's clock is ${Math.round(Math.abs(offset) / 1000)} s ${offset > 0 ? 'ahead of' : 'behind'} the service's.`;
		return refused(
			"The assertion's time was",
			`An assertion is valid for ${ASSERTION_SECONDS} s from the time of the machine n8n runs on.${by} Set that machine's clock right (e.g. with NTP), then try again.`,
		);
	}
	return refused(
		'The service account token request was',
		"Check that Service Account ID, Key ID and Private Key belong together, that the account and key are enabled, and that the machine's clock is right.",
	);
}
