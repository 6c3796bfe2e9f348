import type { INodeProperties } from 'n8n-workflow';

/** The output binary field of the operations that give files. */
export function outputBinaryProperty(description: string): INodeProperties {
	return {
		displayName: 'Put Output File in Field',
		name: 'binaryPropertyName',
		type: 'string',
		default: 'data',
		required: true,
		hint: 'The name of the output binary field to put the file in',
		description,
	};
}
