import type { IExecuteFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { cancelSignalOf } from './cancellation';
import { isLoopbackHost } from './credential';
import { InputRuleError, NOTHING_SENT } from './inputRules';
import type { RawResponse } from './outcomes';
import { failed } from './outcomes';
import { REQUEST_TIMEOUT_MS } from './timeouts';

/**
 * A file read from an address outside APS (a source URL): one GET with only the headers the user
 * gave, never the APS token nor the node's credential, the body as a stream. Redirects are followed
 * here, each one checked: https only (http only from this machine to this machine), at most
 * MAX_REDIRECTS, and the user's headers go to the URL's own origin only, never to another one.
 */

export const MAX_REDIRECTS = 5;

export interface SourceRequest {
	/** The field, as the editor labels it: "Source URL". */
	field: string;
	url: string;
	headers: Record<string, string>;
}

export interface OpenedSource {
	data: AsyncIterable<Buffer>;
	/** Content-Length, when the server said it. */
	size?: number;
	contentType?: string;
	/** From Content-Disposition, else the last segment of the final address. */
	fileName?: string;
	/** Stops reading (the body is not wanted after all). */
	close: () => void;
}

/** The address as messages show it: no user name, password or query (a signed link's query is a secret). */
export function shownUrl(url: URL): string {
	return `${url.protocol}//${url.host}${url.pathname}`;
}

/** What is wrong with an address the node would read from, or undefined. */
function addressProblem(url: URL, from?: URL): string | undefined {
	if (url.protocol === 'https:') return undefined;
	const local = url.protocol === 'http:' && isLoopbackHost(url.hostname);
	if (local && (!from || (from.protocol === 'http:' && isLoopbackHost(from.hostname)))) {
		return undefined;
	}
	return from
		? `redirected to ${shownUrl(url)}: only https addresses are followed`
		: 'must use https; http is allowed only for this machine (localhost, 127.0.0.0/8, ::1)';
}

/** An absolute address (relative ones resolved against `base`), or undefined. */
function parsedUrl(text: string, base?: URL): URL | undefined {
	try {
		return new URL(text, base);
	} catch {
		return undefined;
	}
}

/** The source URL checked before anything is sent; an InputRuleError names the field. */
export function readSourceAddress(field: string, value: unknown): URL {
	const text = typeof value === 'string' ? value.trim() : '';
	if (!text) {
		throw new InputRuleError(
			field,
			'is required: enter the https address of the file',
			NOTHING_SENT,
		);
	}
	const url = parsedUrl(text);
	if (!url) {
		throw new InputRuleError(
			field,
			'must be an address such as https://example.com/model.rvt',
			NOTHING_SENT,
		);
	}
	const problem = addressProblem(url);
	if (problem) {
		throw new InputRuleError(field, `${problem}; got ${JSON.stringify(shownUrl(url))}`, {
			because: 'the file and the headers sent for it would cross the network unencrypted',
			then: 'Use the https address of the file.',
		});
	}
	if (url.username || url.password) {
		throw new InputRuleError(
			field,
			'must not hold a user name or password; send them as an Authorization header under Source Headers',
			NOTHING_SENT,
		);
	}
	return url;
}

const header = (headers: Record<string, unknown>, name: string): string | undefined => {
	const value = headers[name] ?? headers[name.toLowerCase()];
	return value === undefined ? undefined : String(Array.isArray(value) ? value[0] : value);
};

/** Opens the source: the GET, each redirect checked and followed, until a 2xx whose body streams. */
export async function openSource(
	context: IExecuteFunctions,
	request: SourceRequest,
	itemIndex: number,
): Promise<OpenedSource> {
	const node = context.getNode();
	const origin = new URL(request.url).origin;
	let url = new URL(request.url);
	for (let redirects = 0; ; redirects++) {
		let response: RawResponse;
		try {
			response = (await context.helpers.httpRequest({
				method: 'GET',
				url: url.href,
				headers: url.origin === origin ? { ...request.headers } : {},
				returnFullResponse: true,
				encoding: 'stream',
				json: false,
				disableFollowRedirect: true,
				ignoreHttpStatusErrors: true,
				timeout: REQUEST_TIMEOUT_MS,
				abortSignal: cancelSignalOf(context),
			})) as RawResponse;
		} catch (error) {
			// Statuses come back as answers (ignoreHttpStatusErrors): what is thrown is a network failure.
			const outcome = failed(error);
			const cause = outcome.kind === 'network' ? outcome.cause : 'the request failed';
			throw new NodeOperationError(node, `${request.field} could not be read: ${cause}`, {
				itemIndex,
				description: `The address was ${shownUrl(url)}. Check that it is reachable from n8n's machine; nothing was uploaded.`,
			});
		}
		const { statusCode, headers } = response;
		const body = response.body as NodeJS.ReadableStream & { destroy?: () => void };
		if (statusCode >= 200 && statusCode < 300) {
			return {
				data: body as unknown as AsyncIterable<Buffer>,
				size: bodySize(headers),
				contentType: header(headers, 'content-type')?.split(';')[0].trim() || undefined,
				fileName: fileNameOf(header(headers, 'content-disposition'), url),
				close: () => body.destroy?.(),
			};
		}
		body.destroy?.();
		if (statusCode >= 300 && statusCode < 400) {
			const location = header(headers, 'location');
			if (!location) {
				throw sourceError(
					context,
					request.field,
					`answered ${statusCode} without saying where the file is`,
					url,
					itemIndex,
				);
			}
			if (redirects >= MAX_REDIRECTS) {
				throw sourceError(
					context,
					request.field,
					`redirected more than ${MAX_REDIRECTS} times`,
					url,
					itemIndex,
				);
			}
			const next = parsedUrl(location, url);
			if (!next) {
				throw sourceError(
					context,
					request.field,
					`redirected to an address that is not a URL`,
					url,
					itemIndex,
				);
			}
			const problem = addressProblem(next, url);
			if (problem) throw sourceError(context, request.field, problem, url, itemIndex);
			url = next;
			continue;
		}
		throw statusError(context, request.field, statusCode, url, itemIndex);
	}
}

function sourceError(
	context: IExecuteFunctions,
	field: string,
	problem: string,
	url: URL,
	itemIndex: number,
): NodeOperationError {
	return new NodeOperationError(context.getNode(), `${field} ${problem}`, {
		itemIndex,
		description: `The last address asked was ${shownUrl(url)}. Nothing was uploaded.`,
	});
}

function statusError(
	context: IExecuteFunctions,
	field: string,
	statusCode: number,
	url: URL,
	itemIndex: number,
): NodeOperationError {
	const advice: Record<number, string> = {
		401: 'The server wants a sign-in: add it under Source Headers (for example Authorization: Bearer … from an expression).',
		403: 'The server refused the file: the header sent may lack the right, or a signed link may have expired (make a new one).',
		404: 'There is no file at this address: check it.',
		410: 'The file is gone from this address.',
	};
	const what =
		advice[statusCode] ??
		(statusCode >= 500
			? 'The server failed: try again later.'
			: 'Check the address and the headers.');
	return new NodeOperationError(
		context.getNode(),
		`${field} answered ${statusCode}: the file could not be read`,
		{
			itemIndex,
			description: `${what} The address was ${shownUrl(url)}. Nothing was uploaded.`,
		},
	);
}

/** Content-Length, when it is the size of the body as read (not of a compressed one). */
function bodySize(headers: Record<string, unknown>): number | undefined {
	const given = header(headers, 'content-length');
	const encoding = header(headers, 'content-encoding');
	if (given === undefined || (encoding && encoding.toLowerCase() !== 'identity')) return undefined;
	const length = Number(given);
	return Number.isSafeInteger(length) && length >= 0 ? length : undefined;
}

/** The file name a response gives (Content-Disposition filename* or filename), else the address's last segment. */
function fileNameOf(disposition: string | undefined, url: URL): string | undefined {
	if (disposition) {
		const extended = /filename\*\s*=\s*[^']*'[^']*'([^;]+)/i.exec(disposition)?.[1];
		if (extended) {
			try {
				return decodeURIComponent(extended.trim());
			} catch {
				// The plain name below.
			}
		}
		const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(disposition);
		const name = (plain?.[2] ?? plain?.[1])?.trim();
		if (name) return name;
	}
	const last = url.pathname.split('/').pop() ?? '';
	try {
		return decodeURIComponent(last) || undefined;
	} catch {
		return last || undefined;
	}
}
