import type { IDataObject } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import type { ApsFunctions, ApsRequest } from '../types';
import type { PagingStyle } from './style';

/** Pages one list may have before it is taken for a list that never ends. */
export const MAX_LIST_PAGES = 10_000;
/** Records of a style that bounds them (`PagingStyle.maxRecords`). */
export const MAX_LIST_ITEMS = 10_000;

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

/** A request's method, address and body: what tells one page's request from another's. */
export function requestKey(request: ApsRequest): string {
	return JSON.stringify([request.method, request.url, request.query ?? {}, request.body ?? null]);
}

/** What tells one page's records from another's: their IDs (or the records themselves). */
const recordsKey = (records: unknown[]) =>
	JSON.stringify(records.map((record) => (record as IDataObject | undefined)?.id ?? record));

/**
 * The guard of one list against a list that never ends: a next page whose address was already
 * read, a page that repeats the page before it (styles with `samePage`), more than MAX_LIST_PAGES
 * pages or more records than the style allows.
 */
export class ListGuard<T> {
	private pageCount = 0;
	private recordCount = 0;
	private previous?: string;
	private readonly seen = new Set<string>();

	constructor(
		private readonly context: ApsFunctions,
		private readonly first: ApsRequest,
		private readonly style: PagingStyle<T>,
	) {
		this.seen.add(this.positionOf(first));
	}

	/** A page was read: refused when it repeats the page before it or the list has too many records. */
	read(request: ApsRequest, records: T[]): void {
		this.pageCount += 1;
		this.recordCount += records.length;
		if (this.style.samePage) {
			const key = recordsKey(records);
			if (records.length && key === this.previous) {
				this.refuse(`${this.style.samePage(request)} repeats the page before it`);
			}
			this.previous = key;
		}
		const max = this.style.maxRecords;
		if (max !== undefined && this.recordCount > max) this.refuse(`more than ${max} resources`);
	}

	/** The next page is about to be asked for: refused when it was read already or the list is too long. */
	follow(next: ApsRequest): void {
		const position = this.positionOf(next);
		if (this.seen.has(position)) this.refuse('its next page repeats a page already read');
		if (this.pageCount >= MAX_LIST_PAGES) this.refuse(`more than ${MAX_LIST_PAGES} pages`);
		this.seen.add(position);
	}

	private positionOf(request: ApsRequest): string {
		return this.style.position?.(request) ?? requestKey(request);
	}

	private refuse(rule: string): never {
		throw endlessList(this.context, this.first, rule);
	}
}
