import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import type { Limiter } from '../../framework/deferred';
import { settled } from '../../shared/errors';
import { InputRuleError } from '../../shared/inputRules';

/**
 * What the imports of the Account Admin node share (Project User, Account User, Company): each
 * item's entry joins its batch while the items are read (one batch per import target, by an id
 * the operation names); a batch is sent once, by the first item to ask for its result, and the
 * batches of a run go one after another, as the calls of one import do.
 */

/** Each item's result, by item index: its output, or the error of its call. */
export type ItemResults = Map<number, IDataObject | Error>;

export interface QueuedBatch<Entry> {
	entries: Entry[];
	keys: Set<string>;
	outcome?: Promise<ItemResults>;
}

/** How an entry given twice is refused: its field, the value as given, what to do. */
export interface Duplicate {
	field: string;
	shown: string;
	advice: string;
}

const runs = new WeakMap<object, Map<string, QueuedBatch<unknown>>>();

/** The run's last batch sent. */
const lastSent = new WeakMap<object, Promise<unknown>>();

/**
 * The run's batch `id` (`make` makes it the first time) with `entry` added; an entry whose `key`
 * is in the batch already is refused before anything is sent.
 */
export function joinBatch<Entry, Batch extends QueuedBatch<Entry>>(
	context: IExecuteFunctions,
	id: string,
	make: () => Batch,
	key: string,
	entry: Entry,
	duplicate: Duplicate,
): Batch {
	const batches = runs.get(context) ?? new Map<string, QueuedBatch<unknown>>();
	runs.set(context, batches);
	const batch = (batches.get(id) as Batch | undefined) ?? make();
	batches.set(id, batch);
	if (batch.keys.has(key)) {
		throw new InputRuleError(
			duplicate.field,
			`appears twice in this import: "${duplicate.shown}"`,
			duplicate.advice,
		);
	}
	batch.keys.add(key);
	batch.entries.push(entry);
	return batch;
}

/** One item's result, once its batch has gone out (`send` runs once, after the run's last batch). */
export async function batchResult(
	context: IExecuteFunctions,
	batch: QueuedBatch<unknown>,
	itemIndex: number,
	send: () => Promise<ItemResults>,
): Promise<IDataObject> {
	if (!batch.outcome) {
		const previous = lastSent.get(context) ?? Promise.resolve();
		batch.outcome = previous.then(send, send);
		lastSent.set(context, batch.outcome);
	}
	const result = (await batch.outcome).get(itemIndex);
	if (result instanceof Error) throw result;
	return result as IDataObject;
}

/**
 * A refused import call is the service's error for each of its entries (the item is paired with
 * its entry), its advice saying that the entries of that call went together.
 */
function callFailed(error: unknown, together: string): Error {
	const failure = error as Error & { description?: string | null };
	failure.description = failure.description ? `${failure.description} ${together}` : together;
	return failure;
}

/** How a batch goes out: calls of at most `size` entries, each through the run's limiter. */
export interface ChunkedSend<Entry, Answer> {
	size: number;
	limit: Limiter;
	send: (chunk: Entry[]) => Promise<Answer>;
	/** What a refused call's error adds: its entries went together ("The 50 users of..."). */
	together: (count: number) => string;
	/** Records the results of a call's entries from its answer. */
	answered: (chunk: Entry[], answer: Answer, results: ItemResults) => void;
}

/**
 * Sends a batch's entries in calls of at most `size`, one after another; the entries of a refused
 * call each get the service's error (callFailed), the others what `answered` makes of their answer.
 */
export async function sendInChunks<Entry extends { itemIndex: number }, Answer>(
	entries: Entry[],
	chunks: ChunkedSend<Entry, Answer>,
): Promise<ItemResults> {
	const results: ItemResults = new Map();
	for (let start = 0; start < entries.length; start += chunks.size) {
		const chunk = entries.slice(start, start + chunks.size);
		const sent = await settled(chunks.limit(async () => await chunks.send(chunk)));
		if (sent.ok) {
			chunks.answered(chunk, sent.value, results);
			continue;
		}
		const failure = callFailed(sent.error, chunks.together(chunk.length));
		for (const { itemIndex } of chunk) results.set(itemIndex, failure);
	}
	return results;
}
