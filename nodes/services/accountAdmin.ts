import type { IDataObject, IHttpRequestMethods } from 'n8n-workflow';

import { usesServiceAccount } from '../shared/credential';
import { credentialData } from '../shared/credentialData';
import { hasApiStatus, settled } from '../shared/errors';
import { accountGuid, isGuid, withAccountPrefix, withoutAccountPrefix } from '../shared/hubIds';
import { InputRuleError } from '../shared/inputRules';
import { show } from '../shared/jsonField';
import { nextUrlPaging } from '../shared/paging/nextUrl';
import type { Page } from '../shared/paging/pager';
import { collect, onePage, pages } from '../shared/paging/pager';
import { apsRequest } from '../shared/transport';
import type { ApsFunctions, ApsRequest, ApsResponse } from '../shared/types';
import { apsPath } from '../shared/url';

/**
 * The ACC Account Admin API (`autodesk-platform-services/aps-sdk-openapi`
 * construction/accountadmin/accountadmin.yaml): its paths, its account and project ids (GUIDs
 * without `b.`), its `User-Id` header (the user a two-legged token acts for; not `x-user-id`,
 * and "not relevant for GET endpoints"), its `Region` header, its 403 advice (the caller must be
 * an account admin) and its paging (`pagination.nextUrl`, 1-200 a page).
 */

/** The largest page of its lists (`limit`: "Possible range: 1-200"). */
export const ADMIN_PAGE = 200;

/** A project's status once its products are active (`pending` before). */
export const ACTIVE = 'active';

/** Act As User ID (sent as `User-Id` on what changes something) and Region, for every call. */
export interface AdminCallOptions {
	userId?: string;
	region?: string;
}

/** A call of the Admin API: its path (built with apsPath) and what goes with it. */
export interface AdminCall {
	method: IHttpRequestMethods;
	path: string;
	operation: string;
	query?: IDataObject;
	body?: IDataObject | IDataObject[];
}

const ACCOUNT_ADVICE = {
	then: 'Account Admin works on Autodesk Construction Cloud accounts: choose the account from the list, or enter its hub ID (b. and the account GUID) or the GUID alone.',
};

const PROJECT_ADVICE = {
	then: 'Account Admin works on Autodesk Construction Cloud projects: choose the project from the list, or enter its ID (the GUID, with or without "b.").',
};

/** Whether a hub ID (with or without `b.`) names a Construction Cloud or BIM 360 account. */
export function isAccountHub(hubId: string): boolean {
	return isGuid(withoutAccountPrefix(hubId.trim()));
}

/** The account as the Admin API takes it: the hub ID without `b.`, in lower case. */
export function adminAccountId(hubId: string): string {
	if (!isAccountHub(hubId)) {
		throw new InputRuleError(
			'Account',
			`must be a Construction Cloud account (its hub ID, b. and the account GUID, or the GUID alone); got "${hubId}"`,
			ACCOUNT_ADVICE,
		);
	}
	return withoutAccountPrefix(hubId.trim()).toLowerCase();
}

/** The project as the Admin API takes it: its GUID without `b.`, in lower case. */
export function adminProjectId(projectId: string): string {
	return accountGuid(projectId, PROJECT_ADVICE).toLowerCase();
}

/** The ids Data Management (and the Autodesk Platform Services node) takes for this project. */
export function dataManagementIds(project: IDataObject): IDataObject {
	const ids: IDataObject = {};
	if (typeof project.id === 'string') ids.dataManagementProjectId = withAccountPrefix(project.id);
	if (typeof project.accountId === 'string') ids.hubId = withAccountPrefix(project.accountId);
	return ids;
}

/** A `User-Id` the HTTP header can carry: printable ASCII, no spaces. */
const USER_ID = /^[\x21-\x7e]+$/;

/** Act As User ID, checked before anything is sent. */
export function checkedAdminUserId(value: unknown): string | undefined {
	const text = typeof value === 'string' ? value.trim() : '';
	if (!text) return undefined;
	if (!USER_ID.test(text)) {
		throw new InputRuleError(
			'Act As User ID',
			`must be a user ID without spaces, line breaks or non-ASCII characters; got ${show(value)}`,
			{ because: 'the ID is sent as the User-Id header' },
		);
	}
	return text;
}

/**
 * A request of the Admin API. `User-Id` goes with what changes something only: the Admin API
 * takes no user on a GET ("not relevant for Account Admin GET endpoints").
 */
export function adminRequest(call: AdminCall, { userId, region }: AdminCallOptions): ApsRequest {
	const headers: Record<string, string> = {};
	// The Admin API's own `Region` header, not the `x-ads-region` of the other ACC APIs.
	if (region) headers.Region = region;
	if (userId && call.method !== 'GET') headers['User-Id'] = userId;
	return {
		method: call.method,
		url: call.path,
		operation: call.operation,
		query: call.query,
		body: call.body,
		headers,
	};
}

