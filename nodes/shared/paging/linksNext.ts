import type { IDataObject } from 'n8n-workflow';

import type { ApsRequest } from '../types';
import { withQuery } from '../url';
import { MAX_LIST_ITEMS } from './guard';
import type { PagingStyle } from './style';

/** A page as the service answers it: JSON:API, or the webhooks API's list. */
export interface PagedBody<T = unknown> {
	data?: T[];
	included?: unknown[];
	links?: { next?: string | { href?: string } | null };
}

/** The next page's href: JSON:API `links.next.href`, or the webhooks API's `links.next` path. */
export function nextLink(body: PagedBody | undefined): string | undefined {
	const next = body?.links?.next;
	if (!next) return undefined;
	const href = typeof next === 'string' ? next : next.href;
	return href || undefined;
}

/** The API root of an address: its first two path segments (`/webhooks/v1`, `/data/v1`). */
function apiRoot(url: string): string {
	const [, api = '', version = ''] = new URL(url, 'http://path.invalid').pathname.split('/');
	return `/${api}/${version}`;
}

/**
 * The address of the page after a page of the list at `listUrl`. A relative `links.next` is a
 * path below the list's API root (the webhooks API answers `/hooks?pageState=...` for
 * `/webhooks/v1/hooks`); a path that starts with that root, and an absolute URL, are taken as
 * they are.
 */
export function nextPageUrl(listUrl: string, next: string): string {
	if (/^https?:\/\//i.test(next)) return next;
	const root = apiRoot(listUrl);
	if (next.startsWith(`${root}/`)) return next;
	return `${root}${next.startsWith('/') ? '' : '/'}${next}`;
}

/** An address with its escapes read (`%5B` and `[` alike); as it is when they cannot be read. */
function decoded(address: string): string {
	try {
		return decodeURIComponent(address);
	} catch {
		return address;
	}
}

/**
 * JSON:API paging (`links.next.href`; Data Management) and the webhooks API's (`links.next`, a
 * `pageState`): the next page is the link, followed as it is. The page size stays the request's
 * own (`page[limit]`). A page address is its `pageState` where it has one, so that a `pageState`
 * read again under another address still ends the list, else its path and query, with or without
 * the host and escapes; at most MAX_LIST_ITEMS resources.
 */
export const linksNext: PagingStyle<never> = {
	first: (request) => request,
	read(body, request) {
		const page = body as PagedBody<never> | undefined;
		const next = nextLink(page);
		return {
			records: page?.data ?? [],
			included: (page?.included ?? []) as IDataObject[],
			next: next
				? { ...request, url: nextPageUrl(request.url, next), query: undefined }
				: undefined,
		};
	},
	position(request: ApsRequest) {
		const address = decoded(
			withQuery(request.url, request.query).replace(/^https?:\/\/[^/]+/i, ''),
		);
		const pageState = /[?&]pageState=([^&#]*)/.exec(address);
		return pageState ? `pageState ${pageState[1]}` : address;
	},
	maxRecords: MAX_LIST_ITEMS,
};
