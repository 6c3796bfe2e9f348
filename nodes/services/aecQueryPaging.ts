import type { IDataObject } from 'n8n-workflow';

import type { ApsRequest } from '../shared/types';
import type { PagingStyle } from '../shared/paging/style';

/**
 * Paging of a query of the user's own (Query > Run with a Paged Field Path): the query declares
 * `$cursor` and passes it to the paged field's `pagination`; the first request sends the query's
 * variables as they are, each next one the same with `cursor` set to the cursor the page gave.
 * The page size is the query's own. No cursor ends the list. A page's records are its `results`,
 * or its `result` where the reference names the list so (the version differences,
 * diffElementGroupByVersionWithLatest).
 */

interface GraphqlBody {
	query?: string;
	variables?: IDataObject;
}

/** The object at a dotted path of the answer's `data` (`elementGroupAtTip.elements`). */
export function atPath(data: IDataObject, path: string): unknown {
	let at: unknown = data;
	for (const key of path.split('.')) {
		if (!at || typeof at !== 'object' || Array.isArray(at)) return undefined;
		at = (at as IDataObject)[key];
	}
	return at;
}

/** What a page at the path is, when it is no list of `results`: the words of the error. */
export type PathMiss = (path: string, found: unknown) => Error;

export function cursorVariablePaging(path: string, miss: PathMiss): PagingStyle {
	return {
		first: (request) => request,
		read(body, request) {
			const data = ((body as IDataObject | undefined)?.data ?? {}) as IDataObject;
			const list = atPath(data, path) as
				| { results?: unknown; result?: unknown; pagination?: { cursor?: string | null } }
				| undefined;
			const records = list && typeof list === 'object' ? (list.results ?? list.result) : undefined;
			if (!Array.isArray(records)) throw miss(path, list);
			const cursor = list?.pagination?.cursor;
			const sent = (request.body ?? {}) as GraphqlBody;
			const next: ApsRequest | undefined = cursor
				? { ...request, body: { ...sent, variables: { ...sent.variables, cursor } } }
				: undefined;
			return { records: records as IDataObject[], next };
		},
		position: (request) =>
			`cursor ${String((request.body as GraphqlBody | undefined)?.variables?.cursor ?? '')}`,
	};
}
