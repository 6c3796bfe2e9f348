import type { IDataObject, IExecuteFunctions, IHttpRequestMethods, JsonObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import { usesServiceAccount } from '../shared/credential';
import { credentialData } from '../shared/credentialData';
import { hasApiStatus, settled } from '../shared/errors';
import { isGuid } from '../shared/hubIds';
import { InputRuleError } from '../shared/inputRules';
import { show } from '../shared/jsonField';
import { offsetPaging } from '../shared/paging/offset';
import { collect } from '../shared/paging/pager';
import type { SignedDownload } from '../shared/signedDownload';
import { storeSignedDownload } from '../shared/signedDownload';
import { apsRequest } from '../shared/transport';
import type { ApsFunctions, ApsRequest } from '../shared/types';
import { apsPath, dotSegmentIn } from '../shared/url';

/**
 * The Data Connector API (the reference pages `data-connector/v1/accounts/{accountId}/...`): its
 * paths below an account (the hub ID without `b.`), its user context (a three-legged token of an
 * Authorization Code or Secure Service Account credential; no two-legged token), its 403 advice
 * (an account admin with executive overview, or a project admin for one project), its lists
 * (`limit`/`offset` until `pagination.totalResults`) and the extract's files, each behind a
 * signed URL that works for 60 seconds.
 */

/** The largest page the sandbox and the node ask for (the reference gives 20 as the default only). */
export const DATA_CONNECTOR_PAGE = 100;

/** Projects at most in one request ("up to 50 projects"). */
export const MAX_REQUEST_PROJECTS = 50;

/** How long a file's signed URL works (the reference: "valid for 60 seconds"). */
export const SIGNED_URL_SECONDS = 60;

/** The name of the extract's ZIP of every file. */
export const EXTRACT_ZIP = 'autodesk_data_extract.zip';

/** The service groups a request can name (the Field Guide and the changelog). */
export const SERVICE_GROUPS = [
	'admin',
	'activities',
	'assets',
	'checklists',
	'cost',
	'dailylogs',
	'forms',
	'issues',
	'locations',
	'meetingminutes',
	'photos',
	'relationships',
	'reviews',
	'rfis',
	'schedule',
	'sheets',
	'submittals',
	'transmittals',
] as const;

/** `scheduleInterval`: once, or every day, week, month or year. */
export const SCHEDULE_INTERVALS = ['ONE_TIME', 'DAY', 'WEEK', 'MONTH', 'YEAR'] as const;

/** `dateRange`: the predefined data timeframes, and CUSTOM (Start Date and End Date). */
export const DATE_RANGES = [
	'TODAY',
	'YESTERDAY',
	'PAST_7_DAYS',
	'MONTH_TO_DATE',
	'LAST_MONTH',
	'CUSTOM',
] as const;

/** A job's `status` once it has ended (its `completionStatus` says how: success, error, cancelled). */
export const JOB_COMPLETE = 'complete';

/** A call of the API: its path (built with the path builders below) and what goes with it. */
export interface DataConnectorCall {
	method: IHttpRequestMethods;
	path: string;
	operation: string;
	query?: IDataObject;
	body?: IDataObject;
}

/** A request's or job's ID: a UUID, checked before anything is sent. */
export function checkedDataConnectorId(field: string, value: unknown): string {
	const text = typeof value === 'string' ? value.trim() : '';
	if (!isGuid(text)) {
		throw new InputRuleError(
			field,
			`must be a UUID (such as 3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d); got ${show(value)}`,
			{
				then: 'Get Many of its resource lists the IDs.',
			},
		);
	}
	return text.toLowerCase();
}

/** The name of one file of an extract, as data-listing gives it: one path segment. */
export function checkedFileName(field: string, value: unknown): string {
	const text = typeof value === 'string' ? value.trim() : '';
	if (!text || /[/\\]/.test(text) || dotSegmentIn(text)) {
		throw new InputRuleError(
			field,
			`must be the name of one file of the extract, as List Files gives it (such as issues_issues.csv); got ${show(value)}`,
		);
	}
	return text;
}

/** The saved requests of an account, or one of them. */
export const requestsPath = (accountId: string, requestId?: string): string =>
	requestId === undefined
		? apsPath`/data-connector/v1/accounts/${accountId}/requests`
		: apsPath`/data-connector/v1/accounts/${accountId}/requests/${requestId}`;

/** The jobs a saved request spawned. */
export const requestJobsPath = (accountId: string, requestId: string): string =>
	apsPath`/data-connector/v1/accounts/${accountId}/requests/${requestId}/jobs`;

/** The jobs of the account, or one of them (DELETE cancels it). */
export const jobsPath = (accountId: string, jobId?: string): string =>
	jobId === undefined
		? apsPath`/data-connector/v1/accounts/${accountId}/jobs`
		: apsPath`/data-connector/v1/accounts/${accountId}/jobs/${jobId}`;

/** The files of a job's extract: name, creation date and size. */
export const dataListingPath = (accountId: string, jobId: string): string =>
	apsPath`/data-connector/v1/accounts/${accountId}/jobs/${jobId}/data-listing`;

/** The signed URL of one file of a job's extract. */
export const dataFilePath = (accountId: string, jobId: string, name: string): string =>
	apsPath`/data-connector/v1/accounts/${accountId}/jobs/${jobId}/data/${name}`;

const RIGHTS_ADVICE =
	"The Data Connector answers a user with executive overview permission in the account (an account admin can grant it under Account Admin > Members), or a project admin for the one project the request names. Its requests and jobs are each user's own: the user who created a request sees it. With the Service Account credential, give the service account (by its email, <name>@<client id>.adskserviceaccount.autodesk.com) that permission.";

const TWO_LEGGED_ADVICE =
	'The Data Connector needs a user context: it takes no two-legged (Client Credentials) token, not even with a user to act for. Use an Authorization Code credential of a user with executive overview permission, or the Service Account credential.';

const NOT_FOUND_ADVICE =
	'A request or job is found only by the user who created it, in the account it was created in: Get Many lists yours. A job that was cancelled or failed, or is still running, has no extract yet; a file is found by the exact name List Files gives.';

/** Sends a request of the API; a 403 and a 404 say who may see what. */
async function sendDataConnectorRequest<T>(context: ApsFunctions, request: ApsRequest): Promise<T> {
	const sent = await settled(apsRequest<T>(context, request));
	if (sent.ok) return sent.value.body;
	const { error } = sent;
	if (hasApiStatus(error, 403)) {
		const appToken =
			!usesServiceAccount(context.getNode()) &&
			(await credentialData(context)).grantType === 'clientCredentials';
		error.description = appToken ? TWO_LEGGED_ADVICE : RIGHTS_ADVICE;
	} else if (hasApiStatus(error, 404)) {
		error.description = NOT_FOUND_ADVICE;
	}
	throw error;
}

const requestOf = (call: DataConnectorCall): ApsRequest => ({
	method: call.method,
	url: call.path,
	operation: call.operation,
	query: call.query,
	body: call.body,
});

/** The body of one call. */
export async function dataConnectorCall<T>(
	context: ApsFunctions,
	call: DataConnectorCall,
): Promise<T> {
	return await sendDataConnectorRequest<T>(context, requestOf(call));
}

/** Every record of a list, or the first `limit`, by `limit` and `offset`. */
export async function collectDataConnectorList<T = IDataObject>(
	context: ApsFunctions,
	call: DataConnectorCall,
	limit?: number,
): Promise<T[]> {
	return await collect<T>(
		context,
		offsetPaging<T>({ maxPage: DATA_CONNECTOR_PAGE }),
		requestOf(call),
		{ limit, send: async (page) => await sendDataConnectorRequest(context, page) },
	);
}

/** A file of the extract as data-listing names it. */
export interface ExtractFile {
	name: string;
	createdAt?: string;
	size?: number;
}

/** The files of a job's extract (404 when the job made none: cancelled, failed, not done). */
export async function listExtractFiles(
	context: ApsFunctions,
	accountId: string,
	jobId: string,
): Promise<ExtractFile[]> {
	const files = await dataConnectorCall<unknown>(context, {
		method: 'GET',
		path: dataListingPath(accountId, jobId),
		operation: 'List extracted files',
	});
	return Array.isArray(files) ? (files as ExtractFile[]) : [];
}

/** A file's signed URL, and when it stops working (60 seconds after it was asked for). */
export interface ExtractLink {
	url: string;
	expiresAt: string;
}

/** Asks for the signed URL of one file of a job's extract; nothing is downloaded. */
export async function extractFileLink(
	context: ApsFunctions,
	accountId: string,
	jobId: string,
	name: string,
): Promise<ExtractLink> {
	const askedAt = Date.now();
	const answer = await dataConnectorCall<IDataObject>(context, {
		method: 'GET',
		path: dataFilePath(accountId, jobId, name),
		operation: 'Get extracted file URL',
	});
	const url = answer?.signedUrl;
	if (typeof url !== 'string' || !url) {
		throw new NodeApiError(context.getNode(), (answer ?? {}) as JsonObject, {
			message: `Get extracted file URL failed: the service gave no signed URL for "${name}"`,
			description:
				'Run the node again; if it persists, list the files of the job to check the name.',
		});
	}
	return { url, expiresAt: new Date(askedAt + SIGNED_URL_SECONDS * 1000).toISOString() };
}

/**
 * One file of a job's extract, its bytes streamed to `store` (which reads the stream to its end):
 * the signed URL lasts 60 seconds, so a refused one is asked for afresh once (signedDownload.ts),
 * and a refusal is worded as the URL's, never the app's permissions.
 */
export async function downloadExtractFile<T>(
	context: IExecuteFunctions,
	file: { accountId: string; jobId: string; name: string; size?: number },
	store: (download: SignedDownload) => Promise<T>,
): Promise<T> {
	const link = async () => ({
		url: (await extractFileLink(context, file.accountId, file.jobId, file.name)).url,
	});
	return await storeSignedDownload(
		context,
		{
			operation: `Download extracted file ${file.name}`,
			fileName: file.name,
			address: await link(),
			renew: link,
			size: file.size,
		},
		store,
	);
}
