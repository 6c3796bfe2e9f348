import type { IDataObject } from 'n8n-workflow';

import type { ApsRequest } from '../types';

/** What the pager tells a paging style about the list when it reads a page. */
export interface Asked {
	/** The page size the first request asked for (from the Limit), when the style sets one. */
	pageSize?: number;
	/** The records the caller wants at most (the Limit); Infinity for Return All. */
	wanted: number;
	/** How many pages the style may name to be asked for ahead. */
	ahead: number;
}

/** One page as a paging style reads it. */
export interface PageRead<T> {
	records: T[];
	/** JSON:API `included` resources of the page. */
	included?: IDataObject[];
	/** The request of the page after this one; none when this page is the last. */
	next?: ApsRequest;
	/**
	 * The pages known to exist after this one, `next` first (at most `Asked.ahead`): asked for
	 * while this one is read. Only a style that knows the list's length gives them.
	 */
	ahead?: ApsRequest[];
}

/**
 * How one API pages its lists: where a page's records are, what the next page's request is, and
 * how the first request asks for a page size. The pager (pager.ts) does the rest once: Return All
 * and Limit, page size from the Limit, pages asked for ahead, the guard against a list that never
 * ends.
 */
export interface PagingStyle<T = IDataObject> {
	/** The largest page the service gives; without it the request's own page size is kept. */
	maxPageSize?: number;
	/** The list's first request, asking for pages of `pageSize` records when the style sets one. */
	first(request: ApsRequest, pageSize?: number): ApsRequest;
	/** A page's records and the request of the page after it. */
	read(body: unknown, request: ApsRequest, asked: Asked): PageRead<T>;
	/** What tells a page's address from another's (default: its method, URL, query and body). */
	position?(request: ApsRequest): string;
	/**
	 * Set where a page's address cannot show that the service ignores it (offset paging): a page
	 * whose records are those of the page before it then ends the list. Its words name the page.
	 */
	samePage?(request: ApsRequest): string;
	/** Records one list may have before it is taken for a list that never ends. */
	maxRecords?: number;
}
