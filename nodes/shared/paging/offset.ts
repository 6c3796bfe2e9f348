import type { IDataObject } from 'n8n-workflow';

import type { ApsRequest } from '../types';
import type { PageRead, PagingStyle } from './style';

/**
 * A page of an offset-paged list: `pagination.totalResults` (ACC Issues, Docs, Account Admin;
 * `autodesk-platform-services/aps-sdk-openapi` construction/issues/Issues.yaml, `Pagination`) and
 * its records (`results` unless the style reads them elsewhere).
 */
interface OffsetBody {
	pagination?: { limit?: number; offset?: number; totalResults?: number };
	results?: unknown[];
}

export interface OffsetOptions<T> {
	/** The service's largest page. */
	maxPage: number;
	/** Where `limit` and `offset` go: the query (default) or the body's `pagination` (a POST query). */
	in?: 'query' | 'body';
	/** A page's records, when they are not the body's `results`. */
	records?: (body: IDataObject | undefined) => T[] | undefined;
}

/**
 * Paging by `limit` and `offset` until `pagination.totalResults` are read, or, when the service
 * gives no total, until a page comes back short or empty. Once a page gives the total, the pages
 * that follow (no further than the total and the records wanted) are named to be asked for ahead,
 * at the offsets the service's own page size gives (the length of the page just read). A service
 * that ignores `offset` is seen by its pages: one that repeats the page before it ends the list.
 */
export function offsetPaging<T = IDataObject>(options: OffsetOptions<T>): PagingStyle<T> {
	const inBody = options.in === 'body';
	const paging = (request: ApsRequest): IDataObject =>
		(inBody
			? ((request.body as IDataObject | undefined)?.pagination as IDataObject | undefined)
			: request.query) ?? {};
	const at = (request: ApsRequest, offset: number, limit: number): ApsRequest =>
		inBody
			? {
					...request,
					body: { ...(request.body as IDataObject), pagination: { offset, limit } },
				}
			: { ...request, query: { ...request.query, limit, offset } };
	const offsetOf = (request: ApsRequest) => Number(paging(request).offset ?? 0);

	return {
		maxPageSize: options.maxPage,
		first: (request, pageSize) => at(request, 0, pageSize ?? options.maxPage),
		read(body, request, asked): PageRead<T> {
			const page = body as (OffsetBody & IDataObject) | undefined;
			const records = (options.records ? options.records(page) : (page?.results as T[])) ?? [];
			const limit = Number(paging(request).limit);
			const end = offsetOf(request) + records.length;
			const total = page?.pagination?.totalResults;
			const known = typeof total === 'number';
			const more = known ? end < total : records.length === limit;
			if (!records.length || !more) return { records };
			const ahead: ApsRequest[] = [];
			if (known) {
				const last = Math.min(total, asked.wanted);
				for (let next = end; ahead.length < asked.ahead && next < last; next += records.length) {
					ahead.push(at(request, next, limit));
				}
			}
			return { records, next: at(request, end, limit), ahead };
		},
		position: (request) => `offset ${offsetOf(request)}`,
		samePage: (request) => `a page at offset ${offsetOf(request)}`,
	};
}
