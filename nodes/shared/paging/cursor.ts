import type { IDataObject } from 'n8n-workflow';

import type { ApsRequest } from '../types';
import type { PagingStyle } from './style';

/**
 * A GraphQL list with a cursor (AEC Data Model: `results` and `pagination { cursor pageSize }`,
 * asked for with a `pagination: PaginationInput { cursor, limit }` argument): the query names the
 * argument `$pagination`, and the style sets that variable.
 */
export interface CursorConnection<T> {
	results?: T[];
	pagination?: { cursor?: string | null; pageSize?: number };
}

interface GraphqlBody {
	query?: string;
	variables?: IDataObject;
}

export interface CursorOptions<T> {
	/** The service's largest page. */
	maxPage: number;
	/** The list in the answer's `data` (e.g. `(data) => data.hubs`). */
	connection: (data: IDataObject) => CursorConnection<T> | undefined;
}

const withPagination = (request: ApsRequest, pagination: IDataObject): ApsRequest => {
	const body = (request.body ?? {}) as GraphqlBody;
	return { ...request, body: { ...body, variables: { ...body.variables, pagination } } };
};

const cursorOf = (request: ApsRequest) =>
	((request.body as GraphqlBody | undefined)?.variables?.pagination as IDataObject | undefined)
		?.cursor;

/**
 * Paging of a GraphQL list by cursor: the first request asks for `limit` records, each next one
 * sends the cursor the page gave with the same `limit`; no cursor ends the list. A cursor given
 * again ends it with an error (the pager's guard), as a repeated page does.
 */
export function cursorPaging<T = IDataObject>(options: CursorOptions<T>): PagingStyle<T> {
	return {
		maxPageSize: options.maxPage,
		first: (request, pageSize) => withPagination(request, { limit: pageSize ?? options.maxPage }),
		read(body, request) {
			const data = ((body as IDataObject | undefined)?.data ?? {}) as IDataObject;
			const list = options.connection(data);
			const cursor = list?.pagination?.cursor;
			const limit = ((request.body as GraphqlBody).variables?.pagination as IDataObject).limit;
			return {
				records: list?.results ?? [],
				next: cursor ? withPagination(request, { cursor, limit }) : undefined,
			};
		},
		position: (request) => `cursor ${String(cursorOf(request) ?? '')}`,
	};
}
