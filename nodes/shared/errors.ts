import type { INode, JsonObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import { usesServiceAccount } from './credential';
import type { StatusAdvice } from './types';

/** Whether an error is the service's answer with this status (404 not found, 409 conflict, 423 locked...). */
export function hasApiStatus(error: unknown, status: number): error is NodeApiError {
	return error instanceof NodeApiError && error.httpCode === String(status);
}

/**
 * The outcome of a call as a value: its result, or the error it threw, to examine with
 * hasApiStatus and throw on. The one way a caller decides what a status means (a 404 on delete,
 * a 409 on create).
 */
export async function settled<T>(
	work: Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
	try {
		return { ok: true, value: await work };
	} catch (error) {
		return { ok: false, error };
	}
}

/** What each status means for the user: what happened and what to do next. */
const ADVICE: Record<number, string> = {
	400: 'The service refused the request as invalid. Correct the field it names; sending it again unchanged fails again.',
	401: 'The access token was refused or lacks a scope this operation needs. Reconnect the credential, or add the scope to its Scopes field and reconnect.',
	403: 'Permission not granted, or the app is not allowed in this account (an account admin adds it under integrations). Do not retry until permissions are fixed.',
	404: 'Not found. Check the id, the region, and that the caller (or the x-user-id user) can see it.',
	405: 'The service does not allow this method here.',
	406: "The request is not acceptable, for example an output format the source cannot produce. Request only output types that the source's file type supports (Autodesk's Model Derivative guide lists them under Supported Translations).",
	409: 'It conflicts with an earlier request that is still in progress, or with something that already exists. Wait for the other request to finish, then try again.',
	415: 'The service does not accept this content type.',
	423: 'The item is locked or being modified. Try again once it is unlocked.',
	429: 'Rate limit exceeded. Wait before retrying, or spread the work over more time (Loop Over Items with a Wait node).',
};

const SERVER_ADVICE =
	'The service had an unexpected problem. Requests that change nothing were retried; try again later.';

const NOT_REPEATED =
	'The request was not repeated automatically because the service may already have acted on it: check before sending it again.';

export interface ApiFailure {
	statusCode: number;
	body: unknown;
	method: string;
	operation: string;
	retries: number;
	/** A circumstance of the failure the advice should begin with, in words. */
	note?: string;
	/** A signed address (S3 URL, CDN cookies) refused it: its own words, never the app's permissions. */
	signed?: SignedRefusal;
	/** What a refusal means for this API or operation (its service client's words). */
	advice?: StatusAdvice;
}

/** A signed address that refused a request: what carried the permission, and whether a fresh one was tried. */
export interface SignedRefusal {
	by: 'url' | 'cookies';
	renewed: boolean;
}

/**
 * The refusal of a signed address (an S3 URL past its expiry or with a signature that no longer
 * matches; CDN cookies expired or invalid) is about that address, not about the app or the account.
 */
function signedRefusalError(
	node: INode,
	failure: ApiFailure,
	refusal: SignedRefusal,
): NodeApiError {
	const own = serviceMessage(failure.body) ?? `the service answered ${failure.statusCode}`;
	const what =
		refusal.by === 'cookies' ? "the download's signed cookies were" : 'the signed URL was';
	const again = refusal.renewed
		? refusal.by === 'cookies'
			? ', and so were fresh ones asked for once'
			: ', and so was a fresh one asked for once'
		: '';
	const place = refusal.by === 'cookies' ? 'The download address (CDN)' : 'Storage (S3)';
	const next =
		refusal.by === 'cookies'
			? 'Run the node again: it fetches new cookies.'
			: 'Run the node again: it asks for new signed URLs.';
	return new NodeApiError(
		node,
		{ message: own },
		{
			message: `${failure.operation} failed: ${what} refused (${own})${again}${retried(failure.retries)}`,
			description: `${place} refused the signed permission of this transfer: it had expired or was not valid, for example after a long run or a jump of the clock of the n8n host. This is not a permission of the app or the account. ${next} If it happens again at once, check that the clock of the n8n host is right.`,
			httpCode: String(failure.statusCode),
		},
	);
}

/** The service's own words, from whichever error shape it used. */
export function serviceMessage(body: unknown): string | undefined {
	if (typeof body === 'string') return body.trim() ? body.trim().slice(0, 500) : undefined;
	if (!body || typeof body !== 'object') return undefined;
	const record = body as Record<string, unknown>;
	if (Array.isArray(record.errors) && record.errors.length) {
		return record.errors
			.map((error: Record<string, unknown>) => error.detail ?? error.title ?? error.message ?? error.code)
			.filter(Boolean)
			.join('; ');
	}
	const meta = record.meta as Record<string, unknown> | undefined;
	if (meta && Array.isArray(meta.warnings) && meta.warnings.length) {
		return meta.warnings
			.map((warning: Record<string, unknown>) =>
				[warning.Title, warning.Detail].filter(Boolean).join(': '),
			)
			.join('; ');
	}
	for (const key of MESSAGE_KEYS) {
		const text = textOf(record[key]);
		if (text) return text;
	}
	return undefined;
}

/** Where a message may stand: Model Derivative, webhooks (`detail` is a list there), OAuth, others. */
const MESSAGE_KEYS = [
	'diagnostic',
	'diagnostics',
	'detail',
	'developerMessage',
	'error_description',
	'message',
	'reason',
	'error',
];

function textOf(value: unknown): string | undefined {
	if (typeof value === 'string') return value || undefined;
	if (Array.isArray(value) && value.length) return value.map(String).join('; ');
	return undefined;
}

export function capitalized(text: string): string {
	return text.charAt(0).toUpperCase() + text.slice(1);
}

/** What a status means when the node sends as a service account (its token is renewed by itself). */
const SERVICE_ACCOUNT_ADVICE: Record<number, string> = {
	401: "The service account's token was refused or lacks a scope this operation needs. Add the scope to the Scopes field of the Service Account credential: the next run gets a token with it.",
	403: 'The service account sees only the projects its email (<name>@<client id>.adskserviceaccount.autodesk.com; Service Account > Get shows it) was added to. Add that email as a member of this project, with the permissions the operation needs, or check that the app is allowed in this account (an account admin adds it under integrations).',
};

function advice(statusCode: number, method: string, node: INode, own?: StatusAdvice): string {
	if (statusCode >= 500) return method === 'POST' ? NOT_REPEATED : SERVER_ADVICE;
	const specific = own?.[statusCode];
	if (specific?.instead) return specific.instead;
	const general =
		(usesServiceAccount(node) ? SERVICE_ACCOUNT_ADVICE[statusCode] : undefined) ??
		ADVICE[statusCode] ??
		'The service refused the request.';
	return specific?.add ? `${general} ${specific.add}` : general;
}

/** " (after 2 retries)": how often the request was sent again, if it was. */
/** " (after 2 retries)", or nothing when the request was sent once. */
export function retried(retries: number): string {
	return retries ? ` (after ${retries} ${retries === 1 ? 'retry' : 'retries'})` : '';
}

/** A run of ID characters this long (a design's base64 URN) would run off an error's title. */
const LONG_ID = /[A-Za-z0-9_-]{40,}={0,2}/g;

/** The service's message for a title: long IDs shortened to their first characters. */
function withoutLongIds(text: string): string {
	return text.replace(LONG_ID, (id) => `${id.slice(0, 12)}…`);
}

export function apiError(node: INode, failure: ApiFailure): NodeApiError {
	if (failure.signed) return signedRefusalError(node, failure, failure.signed);
	const { statusCode, body, method, operation, retries, note } = failure;
	const meaning = advice(statusCode, method, node, failure.advice);
	const own = serviceMessage(body) ?? `The service answered ${statusCode}`;
	const errorBody: JsonObject =
		body && typeof body === 'object' && !Array.isArray(body)
			? (body as JsonObject)
			: { message: own };
	const title = withoutLongIds(own);
	const said = title === own ? '' : `The service said: ${own} `;
	return new NodeApiError(node, errorBody, {
		message: `${operation} failed: ${title}${retried(retries)}`,
		description: said + (note ? `${capitalized(note)}. ${meaning}` : meaning),
		httpCode: String(statusCode),
	});
}

/** A failure without an HTTP answer: connection dropped, timed out, or an answer that is not JSON. */
export function transportError(
	node: INode,
	operation: string,
	cause: string,
	method: string,
	retries: number,
): NodeApiError {
	return new NodeApiError(
		node,
		{ message: cause },
		{
			message: `${operation} failed: ${cause}${retried(retries)}`,
			description:
				method === 'POST'
					? NOT_REPEATED
					: 'Check the network and the Base URL of the credential, then try again.',
		},
	);
}

/** Where a file transfer stood when its request was sent: the file, and the bytes already moved. */
export interface TransferPosition {
	direction: 'download' | 'upload';
	fileName: string;
	/** Bytes received (download) or sent in completed parts (upload) before this request. */
	doneBytes: number;
	totalBytes?: number;
}

/** A byte count in words: "512 bytes", "3.4 KiB", "40.0 MiB". */
function bytesInWords(bytes: number): string {
	if (bytes < 1024) return `${bytes} bytes`;
	if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
	return `${(bytes / (1024 * 1024)).toFixed(1)} MiB`;
}

/** The share of the bytes moved in whole percent, never 100 before the last byte. */
function share(doneBytes: number, totalBytes: number): number {
	const percent = Math.round((doneBytes / totalBytes) * 100);
	return doneBytes < totalBytes ? Math.min(99, percent) : percent;
}

/**
 * A file transfer whose connection was lost (dropped, timed out, cut midway through the body):
 * which file, how far it got, that nothing was kept, and what to do.
 */
export function cutTransferError(
	node: INode,
	operation: string,
	cause: string,
	position: TransferPosition,
	retries: number,
): NodeApiError {
	const { direction, fileName, doneBytes, totalBytes } = position;
	const of =
		totalBytes === undefined
			? bytesInWords(doneBytes)
			: `${bytesInWords(doneBytes)} of ${bytesInWords(totalBytes)}${totalBytes ? ` (${share(doneBytes, totalBytes)}%)` : ''}`;
	const moved = direction === 'download' ? 'received' : 'sent';
	const kept =
		direction === 'download'
			? 'Nothing was kept: the file is not in the output.'
			: 'Nothing was kept: the upload was not completed, so no object or version was made (storage discards the parts already sent).';
	return new NodeApiError(
		node,
		{ message: cause },
		{
			message: `${operation} failed: the ${direction} of "${fileName}" was cut off after ${of} ${moved}: ${cause}${retried(retries)}`,
			description: `${kept} Run the node again: the ${direction} starts over. If it keeps happening, check the network between n8n and Autodesk (a proxy or firewall that ends long transfers, a connection that drops).`,
		},
	);
}

/** Where a redirect pointed, without its path and query (they may carry signatures or tokens). */
function originOf(location: string | undefined): string | undefined {
	if (!location) return undefined;
	try {
		return new URL(location).origin;
	} catch {
		return 'a relative address';
	}
}

/** A 3xx answer: never followed, so the token and request body stay with the Base URL. */
export function redirectError(
	node: INode,
	operation: string,
	statusCode: number,
	location: string | undefined,
): NodeApiError {
	const target = originOf(location);
	const cause = `the service answered ${statusCode}, a redirect${target ? ` to ${target}` : ''}, which is not followed`;
	return new NodeApiError(
		node,
		{ message: cause },
		{
			message: `${operation} failed: ${cause}`,
			description:
				'No request follows a redirect, so the access token and request bodies never reach another address. Check the Base URL of the credential: it must be the API itself (https://developer.api.autodesk.com) or a proxy that forwards requests without redirecting them.',
			httpCode: String(statusCode),
		},
	);
}
