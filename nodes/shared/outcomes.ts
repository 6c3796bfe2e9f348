import type { Outcome } from './types';
import { REQUEST_TIMEOUT_MS } from './timeouts';

/**
 * What one request came to, read from what n8n's request helpers gave back: an answer with its
 * body parsed (JSON, or bytes for a file), a network failure in words, or a body that could not
 * be read (an Outcome).
 */

export interface RawResponse {
	statusCode: number;
	headers: Record<string, string>;
	body: unknown;
}

/** An answer n8n returned: its body parsed as JSON, or kept as bytes when a file was asked for. */
export function answered(
	statusCode: number,
	headers: Record<string, string>,
	rawBody: unknown,
	binary?: boolean,
): Outcome {
	if (binary && !isJson(headers))
		return { kind: 'ok', statusCode, headers, body: toBuffer(rawBody) };
	const text = toText(rawBody);
	if (binary) {
		try {
			JSON.parse(text);
			return { kind: 'ok', statusCode, headers, body: toBuffer(rawBody) };
		} catch {
			return malformed(statusCode);
		}
	}
	if (!text) return { kind: 'ok', statusCode, headers, body: undefined };
	try {
		return { kind: 'ok', statusCode, headers, body: JSON.parse(text) };
	} catch {
		return malformed(statusCode);
	}
}

function malformed(statusCode: number): Outcome {
	return {
		kind: 'malformed',
		cause: `The service answered ${statusCode} with a body that is not valid JSON`,
	};
}

/** Whether a response says its body is JSON (a file endpoint answering an error document). */
export function isJson(headers: Record<string, string>): boolean {
	const type = Object.entries(headers ?? {}).find(
		([name]) => name.toLowerCase() === 'content-type',
	);
	return /json/i.test(String(type?.[1] ?? ''));
}

/** What a thrown error tells: an HTTP answer (status, headers, body) or a network failure. */
export function failed(error: unknown): Exclude<Outcome, { kind: 'ok' }> {
	const response = findResponse(error);
	if (response) {
		const text = toText(response.data);
		let body: unknown = text;
		try {
			body = text ? JSON.parse(text) : undefined;
		} catch {
			body = text;
		}
		return {
			kind: 'status',
			statusCode: response.status,
			headers: (response.headers ?? {}) as Record<string, string>,
			body,
		};
	}
	const code = findCode(error);
	const message = error instanceof Error ? error.message : String(error);
	return { kind: 'network', code, cause: describeNetworkFailure(code, message) };
}

interface ErrorResponse {
	status: number;
	headers?: unknown;
	data?: unknown;
}

function findResponse(error: unknown): ErrorResponse | undefined {
	for (
		let current = error as Record<string, unknown> | undefined, depth = 0;
		current && depth < 5;
		depth++
	) {
		const response = current.response as ErrorResponse | undefined;
		if (response && typeof response.status === 'number') return response;
		current = current.cause as Record<string, unknown> | undefined;
	}
	return undefined;
}

function findCode(error: unknown): string | undefined {
	for (
		let current = error as Record<string, unknown> | undefined, depth = 0;
		current && depth < 5;
		depth++
	) {
		if (typeof current.code === 'string') return current.code;
		current = current.cause as Record<string, unknown> | undefined;
	}
	return undefined;
}

function describeNetworkFailure(code: string | undefined, message: string): string {
	if (code === 'ECONNABORTED' || code === 'ETIMEDOUT' || /timeout/i.test(message)) {
		return `no answer within ${REQUEST_TIMEOUT_MS / 1000} s (timed out)`;
	}
	if (code === 'ECONNREFUSED') return 'the connection was refused (is the Base URL right?)';
	if (code === 'ECONNRESET' || /socket hang up/i.test(message))
		return 'the connection was dropped before an answer';
	const worded = code && NETWORK_FAILURES[code];
	if (worded) return worded;
	return `the request could not be completed (${code ?? message})`;
}

/**
 * Failures worded without their code: n8n replaces an error message that holds one of these codes
 * with its own generic sentence, which would lose the operation and what to do.
 */
const NETWORK_FAILURES: Record<string, string> = {
	ENOTFOUND: "the host name could not be resolved (check the address and the n8n server's DNS)",
	EAI_AGAIN: "the host name could not be resolved for now (the n8n server's DNS did not answer)",
	EHOSTUNREACH: 'the host could not be reached (no network route to it)',
	ENETUNREACH: 'the network of the host could not be reached (no route to it)',
	EADDRNOTAVAIL: 'the n8n server had no local address to connect from',
};

export function toText(raw: unknown): string {
	if (raw === undefined || raw === null) return '';
	if (typeof raw === 'string') return raw;
	if (Buffer.isBuffer(raw)) return raw.toString('utf8');
	if (raw instanceof ArrayBuffer) return Buffer.from(raw).toString('utf8');
	return JSON.stringify(raw);
}

export function toBuffer(raw: unknown): Buffer {
	if (Buffer.isBuffer(raw)) return raw;
	if (raw instanceof ArrayBuffer) return Buffer.from(raw);
	return Buffer.from(toText(raw), 'utf8');
}
