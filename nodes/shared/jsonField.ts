import type { IDataObject, INode } from 'n8n-workflow';
import { jsonParse, NodeOperationError } from 'n8n-workflow';

/**
 * A JSON object field (typed text, or an object from an expression). Text that does not parse, or
 * JSON that is not an object, is refused before anything is sent, naming the field.
 */
export function jsonObjectField(
	node: INode,
	value: unknown,
	fieldName: string,
	itemIndex: number,
): IDataObject | undefined {
	if (value === undefined || value === null || value === '') return undefined;
	let parsed: unknown = value;
	if (typeof value === 'string') {
		if (!value.trim()) return undefined;
		try {
			parsed = jsonParse(value);
		} catch (error) {
			throw new NodeOperationError(node, `${fieldName} is not valid JSON`, {
				itemIndex,
				description: `Write ${fieldName} as a JSON object, for example {"key": "value"}. ${(error as Error).message}`,
			});
		}
	}
	if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
		throw new NodeOperationError(node, `${fieldName} must be a JSON object`, {
			itemIndex,
			description: `Write ${fieldName} as a JSON object, for example {"key": "value"}.`,
		});
	}
	return parsed as IDataObject;
}
