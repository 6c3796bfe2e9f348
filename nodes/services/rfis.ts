import type { IDataObject, INodePropertyOptions } from 'n8n-workflow';

import { offsetPaging } from '../shared/paging/offset';
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
 * The ACC RFIs v3 API (reference pages, no OpenAPI file; docs/service-decisions.md "RFIs v3"): its
 * calls below one project, its project id, its advice and its page size. The search is a POST
 * whose body carries `pagination { limit, offset }`; the other lists take them in the query.
 */

/** A call of the RFIs API below one project (its ID without `b.`). */
export type RfiCall = ConstructionCall;

/** Act As User ID and the region header, as every call of an operation sends them. */
export type RfiCallOptions = ConstructionCallOptions;

export const RFI_SEARCH = '/search:rfis';
export const RFI_TYPES = '/rfi-types';
export const RFI_ATTRIBUTES = '/attributes';

/** The largest page of the RFIs API's lists (the sandbox's choice; the pages give none). */
export const RFI_PAGE = 100;

/** The statuses of the RFI workflow (docs/service-decisions.md "RFIs v3"). */
export const RFI_STATUS_OPTIONS: INodePropertyOptions[] = [
	{ name: 'Answered', value: 'answered' },
	{ name: 'Closed', value: 'closed' },
	{ name: 'Draft', value: 'draft' },
	{ name: 'Open', value: 'open' },
	{ name: 'Rejected', value: 'rejected' },
	{ name: 'Submitted', value: 'submitted' },
	{ name: 'Void', value: 'void' },
];

/** The project as the RFIs API takes it: only Construction Cloud projects have RFIs v3. */
export function rfiProjectId(projectId: string): string {
	return constructionProjectId(projectId, {
		then: 'RFIs belong to Autodesk Construction Cloud projects: choose the project from the list, or paste its ID or URL.',
	});
}

export function rfiRequest(project: string, call: RfiCall, options: RfiCallOptions): ApsRequest {
	return constructionRequest(apsPath`/construction/rfis/v3/projects/${project}`, call, options);
}

const RFIS_ADVICE = {
	api: 'RFIs',
	member:
		"The caller must be a member of the project with an RFI workflow role: a project admin gives roles (creator, manager, reviewer) in the RFIs tool's settings. A member without a role reads RFIs only; RFI > Get My Permissions shows the caller's roles and what they allow.",
	notFound:
		'RFIs v3 serves Autodesk Construction Cloud projects only: for a BIM 360 project it answers 404. Check that the project is an ACC project, and that the RFI ID is one of its RFIs (RFI > Get Many); a draft is seen only by its creator and the RFI managers.',
};

/**
 * Sends a request of the RFIs API: a 403 gets the API's advice (a two-legged token without Act As
 * User ID, or a member without the workflow role the call needs), a 404 says that BIM 360
 * projects are not served.
 */
export async function sendRfiRequest<T>(context: ApsFunctions, request: ApsRequest): Promise<T> {
	return await sendConstructionRequest<T>(context, request, RFIS_ADVICE);
}

/** A request of the RFIs API below one project. */
export async function rfiCall<T>(
	context: ApsFunctions,
	project: string,
	call: RfiCall,
	options: RfiCallOptions,
): Promise<T> {
	return await sendRfiRequest<T>(context, rfiRequest(project, call, options));
}

/**
 * Every record of an RFIs API list, or the first `limit`, by limit and offset (in the query, or in
 * the body's `pagination` for the search), each page sent with this API's advice.
 */
export async function collectRfiList<T = IDataObject>(
	context: ApsFunctions,
	request: ApsRequest,
	{ limit, in: where = 'query' }: { limit?: number; in?: 'query' | 'body' } = {},
): Promise<T[]> {
	return await collect<T>(context, offsetPaging<T>({ maxPage: RFI_PAGE, in: where }), request, {
		limit,
		send: async (page) => await sendRfiRequest(context, page),
	});
}

/**
 * The pages of an RFIs API list, read one at a time (none asked for ahead), of `maxPage` records,
 * each sent with this API's advice.
 */
export function rfiPages<T = IDataObject>(
	context: ApsFunctions,
	request: ApsRequest,
	{ maxPage, in: where = 'query' }: { maxPage: number; in?: 'query' | 'body' },
): AsyncGenerator<Page<T>> {
	return pages<T>(context, offsetPaging<T>({ maxPage, in: where }), request, {
		ahead: 0,
		send: async (page) => await sendRfiRequest(context, page),
	});
}

/** The project's users (Account Admin, account:read), each page sent with this API's advice. */
export async function rfiProjectUsers(
	context: ApsFunctions,
	project: string,
	userId: string | undefined,
): Promise<IDataObject[]> {
	const { api, member } = RFIS_ADVICE;
	return await collectConstructionList(
		context,
		projectUsersRequest(project, userId),
		{ api, member },
		{ maxPage: PROJECT_USERS_PAGE },
	);
}
