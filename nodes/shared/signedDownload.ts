import type { IExecuteFunctions } from 'n8n-workflow';

import { cancelSignalOf, waitForRetry } from './cancellation';
import { cutTransferError, settled } from './errors';
import { RETRY_BACKOFF_MS } from './timeouts';
import type { SignedAddress } from './signedUrl';
import { signedUrlRequest } from './signedUrl';

export interface SignedDownloadRequest {
	/** For messages: "Download object". */
	operation: string;
	/** The file's name, for messages. */
	fileName: string;
	address: SignedAddress;
	/** What carries the permission: the URL (S3) or cookies in the address's headers (the CDN). */
	signedBy?: 'url' | 'cookies';
	/** A fresh address for the same file, asked for once when one is refused (signedUrl.ts). */
	renew?: () => Promise<SignedAddress>;
	/** The size the service gave, when the answer does not say it. */
	size?: number;
}

export interface SignedDownload {
	headers: Record<string, string>;
	/** The file's bytes as they come, to be stored by the caller. */
	body: NodeJS.ReadableStream;
}

/**
 * How often a download cut midway through its body starts over. retry.ts sends a GET again after
 * a dropped connection (up to three times), but a request is cheap to repeat and a cut download is
 * not: it starts over from the first byte (n8n's binary store takes a stream once and keeps
 * nothing of a failed one). One restart covers a passing drop; a connection that cuts every long
 * transfer (a proxy's limit) would cut each restart again, so more would only make the user wait
 * longer for the explanation.
 */
const RESTARTS_AFTER_A_CUT = 1;

/**
 * A file from a signed address (S3, the CDN), handed to `store` (which reads the stream to its
 * end, e.g. into n8n's binary store). A refused address is renewed once (signedUrl.ts); a
 * connection lost before the answer is retried as retry.ts says; one cut midway through the body
 * starts the download over once. A cut that stays fails with the file's name, the bytes received
 * of the total and what to do (cutTransferError); nothing of the file is kept.
 */
export async function storeSignedDownload<T>(
	context: IExecuteFunctions,
	request: SignedDownloadRequest,
	store: (download: SignedDownload) => Promise<T>,
): Promise<T> {
	let address = request.address;
	for (let restarts = 0; ; restarts++) {
		const response = await signedUrlRequest(context, {
			method: 'GET',
			url: address.url,
			headers: address.headers,
			stream: true,
			operation: request.operation,
			signedBy: request.signedBy,
			renew: request.renew,
			transfer: {
				direction: 'download',
				fileName: request.fileName,
				doneBytes: 0,
				totalBytes: request.size,
			},
		});
		address = response.address;
		const body = response.body as NodeJS.ReadableStream;
		const watched = watchBody(body);
		const stored = await settled(store({ headers: response.headers, body }));
		if (stored.ok) return stored.value;
		const cause = watched.lostBecause();
		if (cause === undefined) throw stored.error;
		const total = numberHeader(response.headers, 'content-length') ?? request.size;
		if (restarts >= RESTARTS_AFTER_A_CUT) {
			throw cutTransferError(
				context.getNode(),
				request.operation,
				cause,
				{
					direction: 'download',
					fileName: request.fileName,
					doneBytes: watched.received(),
					totalBytes: total,
				},
				restarts,
			);
		}
		await waitForRetry(
			context,
			cancelSignalOf(context),
			RETRY_BACKOFF_MS[0],
			request.operation,
			restarts,
		);
	}
}

/**
 * What an answer's body went through: the bytes that arrived (counted as the response pushes
 * them in, whoever reads them and however; those already waiting when it is watched counted
 * first) and, when its connection broke, why (also when it broke before it was watched).
 * Listening to 'error' leaves the stream's flow to its reader.
 */
function watchBody(body: NodeJS.ReadableStream): {
	received: () => number;
	lostBecause: () => string | undefined;
} {
	const stream = body as unknown as {
		push: (chunk: unknown, encoding?: string) => boolean;
		readableLength?: number;
		errored?: unknown;
	};
	if (typeof stream.push !== 'function') {
		// A JSON file's answer arrives read whole (signedUrl.ts), as bytes: nothing to watch.
		return { received: () => 0, lostBecause: () => undefined };
	}
	let received = stream.readableLength ?? 0;
	let lost: unknown = stream.errored ?? undefined;
	const push = stream.push.bind(stream);
	stream.push = (chunk, encoding) => {
		if (chunk && typeof (chunk as Buffer).length === 'number') received += (chunk as Buffer).length;
		return push(chunk, encoding);
	};
	body.once('error', (error: unknown) => {
		lost ??= error;
	});
	return {
		received: () => received,
		lostBecause: () => {
			const error = lost ?? stream.errored;
			return error ? lostConnection(error) : undefined;
		},
	};
}

/**
 * A lost connection in words, never a bare "aborted". Not its system code: n8n swaps a message
 * naming one (ECONNRESET...) for its own generic sentence, losing the file and the bytes.
 */
function lostConnection(error: unknown): string {
	const code = (error as { code?: unknown })?.code;
	return code === 'ECONNRESET'
		? 'the connection was reset midway'
		: 'the connection was lost midway';
}

function numberHeader(headers: Record<string, string>, name: string): number | undefined {
	const found = Object.entries(headers ?? {}).find(([key]) => key.toLowerCase() === name)?.[1];
	const value = Number(found);
	return found !== undefined && Number.isFinite(value) ? value : undefined;
}
