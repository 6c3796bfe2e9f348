import type { IDataObject } from 'n8n-workflow';

import { offsetPaging } from '../shared/paging/offset';
import { collect, onePage } from '../shared/paging/pager';
import type { ApsFunctions, ApsRequest } from '../shared/types';
import { apsPath } from '../shared/url';
import type { AdminCall, AdminCallOptions } from './accountAdmin';
import { adminRequest, sendAdminRequest } from './accountAdmin';

/**
 * The account directory of the Account Admin API, below `/hq/v1/accounts/{account_id}`
 * (`autodesk-platform-services/aps-sdk-openapi` construction/accountadmin/accountadmin.yaml):
 * the account's users, its partner companies, a project's companies and the business units.
 * The account id is the hub id without `b.` (as for `/construction/admin/v1`), the `Region`
 * header names the data center, and the lists answer a bare array paged by `limit` (at most 100)
 * and `offset`. Requests go through the Admin API's sender (its 403 advice).
 */

/** The largest page of a directory list ("Max limit: 100"). */
export const DIRECTORY_PAGE = 100;

/** Users or companies at most in one import call ("50 ... maximum can be included in each call"). */
export const MAX_DIRECTORY_IMPORT = 50;

/** The account's users, or one of them. */
export const accountUsersPath = (accountId: string, userId?: string): string =>
	userId === undefined
		? apsPath`/hq/v1/accounts/${accountId}/users`
		: apsPath`/hq/v1/accounts/${accountId}/users/${userId}`;

export const accountUsersSearchPath = (accountId: string): string =>
	apsPath`/hq/v1/accounts/${accountId}/users/search`;

export const accountUsersImportPath = (accountId: string): string =>
	apsPath`/hq/v1/accounts/${accountId}/users/import`;

/** The account's partner companies, or one of them. */
export const companiesPath = (accountId: string, companyId?: string): string =>
	companyId === undefined
		? apsPath`/hq/v1/accounts/${accountId}/companies`
		: apsPath`/hq/v1/accounts/${accountId}/companies/${companyId}`;

export const companiesSearchPath = (accountId: string): string =>
	apsPath`/hq/v1/accounts/${accountId}/companies/search`;

export const companiesImportPath = (accountId: string): string =>
	apsPath`/hq/v1/accounts/${accountId}/companies/import`;

/** The companies of a project of the account. */
export const projectCompaniesPath = (accountId: string, projectId: string): string =>
	apsPath`/hq/v1/accounts/${accountId}/projects/${projectId}/companies`;

/** The account's business units, read and replaced as one structure. */
export const businessUnitsPath = (accountId: string): string =>
	apsPath`/hq/v1/accounts/${accountId}/business_units_structure`;

const directoryPaging = <T>() =>
	offsetPaging<T>({
		maxPage: DIRECTORY_PAGE,
		records: (body) => (Array.isArray(body) ? (body as T[]) : undefined),
	});

/** Every record of a directory list, or the first `limit`: pages of `limit` and `offset`. */
export async function collectDirectoryList<T = IDataObject>(
	context: ApsFunctions,
	call: AdminCall,
	options: AdminCallOptions & { limit?: number },
): Promise<T[]> {
	return await collect<T>(context, directoryPaging<T>(), adminRequest(call, options), {
		limit: options.limit,
		send: async (page) => (await sendAdminRequest(context, page)).body,
	});
}

/** One page of a directory list (a list search): its records and the next page's request. */
export async function directoryPage<T = IDataObject>(
	context: ApsFunctions,
	request: ApsRequest,
): Promise<{ records: T[]; next?: ApsRequest }> {
	const page = await onePage<T>(
		context,
		directoryPaging<T>(),
		request,
		async (each) => (await sendAdminRequest(context, each)).body,
	);
	return { records: page.data, next: page.next };
}