const ADMIN_ADVICE =
	'The Account Admin API answers only an account admin of the account: in Autodesk Construction Cloud, Account Admin > Members, give the user (a Service Account by its email, <name>@<client id>.adskserviceaccount.autodesk.com) the Account Admin role, and make sure the app is added under Account Admin > Custom Integrations. A project admin who is not an account admin is refused too.';

const TWO_LEGGED_ADVICE =
	'With a two-legged (Client Credentials) token, the Account Admin API acts for the user named in Act As User ID (sent as the User-Id header on every change): name an account admin there, or use an Authorization Code credential of an account admin, or the Service Account credential of an account admin.';

/** Whether a change went out with the app's own token and no user to act for. */
async function changeForNoUser(context: ApsFunctions, request: ApsRequest): Promise<boolean> {
	if (request.method === 'GET' || usesServiceAccount(context.getNode())) return false;
	if (request.headers?.['User-Id']) return false;
	return (await credentialData(context)).grantType === 'clientCredentials';
}

/** Sends a request of the Admin API; a 403 says who may call it and how to get there. */
export async function sendAdminRequest<T>(
	context: ApsFunctions,
	request: ApsRequest,
): Promise<ApsResponse<T>> {
	const sent = await settled(apsRequest<T>(context, request));
	if (sent.ok) return sent.value;
	const { error } = sent;
	if (hasApiStatus(error, 403)) {
		error.description = (await changeForNoUser(context, request))
			? TWO_LEGGED_ADVICE
			: ADMIN_ADVICE;
	}
	throw error;
}

/** The body of one Admin API call. */
export async function adminCall<T>(
	context: ApsFunctions,
	call: AdminCall,
	options: AdminCallOptions,
): Promise<T> {
	return (await sendAdminRequest<T>(context, adminRequest(call, options))).body;
}

/** Every record of an Admin API list, or the first `limit`, following `pagination.nextUrl`. */
export async function collectAdminList<T = IDataObject>(
	context: ApsFunctions,
	call: AdminCall,
	options: AdminCallOptions & { limit?: number },
): Promise<T[]> {
	return await collect<T>(
		context,
		nextUrlPaging<T>({ maxPage: ADMIN_PAGE }),
		adminRequest(call, options),
		{
			limit: options.limit,
			send: async (page) => (await sendAdminRequest(context, page)).body,
		},
	);
}

/**
 * The pages of an Admin API list, read one at a time (none asked for ahead) following
 * `pagination.nextUrl`, of `maxPage` records.
 */
export function adminPages<T = IDataObject>(
	context: ApsFunctions,
	request: ApsRequest,
	{ maxPage }: { maxPage: number },
): AsyncGenerator<Page<T>> {
	return pages<T>(context, nextUrlPaging<T>({ maxPage }), request, {
		ahead: 0,
		send: async (page) => (await sendAdminRequest(context, page)).body,
	});
}

/** One page of an Admin API list (a list search): its records and the next page's address. */
export async function adminPage<T = IDataObject>(
	context: ApsFunctions,
	request: ApsRequest,
): Promise<{ records: T[]; next?: string }> {
	const page = await onePage<T>(
		context,
		nextUrlPaging<T>({ maxPage: ADMIN_PAGE }),
		request,
		async (each) => (await sendAdminRequest(context, each)).body,
	);
	return { records: page.data, next: page.next?.url };
}

/** The projects of an account. */
export const accountProjectsPath = (accountId: string): string =>
	apsPath`/construction/admin/v1/accounts/${accountId}/projects`;

/** One project. */
export const projectPath = (projectId: string): string =>
	apsPath`/construction/admin/v1/projects/${projectId}`;

/** The users of a project, or one of them. */
export const projectUsersPath = (projectId: string, userId?: string): string =>
	userId === undefined
		? apsPath`/construction/admin/v1/projects/${projectId}/users`
		: apsPath`/construction/admin/v1/projects/${projectId}/users/${userId}`;

/** Assigns many users at once: "up to 200 users per request". */
export const importUsersPath = (projectId: string): string =>
	apsPath`/construction/admin/v2/projects/${projectId}/users:import`;

export const MAX_IMPORT_USERS = 200;

/** The projects a user of the account takes part in (an account admin asks). */
export const userProjectsPath = (accountId: string, userId: string): string =>
	apsPath`/construction/admin/v1/accounts/${accountId}/users/${userId}/projects`;

/** The roles a user of the account has across their projects. */
export const userRolesPath = (accountId: string, userId: string): string =>
	apsPath`/construction/admin/v1/accounts/${accountId}/users/${userId}/roles`;
