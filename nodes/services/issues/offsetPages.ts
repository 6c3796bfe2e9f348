import type { IDataObject } from 'n8n-workflow';

import { endlessList, MAX_LIST_PAGES } from '../../shared/pagination';
import type { ApsFunctions, ApsRequest } from '../../shared/types';
import { sendIssueRequest } from './request';

/** A page of the Issues API's lists (`autodesk-platform-services/aps-sdk-openapi` construction/issues/Issues.yaml, `Pagination`). */
interface OffsetPage<T> {
	pagination?: { limit?: number; offset?: number; totalResults?: number };
	results?: T[];
}

/** What tells one page from another: the IDs of its records. */
const pageKey = (records: unknown[]) =>
	JSON.stringify(records.map((record) => (record as IDataObject | undefined)?.id ?? record));

/** Pages asked for ahead of the one being read, once `pagination.totalResults` says they exist. */
const PAGES_AHEAD = 3;

interface PageAhead<T> {
	offset: number;
	body: Promise<OffsetPage<T> | undefined>;
}

/**
 * The pages of an Issues API list, by `limit` and `offset`, until `pagination.totalResults` are
 * read (or a page comes back short or empty when the service gives no total), and no further than
 * `wanted` records. Once a page gives the total, the next pages (up to PAGES_AHEAD) are asked for
 * while it is read, at the offsets the service's own page size gives; a page that comes back
 * shorter than that drops them and the list goes on from where it really is. Stop iterating to
 * stop fetching. A page that repeats the one before (a service or proxy that ignores `offset`),
 * or a list of more than MAX_LIST_PAGES pages, ends with an error instead of a loop.
 */
export async function* offsetPages<T = IDataObject>(
	context: ApsFunctions,
	first: ApsRequest,
	pageSize: number,
	wanted = Infinity,
): AsyncGenerator<T[]> {
	const send = (offset: number): PageAhead<T> => {
		const body = sendIssueRequest<OffsetPage<T> | undefined>(context, {
			...first,
			query: { ...first.query, limit: pageSize, offset },
		});
		// Read later, or never if the list ends first: a failure is seen when its page is read.
		body.catch(() => undefined);
		return { offset, body };
	};
	let ahead: Array<PageAhead<T>> = [];
	let offset = 0;
	let previous: string | undefined;
	for (let pageCount = 1; ; pageCount++) {
		const body = await (ahead.shift() ?? send(offset)).body;
		const results = body?.results ?? [];
		const key = pageKey(results);
		if (results.length && key === previous) {
			throw endlessList(context, first, `a page at offset ${offset} repeats the page before it`);
		}
		previous = key;
		offset += results.length;
		const total = body?.pagination?.totalResults;
		const more = typeof total === 'number' ? offset < total : results.length === pageSize;
		if (ahead[0] && ahead[0].offset !== offset) ahead = [];
		if (results.length && more && typeof total === 'number') {
			const end = Math.min(total, wanted);
			let next = ahead.length ? ahead[ahead.length - 1].offset + results.length : offset;
			for (; ahead.length < PAGES_AHEAD && next < end; next += results.length) ahead.push(send(next));
		}
		yield results;
		if (!results.length || !more) return;
		if (pageCount >= MAX_LIST_PAGES) {
			throw endlessList(context, first, `more than ${MAX_LIST_PAGES} pages`);
		}
	}
}

/**
 * Every record of an Issues API list, or the first `limit`, asking for pages no larger than the
 * limit needs (at most `maxPage`) and for no page more than it needs.
 */
export async function collectOffset<T = IDataObject>(
	context: ApsFunctions,
	first: ApsRequest,
	{ maxPage, limit }: { maxPage: number; limit?: number },
): Promise<T[]> {
	const pageSize = Math.min(maxPage, limit ?? maxPage);
	const results: T[] = [];
	for await (const page of offsetPages<T>(context, first, pageSize, limit)) {
		for (const record of page) {
			results.push(record);
			if (limit !== undefined && results.length >= limit) return results;
		}
	}
	return results;
}
