import type { IDataObject } from 'n8n-workflow';

import type { Page } from '../shared/paging/pager';
import type { Stamped } from './cursor';

/**
 * One event of the trigger: a list that APS can give newest change first, and where each record
 * keeps its ID and times. An event to come (RFIs, submittal items, projects, project users) is
 * one more feed: its list request, sorted by the last change, and these three readers.
 */
export interface ChangeFeed<T extends IDataObject = IDataObject> {
	/** What is watched (event, project, filters): a cursor kept for another watch is not used. */
	key: string;
	/**
	 * The list's pages, the last changed first, read one at a time (none asked for ahead), of the
	 * service's largest size or of `pageSize` when fewer records are wanted.
	 */
	pages(pageSize?: number): AsyncIterable<Page<T>>;
	id(record: T): string;
	updatedAt(record: T): string;
	createdAt(record: T): string | undefined;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The readers of a record that keeps its ID in `id` and its times in `updatedAt` and `createdAt`. */
export const idAndTimes = {
	id: (record: IDataObject) => text(record.id),
	updatedAt: (record: IDataObject) => text(record.updatedAt),
	createdAt: (record: IDataObject) => text(record.createdAt) || undefined,
};

/** The readers of a record that only comes (its creation time read as its last change). */
export const idAndCreation = (created: string) => ({
	id: (record: IDataObject) => text(record.id),
	updatedAt: (record: IDataObject) => text(record[created]),
	createdAt: (record: IDataObject) => text(record[created]) || undefined,
});

export function stamp<T extends IDataObject>(feed: ChangeFeed<T>, record: T): Stamped {
	return { id: feed.id(record), updatedAt: feed.updatedAt(record) };
}

/**
 * The list's records, the last changed first, down to the first for which `stop` holds (not
 * included), or the first `most` (read in pages of that size). No page is fetched after them.
 */
export async function readNewest<T extends IDataObject>(
	feed: ChangeFeed<T>,
	stop: (record: Stamped) => boolean,
	most?: number,
): Promise<T[]> {
	const read: T[] = [];
	for await (const page of feed.pages(most)) {
		for (const record of page.data) {
			if (stop(stamp(feed, record))) return read;
			read.push(record);
			if (read.length === most) return read;
		}
	}
	return read;
}
