import type { IDataObject } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { apsRequest } from './transport';
import type { ApsFunctions, ApsRequest } from './types';
import { withQuery } from './url';

/** A page as the service answers it: JSON:API, or the webhooks API's list. */
export interface PagedBody<T = unknown> {
	data?: T[];
	included?: unknown[];
	links?: { next?: string | { href?: string } | null };
}

export interface Page<T> {
	data: T[];
	included: IDataObject[];
}

/** Pages, and resources, one list may have before it is taken for a list that never ends. */
export const MAX_LIST_PAGES = 10_000;
export const MAX_LIST_ITEMS = 10_000;

const WEBHOOKS_ROOT = '/webhooks/v1';

/** The next page's href: JSON:API `links.next.href`, or the webhooks API's `links.next` path. */
export function nextLink(body: PagedBody | undefined): string | undefined {
	const next = body?.links?.next;
	if (!next) return undefined;
	const href = typeof next === 'string' ? next : next.href;
	return href || undefined;
}

function pathOf(url: string): string {
	return new URL(url, 'http://path.invalid').pathname;
}

/**
 * The address of the page after a page of the list at `listUrl`. The webhooks API's `links.next`
 * is a path relative to `/webhooks/v1` (`/hooks?pageState=...`); a full `/webhooks/v1/...` path
 * and absolute URLs are taken as they are.
 */
export function nextPageUrl(listUrl: string, next: string): string {
	if (/^https?:\/\//i.test(next)) return next;
	const webhooks = pathOf(listUrl).startsWith(`${WEBHOOKS_ROOT}/`);
	if (!webhooks || next.startsWith(`${WEBHOOKS_ROOT}/`)) return next;
	return `${WEBHOOKS_ROOT}${next.startsWith('/') ? '' : '/'}${next}`;
}

/** The `pageState` of a webhooks page address, if it has one. */
function pageStateOf(url: string): string | null {
	return new URL(url, 'http://path.invalid').searchParams.get('pageState');
}

/** The error of a list that would never end, naming the list and why. */
export function endlessList(
	context: ApsFunctions,
	first: ApsRequest,
	rule: string,
): NodeOperationError {
	return new NodeOperationError(
		context.getNode(),
		`${first.operation} stopped: the service's list does not end (${rule})`,
		{
			description:
				'Narrow the list with a filter or a Limit, and try again later; if it persists, report it to Autodesk.',
		},
	);
}

/**
 * Pages of a collection, following `links.next` (absolute or relative; JSON:API paging and the
 * webhooks `pageState`) until there is none. Stop iterating to stop fetching. A next page that
 * was already read, or a list beyond MAX_LIST_PAGES pages or MAX_LIST_ITEMS resources, ends
 * with an error instead of a loop.
 */
export async function* pages<T = IDataObject>(
	context: ApsFunctions,
	first: ApsRequest,
): AsyncGenerator<Page<T>> {
	const seenUrls = new Set<string>([withQuery(first.url, first.query)]);
	const seenStates = new Set<string>();
	let pageCount = 0;
	let itemCount = 0;
	let request: ApsRequest | undefined = first;
	while (request) {
		const response = await apsRequest(context, request);
		const body = response.body as PagedBody | undefined;
		const data = (body?.data ?? []) as T[];
		pageCount += 1;
		itemCount += data.length;
		if (itemCount > MAX_LIST_ITEMS) {
			throw endlessList(context, first, `more than ${MAX_LIST_ITEMS} resources`);
		}
		yield { data, included: (body?.included ?? []) as IDataObject[] };
		const next = nextLink(body);
		if (!next) return;
		const url = nextPageUrl(first.url, next);
		const pageState = pageStateOf(url);
		if (seenUrls.has(url) || (pageState !== null && seenStates.has(pageState))) {
			throw endlessList(context, first, 'its next page repeats a page already read');
		}
		if (pageCount >= MAX_LIST_PAGES) {
			throw endlessList(context, first, `more than ${MAX_LIST_PAGES} pages`);
		}
		seenUrls.add(url);
		if (pageState !== null) seenStates.add(pageState);
		request = { ...first, url, query: undefined };
	}
}

/** Every resource of a collection, or the first `limit` of them, fetching no page more than needed. */
export async function collect<T = IDataObject>(
	context: ApsFunctions,
	first: ApsRequest,
	limit?: number,
): Promise<T[]> {
	const results: T[] = [];
	for await (const page of pages<T>(context, first)) {
		for (const resource of page.data) {
			results.push(resource);
			if (limit !== undefined && results.length >= limit) return results;
		}
	}
	return results;
}

/** Like `collect`, with the `included` resources of the pages that were fetched. */
export async function collectWithIncluded<T = IDataObject>(
	context: ApsFunctions,
	first: ApsRequest,
	limit?: number,
): Promise<Page<T>> {
	const result: Page<T> = { data: [], included: [] };
	for await (const page of pages<T>(context, first)) {
		result.included.push(...page.included);
		for (const resource of page.data) {
			result.data.push(resource);
			if (limit !== undefined && result.data.length >= limit) return result;
		}
	}
	return result;
}
