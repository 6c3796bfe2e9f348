import type { IHttpRequestMethods } from 'n8n-workflow';

import { RETRY_BACKOFF_MS } from './timeouts';
import type { Outcome } from './types';

/** Methods that may be sent again after a server error: repeating them changes nothing. */
const IDEMPOTENT: IHttpRequestMethods[] = ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE'];

export const MAX_RATE_LIMIT_RETRIES = 5;
export const MAX_RETRY_AFTER_SECONDS = 60;
export const MAX_SERVER_RETRIES = RETRY_BACKOFF_MS.length;

/** Network failures where the request certainly never reached the service. */
const NEVER_SENT = ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN'];

export type RetryDecision = { retry: true; waitMs: number } | { retry: false };

/**
 * The headers of a 429: the API's, or for a Service Account token the token endpoint's (only its
 * Retry-After); undefined for any other outcome.
 */
function rateLimitHeaders(
	outcome: Exclude<Outcome, { kind: 'ok' }>,
): Record<string, string> | undefined {
	if (outcome.kind === 'status' && outcome.statusCode === 429) return outcome.headers;
	if (outcome.kind === 'noToken' && outcome.tooMany) {
		const { retryAfter } = outcome.tooMany;
		return retryAfter === undefined ? {} : { 'retry-after': retryAfter };
	}
	return undefined;
}

/**
 * 429: always retried, after Retry-After (bounded), whether the API or the Service Account's token
 * endpoint answered it. 5xx, dropped connections, timeouts and unreadable answers: only for
 * idempotent methods; a POST is never sent again once the service may have acted on it. A Service
 * Account token that could not be had this time is retried like a server error, for any method:
 * the request itself was not sent.
 */
export function retryDecision(
	method: IHttpRequestMethods,
	outcome: Exclude<Outcome, { kind: 'ok' }>,
	attempt: number,
): RetryDecision {
	const rateLimited = rateLimitHeaders(outcome);
	if (rateLimited) {
		if (attempt >= MAX_RATE_LIMIT_RETRIES) return { retry: false };
		const seconds = retryAfterSeconds(rateLimited, attempt);
		if (seconds > MAX_RETRY_AFTER_SECONDS) return { retry: false };
		return { retry: true, waitMs: seconds * 1000 };
	}
	const transient =
		(outcome.kind === 'status' && outcome.statusCode >= 500) ||
		outcome.kind === 'network' ||
		outcome.kind === 'malformed' ||
		outcome.kind === 'noToken';
	if (!transient || attempt >= MAX_SERVER_RETRIES) return { retry: false };
	const safe =
		IDEMPOTENT.includes(method) ||
		outcome.kind === 'noToken' ||
		(outcome.kind === 'network' && NEVER_SENT.includes(outcome.code ?? ''));
	return safe ? { retry: true, waitMs: RETRY_BACKOFF_MS[attempt] } : { retry: false };
}

/**
 * Whether the service may have acted on a request that ended this way: it failed with a server
 * error, answered something unreadable, or the connection broke after the request may have
 * arrived. A 4xx (429 included), a connection that was never made or a missing token means it did
 * not act.
 */
export function mayHaveActed(outcome: Exclude<Outcome, { kind: 'ok' }>): boolean {
	if (outcome.kind === 'status') return outcome.statusCode >= 500;
	if (outcome.kind === 'network') return !NEVER_SENT.includes(outcome.code ?? '');
	if (outcome.kind === 'noToken') return false;
	return true;
}

/** Retry-After in seconds (a number or an HTTP date); without one, 1 s doubling per attempt. */
export function retryAfterSeconds(headers: Record<string, string>, attempt: number): number {
	return serviceRetryAfter(headers) ?? 2 ** attempt;
}

/**
 * Why a 429 is not waited out when the service asked for longer than this node waits, in words;
 * undefined for any other outcome.
 */
export function unwaitedRetryAfter(outcome: Exclude<Outcome, { kind: 'ok' }>): string | undefined {
	const rateLimited = rateLimitHeaders(outcome);
	if (!rateLimited) return undefined;
	const seconds = serviceRetryAfter(rateLimited);
	if (seconds === undefined || seconds <= MAX_RETRY_AFTER_SECONDS) return undefined;
	return `the service asked to wait ${seconds} s, more than the ${MAX_RETRY_AFTER_SECONDS} s this node waits`;
}

/** The Retry-After header in seconds, when there is a readable one. */
function serviceRetryAfter(headers: Record<string, string>): number | undefined {
	const value = headers['retry-after'] ?? headers['Retry-After'];
	if (value === undefined) return undefined;
	const seconds = Number(value);
	if (Number.isFinite(seconds) && seconds >= 0) return seconds;
	const date = Date.parse(value);
	if (!Number.isNaN(date)) return Math.max(0, Math.ceil((date - Date.now()) / 1000));
	return undefined;
}
