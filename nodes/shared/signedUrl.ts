import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import type { AttemptedRequest } from './attempts';
import { sendUntilFinal } from './attempts';
import type { TransferPosition } from './errors';
import type { RawResponse } from './outcomes';
import { answered, failed, isJson, toBuffer, toText } from './outcomes';
import { REQUEST_TIMEOUT_MS } from './timeouts';
import type { ApsResponse, Outcome } from './types';

/** Where a signed request goes: the URL, and headers that carry a permission (CDN cookies). */
export interface SignedAddress {
	url: string;
	headers?: Record<string, string>;
}

export interface SignedUrlRequest {
	method: 'GET' | 'PUT';
	/** A signed URL (S3, a CDN): absolute, its permission in its query. */
	url: string;
	/** Short name of what is being done, for messages: "Upload part 3 of model.rvt". */
	operation: string;
	body?: Buffer;
	/** Headers of the address (the CDN's cookies) and of the request. */
	headers?: Record<string, string>;
	/** Answer body as a stream (downloads) instead of bytes. */
	stream?: boolean;
	/** What carries the permission: the URL's query (S3; the default) or cookies in `headers` (the CDN). */
	signedBy?: 'url' | 'cookies';
	/** A fresh address for the same bytes: asked for once, when this one is refused. */
	renew?: () => Promise<SignedAddress>;
	/** The file this request moves and how far it had got, for the message of a lost connection. */
	transfer?: TransferPosition;
}

/** The answer, and the address that gave it (a renewed one after a refusal). */
export interface SignedUrlResponse extends ApsResponse<Buffer | NodeJS.ReadableStream> {
	address: SignedAddress;
}

/**
 * S3's codes for a signature it will not honour (expired, not matching, its token expired, the
 * clock too far off), whatever status they come with; CloudFront refuses cookies with 403
 * AccessDenied or MissingKey.
 */
const REFUSAL_CODES = [
	'AccessDenied',
	'SignatureDoesNotMatch',
	'ExpiredToken',
	'RequestExpired',
	'RequestTimeTooSkewed',
	'MissingKey',
];

/**
 * A request to a signed URL: no token (the URL carries its own permission and may point to
 * another origin), no redirect followed, the same retries as apsRequest (a part PUT is safe to
 * repeat). The URL never appears in a message: its query is a credential.
 *
 * A refusal of the signed permission (a 403, or one of S3's signature codes) is about the
 * address, never the app's permissions in the account: with `renew`, a fresh address is asked
 * for once and the request sent again; a refusal after that (or without `renew`) fails saying
 * the URL or cookies were refused and that a new run gets new ones.
 */
export async function signedUrlRequest(
	context: IExecuteFunctions,
	request: SignedUrlRequest,
): Promise<SignedUrlResponse> {
	let address: SignedAddress = { url: request.url, headers: request.headers };
	let renewed = false;
	const attempted: AttemptedRequest = {
		method: request.method,
		operation: request.operation,
		transfer: request.transfer,
	};
	const send = async (): Promise<Outcome> => {
		let sent = await sendTo(context, request, address);
		if (sent.refused && request.renew && !renewed) {
			renewed = true;
			address = await request.renew();
			sent = await sendTo(context, request, address);
		}
		attempted.signedRefusal = sent.refused ? { by: request.signedBy ?? 'url', renewed } : undefined;
		return sent.outcome;
	};
	const { statusCode, headers, body } = await sendUntilFinal(context, attempted, send);
	return { statusCode, headers, body: body as Buffer | NodeJS.ReadableStream, address };
}

/** One request to the address: its outcome, and whether it was a refusal of the signed permission. */
async function sendTo(
	context: IExecuteFunctions,
	request: SignedUrlRequest,
	address: SignedAddress,
): Promise<{ outcome: Outcome; refused: boolean }> {
	try {
		const response = (await context.helpers.httpRequest({
			method: request.method,
			url: address.url,
			headers: { ...address.headers },
			body: request.body,
			returnFullResponse: true,
			encoding: request.stream ? 'stream' : 'arraybuffer',
			json: false,
			disableFollowRedirect: true,
			ignoreHttpStatusErrors: true,
			timeout: REQUEST_TIMEOUT_MS,
		})) as RawResponse;
		const { statusCode, headers } = response;
		const ok = statusCode >= 200 && statusCode < 300;
		if (ok && !isJson(headers)) {
			const body = request.stream ? response.body : toBuffer(response.body);
			return { outcome: { kind: 'ok', statusCode, headers, body }, refused: false };
		}
		if (ok) {
			// A file address that answers JSON: kept when it parses, a broken answer when not.
			const text = await bodyText(response.body);
			return { outcome: answered(statusCode, headers, Buffer.from(text), true), refused: false };
		}
		const text = await bodyText(response.body);
		const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1];
		const refused =
			statusCode === 403 ||
			(statusCode >= 400 && statusCode < 500 && REFUSAL_CODES.includes(code ?? ''));
		return { outcome: { kind: 'status', statusCode, headers, body: storageError(text) }, refused };
	} catch (error) {
		return { outcome: failed(error), refused: false };
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
