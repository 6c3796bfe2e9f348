import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { sendUntilFinal } from './attempts';
import type { RawResponse } from './outcomes';
import { answered, failed, isJson, toBuffer, toText } from './outcomes';
import { REQUEST_TIMEOUT_MS } from './timeouts';
import type { ApsResponse, Outcome } from './types';

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
	const send = async (): Promise<Outcome> => {
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
			const { statusCode, headers } = response;
			const ok = statusCode >= 200 && statusCode < 300;
			if (ok && !isJson(headers)) {
				const body = request.stream ? response.body : toBuffer(response.body);
				return { kind: 'ok', statusCode, headers, body };
			}
			if (ok) {
				// A file address that answers JSON: kept when it parses, a broken answer when not.
				return answered(statusCode, headers, Buffer.from(await bodyText(response.body)), true);
			}
			return {
				kind: 'status',
				statusCode,
				headers,
				body: storageError(await bodyText(response.body)),
			};
		} catch (error) {
			return failed(error);
		}
	};
	const { statusCode, headers, body } = await sendUntilFinal(context, request, send);
	return { statusCode, headers, body: body as Buffer | NodeJS.ReadableStream };
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
