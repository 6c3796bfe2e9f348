import { createHash } from 'node:crypto';

/** How many delivery ids, and digests of accepted bodies, are remembered to drop repeats. */
export const REMEMBERED_DELIVERIES = 500;

/** What a trigger node keeps of earlier deliveries (static data has the same two lists). */
export interface DeliveryRecord {
	deliveryIds?: string[];
	bodyDigests?: string[];
}

interface Memory {
	deliveryIds: string[];
	bodyDigests: string[];
	/** Deliveries whose execution n8n has not accepted yet: `id:<id>` and `body:<digest>`. */
	pending: Set<string>;
}

/**
 * Deliveries accepted by this n8n process, per trigger node. n8n (2.41) does not save the static
 * data of a callback that starts an execution, and a delivery counts only once n8n accepted its
 * execution, after webhook() returned: what was accepted reaches static data at the next callback.
 */
const inProcess = new Map<string, Memory>();

function memoryOf(node: string): Memory {
	let memory = inProcess.get(node);
	if (!memory) {
		memory = { deliveryIds: [], bodyDigests: [], pending: new Set() };
		inProcess.set(node, memory);
	}
	return memory;
}

/** The SHA-256 of a callback's raw body, hex. */
export function bodyDigest(rawBody: Buffer | undefined): string {
	return createHash('sha256')
		.update(rawBody ?? Buffer.alloc(0))
		.digest('hex');
}

/** Adds to a newest-last list, keeping the newest REMEMBERED_DELIVERIES. */
function remember(list: string[], value: string): void {
	if (list.includes(value)) return;
	list.push(value);
	if (list.length > REMEMBERED_DELIVERIES) list.splice(0, list.length - REMEMBERED_DELIVERIES);
}

/** `stored` followed by what only `accepted` holds, the newest REMEMBERED_DELIVERIES. */
function merged(stored: string[] | undefined, accepted: string[]): string[] {
	const list = [...(stored ?? [])];
	for (const value of accepted) remember(list, value);
	return list.slice(-REMEMBERED_DELIVERIES);
}

export type Claim =
	| { outcome: 'new'; accept: () => void; release: () => void }
	| { outcome: 'repeated' }
	| { outcome: 'inProgress' };

/**
 * Whether a signed delivery is new: neither its delivery id nor its exact body was accepted before
 * (a body replayed under another id, or none, is a repeat). A new one is held as in progress until
 * `accept` (n8n took its execution) or `release` (it did not: a redelivery runs). `record` is the
 * node's static data; it is brought up to date with what this process accepted.
 */
export function claimDelivery(
	record: DeliveryRecord,
	node: string,
	deliveryId: string | undefined,
	digest: string,
): Claim {
	const memory = memoryOf(node);
	record.deliveryIds = merged(record.deliveryIds, memory.deliveryIds);
	record.bodyDigests = merged(record.bodyDigests, memory.bodyDigests);
	if (
		(deliveryId && record.deliveryIds.includes(deliveryId)) ||
		record.bodyDigests.includes(digest)
	) {
		return { outcome: 'repeated' };
	}
	const keys = [`body:${digest}`, ...(deliveryId ? [`id:${deliveryId}`] : [])];
	if (keys.some((key) => memory.pending.has(key))) return { outcome: 'inProgress' };
	for (const key of keys) memory.pending.add(key);
	let settled = false;
	const settle = (accepted: boolean) => {
		if (settled) return;
		settled = true;
		for (const key of keys) memory.pending.delete(key);
		if (!accepted) return;
		if (deliveryId) remember(memory.deliveryIds, deliveryId);
		remember(memory.bodyDigests, digest);
	};
	return { outcome: 'new', accept: () => settle(true), release: () => settle(false) };
}
