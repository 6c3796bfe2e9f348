import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import type { AdminCallOptions } from '../../services/accountAdmin';
import { adminCall } from '../../services/accountAdmin';
import { MAX_DIRECTORY_IMPORT } from '../../services/accountDirectory';
import type { Limiter } from '../../framework/deferred';
import type { ItemResults, QueuedBatch } from './importQueue';
import { batchResult, joinBatch, sendInChunks } from './importQueue';

/**
 * Import of Account User and Company: the payloads of one run's items, gathered by account (and
 * Act As User, Region), sent once every item has been read, in calls of at most
 * MAX_DIRECTORY_IMPORT. The answer of each call (`success_items`, `failure_items`) gives each
 * item its own result, matched by the payload's key (a user's email, a company's name).
 */

export interface DirectoryImport {
	/** The import path of the account. */
	path: string;
	/** The name the node's messages give a call ("Import account users"). */
	operation: string;
	/** The payload's key field and the label of its field in the editor. */
	key: { name: string; field: string };
}

interface Entry {
	itemIndex: number;
	payload: IDataObject;
}

interface Batch extends QueuedBatch<Entry> {
	spec: DirectoryImport;
	options: AdminCallOptions;
}

const keyOf = (spec: DirectoryImport, payload: IDataObject) =>
	String(payload[spec.key.name] ?? '').toLowerCase();

/** Adds an item's payload to its batch; a key given twice in one import is refused at once. */
export function enqueueImport(
	context: IExecuteFunctions,
	spec: DirectoryImport,
	options: AdminCallOptions,
	entry: Entry,
): Batch {
	return joinBatch<Entry, Batch>(
		context,
		[spec.path, options.userId ?? '', options.region ?? ''].join('|'),
		() => ({ spec, options, entries: [], keys: new Set<string>() }),
		keyOf(spec, entry.payload),
		entry,
		{
			field: spec.key.field,
			shown: String(entry.payload[spec.key.name]),
			advice: 'Give each one once; the first item with it is imported.',
		},
	);
}

/** The result of one item, once its batch has gone out (sent once, by the first to ask). */
export async function importedResult(
	context: IExecuteFunctions,
	batch: Batch,
	itemIndex: number,
	limit: Limiter,
): Promise<IDataObject> {
	return await batchResult(
		context,
		batch,
		itemIndex,
		async () => await sendBatch(context, batch, limit),
	);
}

interface ImportAnswer {
	success_items?: IDataObject[];
	failure_items?: IDataObject[];
}

async function sendBatch(
	context: IExecuteFunctions,
	batch: Batch,
	limit: Limiter,
): Promise<ItemResults> {
	const { spec } = batch;
	return await sendInChunks<Entry, ImportAnswer | undefined>(batch.entries, {
		size: MAX_DIRECTORY_IMPORT,
		limit,
		send: async (chunk) =>
			await adminCall<ImportAnswer>(
				context,
				{
					method: 'POST',
					path: spec.path,
					operation: spec.operation,
					body: chunk.map(({ payload }) => payload),
				},
				batch.options,
			),
		together: (count) =>
			`The ${count} entries of this import call were sent together: none of them is known to be imported.`,
		answered: (chunk, answer, results) => {
			const made = new Map((answer?.success_items ?? []).map((item) => [keyOf(spec, item), item]));
			const refused = new Map(
				(answer?.failure_items ?? []).map((item) => [keyOf(spec, item), item]),
			);
			for (const { itemIndex, payload } of chunk) {
				const key = keyOf(spec, payload);
				const item = made.get(key);
				const failed = refused.get(key);
				if (item) results.set(itemIndex, { ...item, result: 'created' });
				else if (failed) results.set(itemIndex, { ...failed, result: 'notCreated' });
				else
					results.set(itemIndex, {
						...payload,
						result: 'unknown',
						message:
							'The import answered neither success nor failure for this entry: look it up with Get Many.',
					});
			}
		},
	});
}
