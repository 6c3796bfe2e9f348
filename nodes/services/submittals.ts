import type { IDataObject, INodePropertyOptions } from 'n8n-workflow';

import { nextUrlPaging } from '../shared/paging/nextUrl';
import type { Page } from '../shared/paging/pager';
import { collect, pages } from '../shared/paging/pager';
import type { ApsFunctions, ApsRequest } from '../shared/types';
import { apsPath } from '../shared/url';
import type { ConstructionCall, ConstructionCallOptions } from './construction';
import {
	collectConstructionList,
	constructionProjectId,
	constructionRequest,
	PROJECT_USERS_PAGE,
	projectUsersRequest,
	sendConstructionRequest,
} from './construction';

/**
 * The ACC Submittals v2 API (reference pages, no OpenAPI file; docs/service-decisions.md
 * "Submittals v2"): its calls below one project, its project id, its advice, and its lists, read
 * by `pagination.nextUrl` (1-50 a page). An item moves through the workflow by
 * `POST items/{itemId}:transition`, never by PATCH.
 */

/** A call of the Submittals API below one project (its ID without `b.`). */
export type SubmittalCall = ConstructionCall;

/** Act As User ID and the region header, as every call of an operation sends them. */
export type SubmittalCallOptions = ConstructionCallOptions;

export const SUBMITTAL_ITEMS = '/items';
export const SUBMITTAL_SPECS = '/specs';
export const SUBMITTAL_ITEM_TYPES = '/item-types';
export const SUBMITTAL_PACKAGES = '/packages';
export const SUBMITTAL_RESPONSES = '/responses';

export const submittalItemPath = (itemId: string): string => apsPath`/items/${itemId}`;
export const submittalTransitionPath = (itemId: string): string =>
	`${apsPath`/items/${itemId}`}:transition`;
export const submittalPackagePath = (packageId: string): string => apsPath`/packages/${packageId}`;

/** The largest page of the Submittals lists (the reference pages: limit 1-50). */
export const SUBMITTALS_PAGE = 50;

/** statusId: what the items list's `filter[statusId]` takes. */
export const SUBMITTAL_STATUS_OPTIONS: INodePropertyOptions[] = [
	{ name: 'Closed', value: '3' },
	{ name: 'Draft', value: '6', description: 'Seen by submittals managers only' },
	{ name: 'Empty', value: '5' },
	{ name: 'Open', value: '2', description: 'Submitted, in review or reviewed' },
	{ name: 'Required', value: '1', description: 'Waiting for submission' },
	{ name: 'Void', value: '4', description: 'Left out unless asked for' },
];

/** The project as the Submittals API takes it: only Construction Cloud projects have submittals. */
export function submittalProjectId(projectId: string): string {
	return constructionProjectId(projectId, {
		then: 'Submittals belong to Autodesk Construction Cloud projects: choose the project from the list, or paste its ID or URL.',
	});
}

export function submittalRequest(
	project: string,
	call: SubmittalCall,
	options: SubmittalCallOptions,
): ApsRequest {
	return constructionRequest(
		apsPath`/construction/submittals/v2/projects/${project}`,
		call,
		options,
	);
}

const SUBMITTALS_ADVICE = {
	api: 'Submittals',
	member:
		'The caller must be a member of the project with access to the Submittals tool: a project admin gives Submittals permissions (manager, or a submitter or reviewer of its items). A member without them reads at most; only managers create specs, edit items and see drafts.',
	notFound:
		'The Submittals API serves Autodesk Construction Cloud projects only: for a BIM 360 project it answers 404. Check that the project is an ACC project, and that the ID is one of its records (Submittal > Get Many, Get Packages); a draft item is seen only by the submittals managers.',
};

/**
 * Sends a request of the Submittals API: a 403 gets the API's advice (a two-legged token without
 * Act As User ID, or a member without the Submittals permission the call needs), a 404 says that
 * BIM 360 projects are not served.
 */
export async function sendSubmittalRequest<T>(
	context: ApsFunctions,
	request: ApsRequest,
): Promise<T> {
	return await sendConstructionRequest<T>(context, request, SUBMITTALS_ADVICE);
}

/** A request of the Submittals API below one project. */
export async function submittalCall<T>(
	context: ApsFunctions,
	project: string,
	call: SubmittalCall,
	options: SubmittalCallOptions,
): Promise<T> {
	return await sendSubmittalRequest<T>(context, submittalRequest(project, call, options));
}

/** Every record of a Submittals list, or the first `limit`, following `pagination.nextUrl`. */
export async function collectSubmittalList<T = IDataObject>(
	context: ApsFunctions,
	request: ApsRequest,
	{ limit }: { limit?: number } = {},
): Promise<T[]> {
	return await collect<T>(context, nextUrlPaging<T>({ maxPage: SUBMITTALS_PAGE }), request, {
		limit,
		send: async (page) => await sendSubmittalRequest(context, page),
	});
}

/**
 * A Submittals list's pages, one at a time (none asked for ahead), following `pagination.nextUrl`,
 * each sent with this API's advice.
 */
export function submittalPages<T = IDataObject>(
	context: ApsFunctions,
	request: ApsRequest,
	{ maxPage = SUBMITTALS_PAGE }: { maxPage?: number } = {},
): AsyncGenerator<Page<T>> {
	return pages<T>(context, nextUrlPaging<T>({ maxPage }), request, {
		ahead: 0,
		send: async (page) => await sendSubmittalRequest(context, page),
	});
}

/** The project's users (Account Admin, account:read), each page sent with this API's advice. */
export async function submittalProjectUsers(
	context: ApsFunctions,
	project: string,
	userId: string | undefined,
): Promise<IDataObject[]> {
	const { api, member } = SUBMITTALS_ADVICE;
	return await collectConstructionList(
		context,
		projectUsersRequest(project, userId),
		{ api, member },
		{ maxPage: PROJECT_USERS_PAGE },
	);
}
