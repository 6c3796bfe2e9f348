import type { IDataObject } from 'n8n-workflow';

import { apsRequest } from '../transport';
import type { ApsFunctions, ApsRequest } from '../types';
import { ListGuard, requestKey } from './guard';
import type { PagingStyle } from './style';

/** Pages asked for ahead of the one being read, where the style knows they exist. */
export const PAGES_AHEAD = 3;

/** One page of a list: its records, their `included` resources, and the next page's request. */
export interface Page<T> {
	data: T[];
	included: IDataObject[];
	next?: ApsRequest;
}

/** Sends one page's request and answers its body (an API's own sender, with its own advice). */
export type SendPage = (request: ApsRequest) => Promise<unknown>;

export interface PagerOptions {
	/** The most records wanted (Limit); all when not given (Return All). */
	limit?: number;
	/** How each page is sent; apsRequest when not given. */
	send?: SendPage;
	/**
	 * Pages asked for ahead (PAGES_AHEAD when not given): 0 for a reader that stops where the
	 * records say, not the list's length (the polling trigger, reading newest first).
	 */
	ahead?: number;
}

const sendWith =
	(context: ApsFunctions): SendPage =>
	async (request) =>
		(await apsRequest(context, request)).body;

interface Sent {
	key: string;
	body: Promise<unknown>;
}

/**
 * The pages of a list in the given paging style, from its first request, no further than `limit`
 * records need. Stop iterating to stop fetching. Where the style knows the pages that follow (a
 * total was given), up to PAGES_AHEAD of them are asked for while a page is read; when a page
 * turns out other than foreseen (a short page), those not yet needed are dropped and the list goes
 * on from where it really is. A page asked for ahead that failed fails the list when its turn
 * comes, never before, and never as an unhandled rejection. A list that never ends ends with an
 * error (ListGuard).
 */
export async function* pages<T = IDataObject>(
	context: ApsFunctions,
	style: PagingStyle<T>,
	list: ApsRequest,
	{ limit, send = sendWith(context), ahead = PAGES_AHEAD }: PagerOptions = {},
): AsyncGenerator<Page<T>> {
	const pageSize =
		style.maxPageSize === undefined ? undefined : Math.min(style.maxPageSize, limit ?? Infinity);
	const asked = { pageSize, wanted: limit ?? Infinity, ahead };
	const first = style.first(list, pageSize);
	const guard = new ListGuard(context, first, style);
	const sent = (request: ApsRequest, key = requestKey(request)): Sent => {
		const body = send(request);
		// Read later, or never if the list ends first: a failure is seen when its page is read.
		body.catch(() => undefined);
		return { key, body };
	};
	let queue: Sent[] = [];
	for (let request = first; ; ) {
		const body = await (queue.shift() ?? sent(request)).body;
		const page = style.read(body, request, asked);
		guard.read(request, page.records);
		queue = askAhead(queue, (page.ahead ?? []).slice(0, ahead), sent);
		yield { data: page.records, included: page.included ?? [], next: page.next };
		if (!page.next) return;
		guard.follow(page.next);
		request = page.next;
	}
}

/** The pages to be read next, in order: those already asked for while they are the ones foreseen. */
function askAhead(
	queue: Sent[],
	foreseen: ApsRequest[],
	sent: (request: ApsRequest, key: string) => Sent,
): Sent[] {
	let same = true;
	return foreseen.map((request, index) => {
		const key = requestKey(request);
		same = same && queue[index]?.key === key;
		return same ? queue[index] : sent(request, key);
	});
}

/** Every record of a list, or the first `limit`, fetching no page more than needed. */
export async function collect<T = IDataObject>(
	context: ApsFunctions,
	style: PagingStyle<T>,
	list: ApsRequest,
	options: PagerOptions = {},
): Promise<T[]> {
	return (await collectWithIncluded(context, style, list, options)).data;
}

/** Like `collect`, with the `included` resources of the pages that were fetched. */
export async function collectWithIncluded<T = IDataObject>(
	context: ApsFunctions,
	style: PagingStyle<T>,
	list: ApsRequest,
	options: PagerOptions = {},
): Promise<Page<T>> {
	const { limit } = options;
	const result: Page<T> = { data: [], included: [] };
	for await (const page of pages(context, style, list, options)) {
		result.included.push(...page.included);
		for (const record of page.data) {
			result.data.push(record);
			if (limit !== undefined && result.data.length >= limit) return result;
		}
	}
	return result;
}

/**
 * One page of a list, for a list search that shows a page at a time (the next page's request
 * travels as its pagination token): the request is sent as it is, nothing is asked for ahead.
 */
export async function onePage<T = IDataObject>(
	context: ApsFunctions,
	style: PagingStyle<T>,
	request: ApsRequest,
	send: SendPage = sendWith(context),
): Promise<Page<T>> {
	const page = style.read(await send(request), request, { wanted: Infinity, ahead: 0 });
	return { data: page.records, included: page.included ?? [], next: page.next };
}
