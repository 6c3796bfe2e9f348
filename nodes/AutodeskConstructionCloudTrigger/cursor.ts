/**
 * Where a watched list was read to, kept in the node's static data between polls: the newest
 * `updatedAt` emitted and the IDs emitted at exactly that instant. A record is new when it was
 * updated later, or at that instant with an ID not emitted yet. What is kept stays small whatever
 * the list's size: one time and the IDs that share it.
 */
export interface Cursor {
	/** The newest `updatedAt` emitted; null when the list was empty at activation (all is new). */
	since: string | null;
	ids: string[];
}

/** A record of a watched list as the cursor sees it. */
export interface Stamped {
	id: string;
	updatedAt: string;
}

const time = (value: string) => Date.parse(value);

/** Whether a record was updated before the cursor: the list, newest first, has nothing new below it. */
export function isOlder(cursor: Cursor, record: Stamped): boolean {
	return cursor.since !== null && time(record.updatedAt) < time(cursor.since);
}

/** Whether a record is a change not emitted yet. */
export function isNew(cursor: Cursor, record: Stamped): boolean {
	if (cursor.since === null) return true;
	const [at, since] = [time(record.updatedAt), time(cursor.since)];
	return at > since || (at === since && !cursor.ids.includes(record.id));
}

/** The cursor at the newest of `records`: its time, and every ID of the records updated then. */
export function cursorAt(records: Stamped[], previous?: Cursor): Cursor {
	const newest = records.reduce<Stamped | undefined>(
		(found, record) =>
			found === undefined || time(record.updatedAt) > time(found.updatedAt) ? record : found,
		undefined,
	);
	if (newest === undefined) return previous ?? { since: null, ids: [] };
	const at = time(newest.updatedAt);
	const ids = records.filter((record) => time(record.updatedAt) === at).map((record) => record.id);
	const same = previous?.since != null && time(previous.since) === at;
	return { since: newest.updatedAt, ids: [...new Set([...(same ? previous.ids : []), ...ids])] };
}

/** Whether static data holds a cursor (a workflow saved by another version may hold anything). */
export function isCursor(value: unknown): value is Cursor {
	const cursor = value as Partial<Cursor> | undefined;
	return (
		typeof cursor === 'object' &&
		cursor !== null &&
		(cursor.since === null || typeof cursor.since === 'string') &&
		Array.isArray(cursor.ids)
	);
}
