import type { INodeExecutionData } from 'n8n-workflow';

/**
 * Work an operation leaves for after every item has been sent: the router runs the deferred parts
 * of all items side by side (a run with Wait for Completion sends all its jobs first, then waits
 * for them together), sharing one limit on how many requests they make at a time.
 */

/** Runs `task` once fewer than the limit's number of tasks are running. */
export type Limiter = <T>(task: () => Promise<T>) => Promise<T>;

export interface Deferred {
	deferred: true;
	run: (limit: Limiter) => Promise<INodeExecutionData[]>;
}

export function defer(run: Deferred['run']): Deferred {
	return { deferred: true, run };
}

export function isDeferred(value: unknown): value is Deferred {
	return typeof value === 'object' && value !== null && (value as Deferred).deferred === true;
}

/** At most `max` tasks at once; the others wait their turn in the order they came. */
export function concurrencyLimiter(max: number): Limiter {
	let running = 0;
	const queue: Array<() => void> = [];
	return async <T>(task: () => Promise<T>): Promise<T> => {
		// A finished task hands its place straight to the next waiting one.
		if (running >= max) await new Promise<void>((resolve) => queue.push(resolve));
		else running++;
		try {
			return await task();
		} finally {
			const next = queue.shift();
			if (next) next();
			else running--;
		}
	};
}
