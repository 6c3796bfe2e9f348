import type { IExecuteFunctions, INode } from 'n8n-workflow';
import { NodeOperationError, sleep } from 'n8n-workflow';

import type { ApsFunctions } from './types';

/** The signal n8n aborts when the execution is cancelled (action node runs only). */
export function cancelSignalOf(context: ApsFunctions): AbortSignal | undefined {
	const execute = context as Partial<IExecuteFunctions>;
	return typeof execute.getExecutionCancelSignal === 'function'
		? execute.getExecutionCancelSignal()
		: undefined;
}

/** Waits before a retry; answers false when the execution was cancelled meanwhile. */
export async function waitUnlessCancelled(
	ms: number,
	signal: AbortSignal | undefined,
): Promise<boolean> {
	try {
		await sleep(ms, signal);
		return true;
	} catch {
		return false;
	}
}

/** A request given up because the execution was cancelled: it is not sent again. */
export function cancelledError(
	node: INode,
	operation: string,
	attempt: number,
): NodeOperationError {
	return new NodeOperationError(
		node,
		`${operation} stopped: the execution was cancelled${attempt ? ` (after ${attempt + 1} attempts)` : ''}`,
		{ description: 'The request was not sent again.' },
	);
}

/**
 * The pause before a retry: answers when the request may be sent again, throws when the execution
 * is cancelled before or during the pause (the request is then not sent again).
 */
export async function waitForRetry(
	context: ApsFunctions,
	signal: AbortSignal | undefined,
	ms: number,
	operation: string,
	attempt: number,
): Promise<void> {
	if (!signal?.aborted && (await waitUnlessCancelled(ms, signal)) && !signal?.aborted) return;
	throw cancelledError(context.getNode(), operation, attempt);
}
