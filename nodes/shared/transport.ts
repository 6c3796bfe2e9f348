import type {
	IDataObject,
	IExecuteFunctions,
	IHttpRequestMethods,
	IHttpRequestOptions,
} from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { cancelSignalOf, waitForRetry } from './cancellation';
import { credentialBaseUrl, scopeProblem } from './credential';
import { refuseUnusableCredential } from './credentialChecks';
import { credentialData, sendSigned } from './credentialData';
import type { ApsFunctions, Outcome } from './types';
import { credentialError, credentialProblem } from './credentialErrors';
import { apiError, redirectError, transportError } from './errors';
import { mayHaveActed, retryDecision, unwaitedRetryAfter } from './retry';
import { REQUEST_TIMEOUT_MS } from './timeouts';
import { resolveUrl, withQuery } from './url';

export type { ApsFunctions, Outcome } from './types';

export interface ApsRequest {
	method: IHttpRequestMethods;
	/** A path (build it with apsPath) or an absolute URL such as a links.next href. */
	url: string;
	/** Short name of what is being done, for messages: "Get many hubs". */
	operation: string;
	query?: IDataObject;
	body?: IDataObject;
	/** `jsonapi` sends the body as application/vnd.api+json (project-data endpoints). */
	bodyType?: 'json' | 'jsonapi';
	headers?: Record<string, string>;
	/** x-user-id: in a two-legged context, act for this one user. */
	userId?: string;
	/** Answer body as raw bytes (thumbnails). */
	binary?: boolean;
}

export interface ApsResponse<T = unknown> {
	statusCode: number;
	headers: Record<string, string>;
	body: T;
}

const contentTypes = { json: 'application/json', jsonapi: 'application/vnd.api+json' };

/**
 * Added to every request: no redirect is followed (n8n's request helper would follow one, and by
 * default send the Authorization header, and a PATCH body with a hook secret, to another origin).
 * A 3xx answer fails with redirectError instead.
 */
export const NO_REDIRECTS = { disableFollowRedirect: true, maxRedirects: 0 } as const;

/**
 * The one way this package talks to APS: base URL from the credential, OAuth2 through n8n
 * (which refreshes expired tokens), retries by the rules in retry.ts, and errors as NodeApiError.
 * A DELETE repeated after an attempt the service may have acted on, that then finds nothing
 * (404), is answered with that 404 instead of failing: the earlier attempt deleted it.
 */
export async function apsRequest<T = unknown>(
	context: ApsFunctions,
	request: ApsRequest,
): Promise<ApsResponse<T>> {
	const options = await httpOptions(context, request);
	const { grantType } = await credentialData(context);
	const cancelSignal = cancelSignalOf(context);
	let actedBefore = false;
	for (let attempt = 0; ; attempt++) {
		let outcome: Outcome;
		try {
			const response = (await sendSigned(context, {
				...options,
				headers: { ...options.headers },
			})) as RawResponse;
			outcome = answered(response.statusCode, response.headers, response.body, request.binary);
		} catch (error) {
			const problem = credentialProblem(error, grantType);
			if (problem) throw credentialError(context.getNode(), request.operation, problem);
			outcome = failed(error);
		}
		refuseRedirect(context, request.operation, outcome);
		if (outcome.kind === 'ok') {
			return { statusCode: outcome.statusCode, headers: outcome.headers, body: outcome.body as T };
		}
		if (actedBefore && request.method === 'DELETE' && isNotFound(outcome)) {
			return { statusCode: 404, headers: outcome.headers, body: outcome.body as T };
		}
		const decision = retryDecision(request.method, outcome, attempt);
		if (decision.retry) {
			actedBefore = actedBefore || mayHaveActed(outcome);
			await waitForRetry(context, cancelSignal, decision.waitMs, request.operation, attempt);
			continue;
		}
		throw finalError(context, request, outcome, attempt, unwaitedRetryAfter(outcome));
	}
}

