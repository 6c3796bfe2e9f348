import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { InputRuleError } from '../../../shared/inputRules';

/** The object's key (its name in the bucket). */
export const objectKeyProperty: INodeProperties = {
	displayName: 'Object Key',
	name: 'objectKey',
	type: 'string',
	default: '',
	required: true,
	placeholder: 'house.rvt',
	description: 'The name of the object in the bucket',
};

/** The Object Key of an item, or `fallback` (the file's name) when the field is empty. */
export function readObjectKey(
	context: IExecuteFunctions,
	itemIndex: number,
	fallback?: string,
): string {
	const key =
		String(context.getNodeParameter('objectKey', itemIndex, '') ?? '').trim() || fallback?.trim();
	if (!key) {
		throw new InputRuleError(
			'Object Key',
			'is required: enter the name of the object in the bucket',
		);
	}
	return key;
}

/** The name a downloaded object gets as a file: the last segment of its key. */
export function fileNameOf(objectKey: string): string {
	return objectKey.split('/').filter(Boolean).pop() ?? objectKey;
}
