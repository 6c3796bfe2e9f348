import type { IDataObject, IHttpRequestMethods } from 'n8n-workflow';

import { usesServiceAccount } from '../shared/credential';
import { credentialData } from '../shared/credentialData';
import { hasApiStatus, settled } from '../shared/errors';
import type { NothingSent } from '../shared/inputRules';
import { offsetPaging } from '../shared/paging/offset';
import { collect } from '../shared/paging/pager';
import { accountGuid } from '../shared/hubIds';
import { apsRequest } from '../shared/transport';
import type { ApsFunctions, ApsRequest } from '../shared/types';
import { apsPath } from '../shared/url';

/**
 * What the Autodesk Construction Cloud APIs share (Issues, Account Admin, and RFIs, Submittals...
 * as they come): a project by its GUID without `b.`, the region header (`regionHeaders`
 * in shared/regions.ts), and a 403 that means either a two-legged token without a user to act
 * for or a caller who is not a project member with the API's permissions.
 */

/** The ACC project id: the GUID of a `b.` project, in lower case, as the ACC APIs show it. */
export function constructionProjectId(projectId: string, advice: NothingSent): string {
	return accountGuid(projectId, advice).toLowerCase();
}

/**
 * What a 403 of one ACC API means: `api` names it, `member` says the permissions it needs;
 * `notFound`, when the API has its own words for a 404 (a BIM 360 project it does not serve).
 */
export interface ConstructionAdvice {
	api: string;
	member: string;
	notFound?: string;
}

/** A call of an ACC API below one project. */
export interface ConstructionCall {
	method: IHttpRequestMethods;
	/** The path below the API's project root, its values encoded (apsPath). */
	path: string;
	operation: string;
	query?: IDataObject;
	body?: IDataObject;
}

/** Act As User ID and the region header, as every call of an operation sends them. */
export interface ConstructionCallOptions {
	userId?: string;
	headers: Record<string, string>;
}

/** The request of a call below an API's project root (`/construction/<api>/<version>/projects/{id}`). */
export function constructionRequest(
	projectRoot: string,
	call: ConstructionCall,
	{ userId, headers }: ConstructionCallOptions,
): ApsRequest {
	return {
		method: call.method,
		url: projectRoot + call.path,
		operation: call.operation,
		query: call.query,
		body: call.body,
		headers,
		userId,
	};
}

function twoLeggedAdvice(api: string): string {
	return `The ${api} API acts for a user: a two-legged (Client Credentials) token is refused unless Act As User ID names a member of the project. Use an Authorization Code credential (three-legged) or the Service Account credential, or set Act As User ID.`;
}

/** Whether the request went out with the app's own token and no user to act for. */
async function actsForNoUser(context: ApsFunctions, request: ApsRequest): Promise<boolean> {
	if (usesServiceAccount(context.getNode()) || request.userId) return false;
	return (await credentialData(context)).grantType === 'clientCredentials';
}

/** Sends a request of an ACC API; a 403 (and a 404, when it has words for one) gets the API's advice. */
export async function sendConstructionRequest<T>(
	context: ApsFunctions,
	request: ApsRequest,
	advice: ConstructionAdvice,
): Promise<T> {
	const sent = await settled(apsRequest<T>(context, request));
	if (sent.ok) return sent.value.body;
	const { error } = sent;
	if (hasApiStatus(error, 403)) {
		error.description = (await actsForNoUser(context, request))
			? twoLeggedAdvice(advice.api)
			: advice.member;
	}
	if (advice.notFound && hasApiStatus(error, 404)) error.description = advice.notFound;
	throw error;
}

/**
 * Every record of an ACC API's list (limit and offset, `pagination.totalResults`), or the first
 * `limit`, in pages no larger than the limit needs (at most `maxPage`), each sent with the API's
 * advice.
 */
export async function collectConstructionList<T = IDataObject>(
	context: ApsFunctions,
	request: ApsRequest,
	advice: ConstructionAdvice,
	{ maxPage, limit }: { maxPage: number; limit?: number },
): Promise<T[]> {
	return await collect<T>(context, offsetPaging<T>({ maxPage }), request, {
		limit,
		send: async (page) => await sendConstructionRequest(context, page, advice),
	});
}

/**
 * The users of a project, by the Account Admin API
 * (`autodesk-platform-services/aps-sdk-openapi` construction/accountadmin/accountadmin.yaml),
 * which asks for the account:read scope; 1-200 a page.
 */
export function projectUsersRequest(project: string, userId?: string): ApsRequest {
	return {
		method: 'GET',
		url: apsPath`/construction/admin/v1/projects/${project}/users`,
		operation: 'List project users',
		userId,
	};
}

export const PROJECT_USERS_PAGE = 200;

/** What a 403 of the project users' list means. */
export const PROJECT_USERS_ADVICE: ConstructionAdvice = {
	api: 'Account Admin',
	member:
		"The project's users are listed by the Account Admin API, which takes a project admin or an account admin and the account:read scope. Give the user's ID instead, or run as such a user.",
};
