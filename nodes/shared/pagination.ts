import type { IDataObject } from 'n8n-workflow';

import type { ApsFunctions, ApsRequest } from './transport';
import { apsRequest } from './transport';

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

/** The next page's href: JSON:API `links.next.href`, or the webhooks API's `links.next` path. */
export function nextLink(body: PagedBody | undefined): string | undefined {
	const next = body?.links?.next;
	if (!next) return undefined;
	const href = typeof next === 'string' ? next : next.href;
	return href || undefined;
}

/**
 * Pages of a collection, following `links.next` (absolute or relative; JSON:API paging and the
 * webhooks `pageState`) until there is none. Stop iterating to stop fetching.
 */
export async function* pages<T = IDataObject>(
	context: ApsFunctions,
	first: ApsRequest,
): AsyncGenerator<Page<T>> {
	let request: ApsRequest | undefined = first;
	while (request) {
		const response = await apsRequest(context, request);
		const body = response.body as PagedBody | undefined;
		yield { data: (body?.data ?? []) as T[], included: (body?.included ?? []) as IDataObject[] };
		const next = nextLink(body);
		request = next ? { ...first, url: next, query: undefined } : undefined;
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
