import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import type { AdminCallOptions } from '../../services/accountAdmin';
import { adminCall } from '../../services/accountAdmin';
import { MAX_DIRECTORY_IMPORT } from '../../services/accountDirectory';
import { settled } from '../../shared/errors';
import { InputRuleError } from '../../shared/inputRules';
import type { Limiter } from '../../framework/deferred';

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

interface Batch {
	spec: DirectoryImport;
	options: AdminCallOptions;
	entries: Entry[];
	keys: Set<string>;
	outcome?: Promise<Map<number, IDataObject | Error>>;
}

const runs = new WeakMap<object, Map<string, Batch>>();
const lastSent = new WeakMap<object, Promise<unknown>>();

const keyOf = (spec: DirectoryImport, payload: IDataObject) =>
	String(payload[spec.key.name] ?? '').toLowerCase();

/** Adds an item's payload to its batch; a key given twice in one import is refused at once. */
export function enqueueImport(
	context: IExecuteFunctions,
	spec: DirectoryImport,
	options: AdminCallOptions,
	entry: Entry,
): Batch {
	const batches = runs.get(context) ?? new Map<string, Batch>();
	runs.set(context, batches);
	const id = [spec.path, options.userId ?? '', options.region ?? ''].join('|');
	const batch = batches.get(id) ?? { spec, options, entries: [], keys: new Set<string>() };
	batches.set(id, batch);
	const key = keyOf(spec, entry.payload);
	if (batch.keys.has(key)) {
		throw new InputRuleError(
			spec.key.field,
			`appears twice in this import: "${String(entry.payload[spec.key.name])}"`,
			'Give each one once; the first item with it is imported.',
		);
	}
	batch.keys.add(key);
	batch.entries.push(entry);
	return batch;
}

/** The result of one item, once its batch has gone out (sent once, by the first to ask). */
export async function importedResult(
	context: IExecuteFunctions,
	batch: Batch,
	itemIndex: number,
	limit: Limiter,
): Promise<IDataObject> {
	if (!batch.outcome) {
		const previous = lastSent.get(context) ?? Promise.resolve();
		const send = async () => await sendBatch(context, batch, limit);
		batch.outcome = previous.then(send, send);
		lastSent.set(context, batch.outcome);
	}
	const result = (await batch.outcome).get(itemIndex);
	if (result instanceof Error) throw result;
	return result as IDataObject;
}

interface ImportAnswer {
	success_items?: IDataObject[];
	failure_items?: IDataObject[];
}

async function sendBatch(
	context: IExecuteFunctions,
	batch: Batch,
	limit: Limiter,
): Promise<Map<number, IDataObject | Error>> {
	const results = new Map<number, IDataObject | Error>();
	const { spec } = batch;
	for (let start = 0; start < batch.entries.length; start += MAX_DIRECTORY_IMPORT) {
		const chunk = batch.entries.slice(start, start + MAX_DIRECTORY_IMPORT);
		const sent = await settled(
			limit(
				async () =>
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
			),
		);
		if (!sent.ok) {
			const failure = sent.error as Error & { description?: string | null };
			const together = `The ${chunk.length} entries of this import call were sent together: none of them is known to be imported.`;
			failure.description = failure.description ? `${failure.description} ${together}` : together;
			for (const { itemIndex } of chunk) results.set(itemIndex, failure);
			continue;
		}
		const made = new Map(
			(sent.value?.success_items ?? []).map((item) => [keyOf(spec, item), item]),
		);
		const refused = new Map(
			(sent.value?.failure_items ?? []).map((item) => [keyOf(spec, item), item]),
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
	}
	return results;
}