/** A 3xx answer is never followed: the request would carry on to an address nobody checked. */
function refuseRedirect(context: ApsFunctions, operation: string, outcome: Outcome): void {
	const redirect = redirectOf(outcome);
	if (!redirect) return;
	throw redirectError(context.getNode(), operation, redirect.statusCode, redirect.location);
}

/** The error of an answer that is not retried: the service's refusal, or what failed on the way. */
function finalError(
	context: ApsFunctions,
	request: { method: string; operation: string },
	outcome: Exclude<Outcome, { kind: 'ok' }>,
	retries: number,
	note?: string,
): Error {
	if (outcome.kind === 'status') {
		return apiError(context.getNode(), {
			statusCode: outcome.statusCode,
			body: outcome.body,
			method: request.method,
			operation: request.operation,
			retries,
			note,
		});
	}
	return transportError(
		context.getNode(),
		request.operation,
		outcome.cause,
		request.method,
		retries,
	);
}

/** A 3xx answer (however n8n handed it over) and where it pointed. */
function redirectOf(outcome: Outcome): { statusCode: number; location?: string } | undefined {
	if (outcome.kind !== 'ok' && outcome.kind !== 'status') return undefined;
	if (outcome.statusCode < 300 || outcome.statusCode >= 400) return undefined;
	const location = outcome.headers.location ?? outcome.headers.Location;
	return { statusCode: outcome.statusCode, location: location ? String(location) : undefined };
}

function isNotFound(outcome: Outcome): outcome is Extract<Outcome, { kind: 'status' }> {
	return outcome.kind === 'status' && outcome.statusCode === 404;
}

/** The credential's base URL, without a trailing slash. */
export async function apsBaseUrl(context: ApsFunctions): Promise<string> {
	return credentialBaseUrl(await credentialData(context));
}

/** An x-user-id the HTTP header can carry: printable ASCII, no spaces. */
const USER_ID = /^[\x21-\x7e]+$/;

async function httpOptions(
	context: ApsFunctions,
	request: ApsRequest,
): Promise<IHttpRequestOptions> {
	const credentials = await credentialData(context);
	const scopes = scopeProblem(credentials.scope);
	if (scopes) {
		throw new NodeOperationError(context.getNode(), `Scopes (in the credential) ${scopes}`, {
			description:
				'Nothing was sent: the service refuses a token request with more than 50 scopes or more than 2000 characters. Keep only the scopes this workflow needs, then reconnect the credential.',
		});
	}
	refuseUnusableCredential(context.getNode(), request.operation, credentials);
	if (request.userId && !USER_ID.test(request.userId)) {
		throw new NodeOperationError(
			context.getNode(),
			`Act As User ID must be an Autodesk user ID without spaces, line breaks or non-ASCII characters; got ${JSON.stringify(request.userId)}`,
			{ description: 'Nothing was sent: the ID is sent as the x-user-id header.' },
		);
	}
	const baseUrl = credentialBaseUrl(credentials);
	const headers: Record<string, string> = {
		Accept: 'application/json, application/vnd.api+json',
		...request.headers,
	};
	if (request.userId) headers['x-user-id'] = request.userId;
	let body: string | undefined;
	if (request.body !== undefined) {
		headers['Content-Type'] = contentTypes[request.bodyType ?? 'json'];
		body = JSON.stringify(request.body);
	}
	return {
		method: request.method,
		url: withQuery(resolveUrl(baseUrl, request.url), request.query),
		headers,
		body,
		returnFullResponse: true,
		encoding: request.binary ? 'arraybuffer' : 'text',
		json: false,
		timeout: REQUEST_TIMEOUT_MS,
		...NO_REDIRECTS,
	};
}

interface RawResponse {
	statusCode: number;
	headers: Record<string, string>;
	body: unknown;
}

