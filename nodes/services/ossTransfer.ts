import type { IDataObject, IExecuteFunctions, JsonObject } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import { partCount, partSizeFor, readParts } from '../shared/parts';
import { storeSignedDownload } from '../shared/signedDownload';
import { signedUrlRequest } from '../shared/signedUrl';
import { apsRequest } from '../shared/transport';
import { bucketPath } from './oss';

/**
 * Files in and out of OSS through signed S3 URLs, for any bucket: the app's own buckets
 * (Object resource) and Data Management's storage (`wip.dm.prod`). Upload: part URLs from
 * `GET .../signeds3upload`, each part PUT to its URL (retried on failure, a fresh URL when one
 * is refused), then one `POST .../signeds3upload` that completes it: never sent twice. Download:
 * `GET .../signeds3download`, then the bytes from its URL as a stream (signedDownload.ts: a fresh
 * URL when one is refused, started over once when the connection is cut midway).
 */

export interface StoredObject {
	bucketKey: string;
	objectKey: string;
}

const OBJECT_ID = /^urn:adsk\.objects:os\.object:([-_.a-z0-9]{3,128})\/(.+)$/;

/** The bucket and object of a storage id `urn:adsk.objects:os.object:<bucketKey>/<objectKey>`. */
export function storedObjectOf(objectId: string): StoredObject | undefined {
	const match = OBJECT_ID.exec(objectId.trim());
	return match ? { bucketKey: match[1], objectKey: match[2] } : undefined;
}

export interface UploadSource {
	/** The file: a stream (read part by part) or bytes already in memory. */
	data: AsyncIterable<Buffer | string> | Buffer;
	/** Its size in bytes when known: URLs are then asked for in batches of up to 25. */
	size?: number;
	/** Recorded with the object; downloads answer it as their Content-Type. */
	contentType?: string;
	/** The file's name for messages, when it is not the object key. */
	fileName?: string;
}

export interface TransferOptions {
	/** For messages: "Upload object". */
	operation: string;
	/** x-user-id for the OSS calls (not for the signed URLs). */
	userId?: string;
	/** Part size in bytes (5-100 MiB; raised when a file would need more than 10,000 parts). */
	partBytes?: number;
	/** The file's name for messages, when it is not the object key (downloads). */
	fileName?: string;
}

/** URLs per request and how long they stay valid (a URL that expired is asked for again). */
const URLS_PER_REQUEST = 25;
const URL_MINUTES = 10;

interface SignedUpload {
	uploadKey: string;
	urls: string[];
}

/** Uploads a file into `target`; answers the completed object's details (objectId, size, ...). */
export async function uploadObject(
	context: IExecuteFunctions,
	target: StoredObject,
	source: UploadSource,
	options: TransferOptions,
): Promise<IDataObject> {
	const partBytes = partSizeFor(source.size, options.partBytes);
	const totalParts = source.size === undefined ? undefined : partCount(source.size, partBytes);
	const signedPath = `${bucketPath(target.bucketKey, target.objectKey)}/signeds3upload`;
	let uploadKey: string | undefined;
	const urls = new Map<number, string>();

	const fetchUrls = async (firstPart: number) => {
		const count = totalParts ? Math.min(URLS_PER_REQUEST, totalParts - firstPart + 1) : 1;
		const response = await apsRequest<SignedUpload>(context, {
			method: 'GET',
			url: signedPath,
			operation: `${options.operation}: get upload URLs`,
			query: { parts: Math.max(1, count), firstPart, uploadKey, minutesExpiration: URL_MINUTES },
			userId: options.userId,
		});
		uploadKey = response.body.uploadKey;
		response.body.urls.forEach((url, index) => urls.set(firstPart + index, url));
	};

	const putPart = async (number: number, bytes: Buffer, sentBefore: number) => {
		if (!urls.has(number)) await fetchUrls(number);
		await signedUrlRequest(context, {
			method: 'PUT',
			url: urls.get(number) as string,
			body: bytes,
			operation: `${options.operation}: upload part ${number}`,
			// S3 refuses a URL past its expiry with 403: a fresh one for the same part is asked for.
			renew: async () => {
				await fetchUrls(number);
				return { url: urls.get(number) as string };
			},
			transfer: {
				direction: 'upload',
				fileName: source.fileName ?? target.objectKey,
				doneBytes: sentBefore,
				totalBytes: source.size,
			},
		});
		urls.delete(number);
	};

	let number = 0;
	let size = 0;
	for await (const part of readParts(source.data, partBytes)) {
		number += 1;
		await putPart(number, part, size);
		size += part.length;
	}
	if (number === 0) {
		// The file's recorded size was checked before anything was sent; this is a stored file that
		// yielded no bytes after all.
		throw new NodeOperationError(
			context.getNode(),
			'The file is empty: there is nothing to upload',
		);
	}
	const headers: Record<string, string> = {};
	if (source.contentType) headers['x-ads-meta-Content-Type'] = source.contentType;
	const completed = await apsRequest<IDataObject>(context, {
		method: 'POST',
		url: signedPath,
		operation: `${options.operation}: complete the upload`,
		body: { uploadKey: uploadKey as string, size },
		headers,
		userId: options.userId,
	});
	return completed.body;
}

