import type { IDataObject, IExecuteFunctions, INode, INodeExecutionData } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import { InputRuleError, inputRuleFailure } from '../shared/inputRules';
import type { Deferred } from './deferred';
import { concurrencyLimiter, isDeferred } from './deferred';
import type { ResourceSet } from './resource';
import { isToolRun, readToolOutput } from './tool';
import { refuseAccessChangeAsTool } from './toolAccess';
import { toolError, toolResults } from './toolRun';

/** How many requests the deferred parts of a run's items make at a time (manifest reads). */
export const DEFERRED_CONCURRENCY = 4;

/**
 * Runs each input item's resource and operation. Every output item is paired with its input
 * item; with Continue On Fail a failed item becomes an error item and the others go on.
 * An operation may defer part of its work (waiting for a translation job): those parts run after
 * every item has been sent, side by side, and their items keep their place in the output.
 * Run as a tool, the results go out compact and a failure is worded for the model (toolRun.ts).
 */
export async function route(
	this: IExecuteFunctions,
	set: ResourceSet,
): Promise<INodeExecutionData[][]> {
	const items = this.getInputData();
	const slots: INodeExecutionData[][] = [];
	const deferred: Array<{ itemIndex: number; work: Deferred }> = [];
	const asTool = isToolRun(this);
	const failure = (error: Error, itemIndex: number) => {
		const nodeError = asNodeError(this.getNode(), error, itemIndex);
		return asTool ? toolError(this, nodeError, error, set) : nodeError;
	};
	for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
		try {
			const resource = this.getNodeParameter('resource', itemIndex) as string;
			const operation = this.getNodeParameter('operation', itemIndex) as string;
			const resourceEntry = set.byValue.get(resource);
			const execute = resourceEntry?.operations[operation]?.execute;
			if (!resourceEntry || !execute) {
				throw new NodeOperationError(
					this.getNode(),
					`The operation "${operation}" of resource "${resource}" is not supported`,
					{ itemIndex },
				);
			}
			if (asTool) refuseAccessChangeAsTool(this, itemIndex, resourceEntry, operation);
			const results = await execute.call(this, itemIndex);
			if (isDeferred(results)) deferred.push({ itemIndex, work: results });
			else slots[itemIndex] = paired(results, itemIndex);
		} catch (error) {
			if (!this.continueOnFail()) throw failure(error, itemIndex);
			slots[itemIndex] = [errorItem(this.getNode(), error, itemIndex)];
		}
	}
	if (deferred.length) await runDeferred(this, deferred, slots, failure);
	if (asTool && items.length && readToolOutput(this, 0) === 'compact') {
		return [toolResults(this, slots, set)];
	}
	return [slots.flatMap((slot) => slot ?? [])];
}

/** The deferred parts side by side; without Continue On Fail the first item's failure is thrown. */
async function runDeferred(
	context: IExecuteFunctions,
	deferred: Array<{ itemIndex: number; work: Deferred }>,
	slots: INodeExecutionData[][],
	failure: (error: Error, itemIndex: number) => Error,
): Promise<void> {
	const limit = concurrencyLimiter(DEFERRED_CONCURRENCY);
	const outcomes = await Promise.allSettled(deferred.map(({ work }) => work.run(limit)));
	for (const [index, outcome] of outcomes.entries()) {
		const { itemIndex } = deferred[index];
		if (outcome.status === 'fulfilled') {
			slots[itemIndex] = paired(outcome.value, itemIndex);
			continue;
		}
		if (!context.continueOnFail()) throw failure(outcome.reason, itemIndex);
		slots[itemIndex] = [errorItem(context.getNode(), outcome.reason, itemIndex)];
	}
}

function paired(results: INodeExecutionData[], itemIndex: number): INodeExecutionData[] {
	return results.map((result) => ({ ...result, pairedItem: { item: itemIndex } }));
}

/** The error as n8n shows it, tagged with the item it came from. */
function asNodeError(
	node: INode,
	error: Error,
	itemIndex: number,
): NodeApiError | NodeOperationError {
	if (error instanceof InputRuleError) return inputRuleFailure(node, error, itemIndex);
	if (error instanceof NodeApiError || error instanceof NodeOperationError) {
		error.context.itemIndex = itemIndex;
		return error;
	}
	return new NodeOperationError(node, error, { itemIndex });
}

/**
 * A failed item under Continue On Fail: the message (`error`), the advice (`description`) and the
 * status (`httpCode`). With On Error "Continue (using error output)" the advice and status go
 * under `details`: n8n sends an item to the error output only when its JSON has no keys but
 * `error`, `message` and `details`, and replaces the JSON of an item that carries the error itself.
 */
function errorItem(node: INode, error: Error, itemIndex: number): INodeExecutionData {
	const { error: message, ...details } = errorJson(error);
	const json =
		node.onError === 'continueErrorOutput'
			? { error: message, ...(Object.keys(details).length ? { details } : {}) }
			: { error: message, ...details };
	return { json, pairedItem: { item: itemIndex } };
}

function errorJson(
	error: Error & { description?: string | null; httpCode?: string | null },
): IDataObject {
	const json: IDataObject = { error: error.message };
	if (error.description) json.description = error.description;
	if (error.httpCode) json.httpCode = error.httpCode;
	return json;
}
