import type { IDataObject } from 'n8n-workflow';

import type { PagingStyle } from './style';

/**
 * A page of the ACC APIs that link their next page (Account Admin, RFIs, Submittals;
 * `autodesk-platform-services/aps-sdk-openapi` construction/accountadmin/accountadmin.yaml,
 * `Pagination`): `pagination { limit, offset, totalResults, nextUrl, previousUrl }` and `results`.
 */
interface NextUrlBody<T> {
	pagination?: { limit?: number; offset?: number; totalResults?: number; nextUrl?: string };
	results?: T[];
}

/**
 * ACC paging by `pagination.nextUrl`: the first request asks for pages of `limit` (at most
 * `maxPage`, the API's largest), and each next page is the `nextUrl` the page gives, followed as
 * it is (it carries `limit`, `offset` and the filters); an empty or missing `nextUrl` ends the list.
 */
export function nextUrlPaging<T = IDataObject>({ maxPage }: { maxPage: number }): PagingStyle<T> {
	return {
		maxPageSize: maxPage,
		first: (request, pageSize) => ({ ...request, query: { ...request.query, limit: pageSize } }),
		read(body, request) {
			const page = body as NextUrlBody<T> | undefined;
			const nextUrl = page?.pagination?.nextUrl;
			return {
				records: page?.results ?? [],
				next: nextUrl ? { ...request, url: nextUrl, query: undefined } : undefined,
			};
		},
	};
}
