import type { IDataObject, INodeExecutionData, IPollFunctions } from 'n8n-workflow';

import type { ChangeFeed } from './changeFeed';
import { readNewest, stamp } from './changeFeed';
import { cursorAt, isCursor, isNew, isOlder } from './cursor';

/** How many of the last changed records a manual run (Fetch Test Event) returns. */
export const SAMPLE_SIZE = 3;

const time = (value: string | undefined) => (value === undefined ? NaN : Date.parse(value));

/**
 * Created when it was never updated after its creation, or created after the cursor (`since`:
 * null when the list was empty at activation; a manual sample has no cursor, undefined).
 */
function changeOf<T extends IDataObject>(
	feed: ChangeFeed<T>,
	record: T,
	since: string | null | undefined,
) {
	const created = time(feed.createdAt(record));
	if (created === time(feed.updatedAt(record)) || since === null) return 'created';
	return since !== undefined && created > time(since) ? 'created' : 'updated';
}

function item<T extends IDataObject>(
	feed: ChangeFeed<T>,
	record: T,
	since?: string | null,
): INodeExecutionData {
	return { json: { ...record, change: changeOf(feed, record, since) } };
}

/** Each ID once, in its last changed copy (a record updated while the pages were read shows twice). */
function lastCopies<T extends IDataObject>(feed: ChangeFeed<T>, records: T[]): T[] {
	const byId = new Map<string, T>();
	for (const record of records) {
		const kept = byId.get(feed.id(record));
		if (!kept || time(feed.updatedAt(record)) > time(feed.updatedAt(kept))) {
			byId.set(feed.id(record), record);
		}
	}
	return [...byId.values()];
}

/**
 * One poll of a feed. A manual run returns the last few changed records and moves nothing. The
 * first poll of a watch (activation) only sets the cursor at the last change: history is not
 * replayed. Every later poll reads the list, last changed first, down to the first record older
 * than the cursor, emits the changes not emitted yet (oldest first) and moves the cursor to the
 * newest of them; with nothing new it starts no execution.
 */
export async function pollFeed<T extends IDataObject>(
	context: IPollFunctions,
	feed: ChangeFeed<T>,
): Promise<INodeExecutionData[][] | null> {
	if (context.getMode() === 'manual') {
		const sample = await readNewest(feed, () => false, SAMPLE_SIZE);
		return sample.length ? [sample.map((record) => item(feed, record))] : null;
	}
	const state = context.getWorkflowStaticData('node');
	const kept = state.key === feed.key && isCursor(state.cursor) ? state.cursor : undefined;
	if (!kept) {
		let newest: number | undefined;
		const last = await readNewest(feed, ({ updatedAt }) => {
			newest ??= time(updatedAt);
			return time(updatedAt) < newest;
		});
		state.key = feed.key;
		state.cursor = cursorAt(last.map((record) => stamp(feed, record)));
		return null;
	}
	const read = await readNewest(feed, (record) => isOlder(kept, record));
	const changes = lastCopies(feed, read).filter((record) => isNew(kept, stamp(feed, record)));
	if (!changes.length) return null;
	state.cursor = cursorAt(
		changes.map((record) => stamp(feed, record)),
		kept,
	);
	const oldestFirst = changes
		.reverse()
		.sort((a, b) => time(feed.updatedAt(a)) - time(feed.updatedAt(b)));
	return [oldestFirst.map((record) => item(feed, record, kept.since))];
}
