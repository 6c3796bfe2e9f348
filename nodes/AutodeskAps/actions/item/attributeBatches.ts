import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { docsProjectPath } from '../../../services/docs';
import { settled } from '../../../shared/errors';
import { apsRequest } from '../../../shared/transport';
import type { Limiter } from '../../../framework/deferred';

/**
 * Item > Get Attributes sends one versions:batch-get for many input items: each item adds its
 * document here while the router reads the items, and the first deferred part to run sends every
 * document added so far, grouped by project and x-user-id (one request can carry one of each), in
 * chunks of the service's limit, one chunk after another. Each item then takes its own answer.
 */

/** The reference page of versions:batch-get: "You can specify up to 50 documents." */
export const BATCH_GET_LIMIT = 50;

export interface VersionAttributes extends IDataObject {
	urn: string;
	itemUrn: string;
	customAttributes?: Array<{ id: number; type: string; name: string; value: string }>;
}

interface DocumentError {
	urn?: string;
	code?: string;
	title?: string;
	detail?: string;
}

interface BatchGetBody {
	results?: VersionAttributes[];
	errors?: DocumentError[];
}

type Outcome = { ok: true; value: VersionAttributes } | { ok: false; error: unknown };

interface Entry {
	/** The Docs project id (without `b.`). */
	projectId: string;
	userId?: string;
	/** An item id (its tip version) or a version id. */
	urn: string;
	kind: 'item' | 'version';
	itemIndex: number;
	outcome?: Outcome;
}

class AttributeBatches {
	private pending: Entry[] = [];
	private sending: Promise<void> | undefined;

	constructor(private readonly context: IExecuteFunctions) {}

	add(entry: Entry): Entry {
		this.pending.push(entry);
		return entry;
	}

	/** The entry's answer: sends what is pending (once at a time), then reads the entry's outcome. */
	async answer(entry: Entry, limit: Limiter): Promise<VersionAttributes> {
		while (entry.outcome === undefined) {
			this.sending ??= this.sendPending(limit).finally(() => {
				this.sending = undefined;
			});
			await this.sending;
		}
		if (entry.outcome.ok) return entry.outcome.value;
		throw entry.outcome.error;
	}

	private async sendPending(limit: Limiter): Promise<void> {
		const entries = this.pending;
		this.pending = [];
		for (const chunk of chunks(entries)) await limit(() => this.send(chunk));
	}

	/** One batch-get for a chunk's documents; each entry gets its result, its error, or the request's failure. */
	private async send(chunk: Entry[]): Promise<void> {
		const [{ projectId, userId }] = chunk;
		const urns = [...new Set(chunk.map((entry) => entry.urn))];
		const sent = await settled(
			apsRequest<BatchGetBody>(this.context, {
				method: 'POST',
				url: `${docsProjectPath(projectId)}/versions:batch-get`,
				operation: 'Get attributes',
				body: { urns },
				userId,
			}),
		);
		for (const entry of chunk) {
			entry.outcome = sent.ok
				? this.outcomeOf(entry, sent.value.body ?? {})
				: { ok: false, error: sent.error };
		}
	}

	private outcomeOf(entry: Entry, body: BatchGetBody): Outcome {
		const key = entry.kind === 'item' ? 'itemUrn' : 'urn';
		const value = (body.results ?? []).find((result) => result[key] === entry.urn);
		if (value) return { ok: true, value };
		const refusal = (body.errors ?? []).find((error) => error.urn === entry.urn);
		const said = refusal
			? [refusal.detail ?? refusal.title, refusal.code && `(${refusal.code})`]
					.filter(Boolean)
					.join(' ')
			: 'the service answered neither a result nor an error for it';
		return {
			ok: false,
			error: new NodeOperationError(
				this.context.getNode(),
				`Get attributes failed for ${entry.urn}: ${said}`,
				{
					itemIndex: entry.itemIndex,
					description:
						'Check the Item (and Version ID) and that the caller, or the Act As User ID user, may see the file in Docs.',
				},
			),
		};
	}
}

/**
 * The entries in requests: by project and x-user-id, in the order they first came; item ids and
 * version ids apart (an item id's answer is known by its `itemUrn`, a version id's by its `urn`);
 * at most BATCH_GET_LIMIT different documents a request.
 */
function chunks(entries: Entry[]): Entry[][] {
	const groups = new Map<string, Entry[]>();
	for (const entry of entries) {
		const key = JSON.stringify([entry.projectId, entry.userId ?? '', entry.kind]);
		groups.set(key, [...(groups.get(key) ?? []), entry]);
	}
	const result: Entry[][] = [];
	for (const group of groups.values()) {
		let chunk: Entry[] = [];
		let urns = new Set<string>();
		for (const entry of group) {
			if (!urns.has(entry.urn) && urns.size === BATCH_GET_LIMIT) {
				result.push(chunk);
				chunk = [];
				urns = new Set();
			}
			urns.add(entry.urn);
			chunk.push(entry);
		}
		result.push(chunk);
	}
	return result;
}

const runs = new WeakMap<IExecuteFunctions, AttributeBatches>();

/** The batches of this run of the node (one per execution context). */
export function attributeBatches(context: IExecuteFunctions): AttributeBatches {
	let batches = runs.get(context);
	if (!batches) {
		batches = new AttributeBatches(context);
		runs.set(context, batches);
	}
	return batches;
}