function answered(
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
function isJson(headers: Record<string, string>): boolean {
	const type = Object.entries(headers ?? {}).find(
		([name]) => name.toLowerCase() === 'content-type',
	);
	return /json/i.test(String(type?.[1] ?? ''));
}

/** What a thrown error tells: an HTTP answer (status, headers, body) or a network failure. */
function failed(error: unknown): Exclude<Outcome, { kind: 'ok' }> {
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
	return `the request could not be completed (${code ?? message})`;
}

function toText(raw: unknown): string {
	if (raw === undefined || raw === null) return '';
	if (typeof raw === 'string') return raw;
	if (Buffer.isBuffer(raw)) return raw.toString('utf8');
	if (raw instanceof ArrayBuffer) return Buffer.from(raw).toString('utf8');
	return JSON.stringify(raw);
}

function toBuffer(raw: unknown): Buffer {
	if (Buffer.isBuffer(raw)) return raw;
	if (raw instanceof ArrayBuffer) return Buffer.from(raw);
	return Buffer.from(toText(raw), 'utf8');
}

export interface SignedUrlRequest {
	method: 'GET' | 'PUT';
	/** A signed URL (S3, a CDN): absolute, its permission in its query. */
	url: string;
	/** Short name of what is being done, for messages: "Upload part 3 of model.rvt". */
	operation: string;
	body?: Buffer;
	headers?: Record<string, string>;
	/** Answer body as a stream (downloads) instead of bytes. */
	stream?: boolean;
}

/**
 * A request to a signed URL: no token (the URL carries its own permission and may point to
 * another origin), no redirect followed, the same retries as apsRequest (a part PUT is safe to
 * repeat). The URL never appears in a message: its query is a credential.
 */
export async function signedUrlRequest(
	context: IExecuteFunctions,
	request: SignedUrlRequest,
): Promise<ApsResponse<Buffer | NodeJS.ReadableStream>> {
	for (let attempt = 0; ; attempt++) {
		let outcome: Exclude<Outcome, { kind: 'ok' }>;
		try {
			const response = (await context.helpers.httpRequest({
				method: request.method,
				url: request.url,
				headers: { ...request.headers },
				body: request.body,
				returnFullResponse: true,
				encoding: request.stream ? 'stream' : 'arraybuffer',
				json: false,
				disableFollowRedirect: true,
				ignoreHttpStatusErrors: true,
				timeout: REQUEST_TIMEOUT_MS,
			})) as RawResponse;
			const ok = response.statusCode >= 200 && response.statusCode < 300;
			if (ok && !isJson(response.headers)) {
				const body = request.stream
					? (response.body as NodeJS.ReadableStream)
					: toBuffer(response.body);
				return { statusCode: response.statusCode, headers: response.headers, body };
			}
			if (ok) {
				// A file address that answers JSON: kept when it parses, a broken answer when not.
				const body = Buffer.from(await bodyText(response.body), 'utf8');
				const checked = answered(response.statusCode, response.headers, body, true);
				if (checked.kind === 'ok')
					return { statusCode: response.statusCode, headers: response.headers, body };
				outcome = checked;
			} else {
				outcome = {
					kind: 'status',
					statusCode: response.statusCode,
					headers: response.headers,
					body: storageError(await bodyText(response.body)),
				};
			}
		} catch (error) {
			outcome = failed(error);
		}
		refuseRedirect(context, request.operation, outcome);
		const decision = retryDecision(request.method, outcome, attempt);
		if (decision.retry) {
			const signal = cancelSignalOf(context);
			await waitForRetry(context, signal, decision.waitMs, request.operation, attempt);
			continue;
		}
		throw finalError(context, request, outcome, attempt);
	}
}

/** The text of an error answer, whether it came as bytes or as a stream. */
async function bodyText(body: unknown): Promise<string> {
	if (body && typeof (body as NodeJS.ReadableStream).pipe === 'function') {
		const chunks: Buffer[] = [];
		for await (const chunk of body as AsyncIterable<Buffer | string>) {
			chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
		}
		return Buffer.concat(chunks).toString('utf8');
	}
	return toText(body);
}

/** S3 answers errors as XML (`<Code>`, `<Message>`): its words as a message. */
function storageError(text: string): IDataObject | string {
	const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1];
	const message = /<Message>([^<]*)<\/Message>/.exec(text)?.[1];
	if (code || message) return { message: [code, message].filter(Boolean).join(': ') };
	return text;
}