export interface DownloadedObject {
	data: NodeJS.ReadableStream;
	contentType?: string;
	size?: number;
	sha1?: string;
}

interface SignedDownload {
	status?: string;
	url?: string;
	size?: number;
	sha1?: string;
	params?: IDataObject;
}

/**
 * A stored object's bytes as a stream, with its type and size, handed to `store` (which reads the
 * stream to its end): a fresh URL when one is refused, the download started over once when its
 * connection is cut (signedDownload.ts).
 */
export async function downloadObject<T>(
	context: IExecuteFunctions,
	source: StoredObject,
	options: TransferOptions,
	store: (file: DownloadedObject) => Promise<T>,
): Promise<T> {
	const signedUrl = async () =>
		await signedDownloadUrl(context, source, { ...options, minutes: URL_MINUTES });
	const signed = await signedUrl();
	return await storeSignedDownload(
		context,
		{
			operation: `${options.operation}: download the bytes`,
			fileName: options.fileName ?? source.objectKey,
			address: { url: signed.url },
			renew: async () => ({ url: (await signedUrl()).url }),
			size: signed.size,
		},
		async (response) =>
			await store({
				data: response.body,
				contentType:
					response.headers['content-type'] ||
					(signed.params?.['content-type'] as string | undefined),
				size: signed.size,
				sha1: signed.sha1,
			}),
	);
}

export interface DownloadUrlOptions extends TransferOptions {
	/** How long the URL works, 1-60 minutes. */
	minutes: number;
	/** Headers the download should answer: `response-content-disposition`, `response-content-type`. */
	overrides?: Record<string, string>;
}

export interface DownloadUrl {
	url: string;
	size?: number;
	sha1?: string;
	status?: string;
	/** The headers the download will answer, as the service recorded the request. */
	params?: IDataObject;
}

/**
 * A signed S3 (or, while a chunked upload is still assembling, OSS) URL that downloads a stored
 * object without a token, for `minutes` (`GET .../signeds3download`, as
 * autodesk-platform-services/aps-sdk-openapi, oss/oss.yaml describes it); nothing is downloaded.
 */
export async function signedDownloadUrl(
	context: IExecuteFunctions,
	source: StoredObject,
	options: DownloadUrlOptions,
): Promise<DownloadUrl> {
	const signed = await apsRequest<SignedDownload>(context, {
		method: 'GET',
		url: `${bucketPath(source.bucketKey, source.objectKey)}/signeds3download`,
		operation: `${options.operation}: get the download URL`,
		query: {
			...options.overrides,
			minutesExpiration: options.minutes,
			'public-resource-fallback': true,
		},
		userId: options.userId,
	});
	const { url, size, sha1, status, params } = signed.body ?? {};
	if (!url) {
		throw new NodeApiError(context.getNode(), (signed.body ?? {}) as JsonObject, {
			message: `${options.operation} failed: the service gave no download URL (status ${String(status)})`,
			description: 'The object may still be assembling after its upload. Try again in a minute.',
		});
	}
	return { url, size, sha1, status, params };
}
