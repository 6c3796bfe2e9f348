import type { IDataObject, IExecuteFunctions, INode, INodeExecutionData } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import { resources } from './resources';

const byValue = new Map(resources.map((resource) => [resource.option.value, resource]));

/**
 * Runs each input item's resource and operation. Every output item is paired with its input
 * item; with Continue On Fail a failed item becomes an error item and the others go on.
 */
export async function route(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
	const items = this.getInputData();
	const output: INodeExecutionData[] = [];
	for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
		try {
			const resource = this.getNodeParameter('resource', itemIndex) as string;
			const operation = this.getNodeParameter('operation', itemIndex) as string;
			const execute = byValue.get(resource)?.operations[operation]?.execute;
			if (!execute) {
				throw new NodeOperationError(
					this.getNode(),
					`The operation "${operation}" of resource "${resource}" is not supported`,
					{ itemIndex },
				);
			}
			const results = await execute.call(this, itemIndex);
			for (const result of results) output.push({ ...result, pairedItem: { item: itemIndex } });
		} catch (error) {
			if (this.continueOnFail()) {
				output.push({ json: errorJson(error), pairedItem: { item: itemIndex } });
				continue;
			}
			throw asNodeError(this.getNode(), error, itemIndex);
		}
	}
	return [output];
}

/** The error as n8n shows it, tagged with the item it came from. */
function asNodeError(
	node: INode,
	error: Error,
	itemIndex: number,
): NodeApiError | NodeOperationError {
	if (error instanceof NodeApiError || error instanceof NodeOperationError) {
		error.context.itemIndex = itemIndex;
		return error;
	}
	return new NodeOperationError(node, error, { itemIndex });
}

function errorJson(
	error: Error & { description?: string | null; httpCode?: string | null },
): IDataObject {
	const json: IDataObject = { error: error.message };
	if (error.description) json.description = error.description;
	if (error.httpCode) json.httpCode = error.httpCode;
	return json;
}
