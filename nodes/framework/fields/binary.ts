import type {
	IBinaryData,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';

import { InputRuleError, NOTHING_SENT } from '../../shared/inputRules';

/** Files as n8n binary data: the field names (n8n's convention) and reading and writing them. */

export const binaryInputProperty: INodeProperties = {
	displayName: 'Input Binary Field',
	name: 'binaryPropertyName',
	type: 'string',
	default: 'data',
	required: true,
	hint: 'The name of the input binary field containing the file to be uploaded',
};

export const binaryOutputProperty: INodeProperties = {
	displayName: 'Put Output File in Field',
	name: 'binaryPropertyName',
	type: 'string',
	default: 'data',
	required: true,
	hint: 'The name of the output binary field to put the file in',
};

/**
 * The binary field an operation reads its file from or puts its file in (the field's value, by
 * the field the operation shows: Input Binary Field or Put Output File in Field), trimmed. An
 * empty name is refused before anything is sent: n8n keeps binary data under a non-empty key.
 */
export function readBinaryField(
	context: IExecuteFunctions,
	itemIndex: number,
	property: INodeProperties,
): string {
	const value = context.getNodeParameter(property.name, itemIndex, property.default) as unknown;
	const field = typeof value === 'string' ? value.trim() : '';
	if (!field) {
		throw new InputRuleError(
			property.displayName,
			'must name a binary field, e.g. "data"',
			NOTHING_SENT,
		);
	}
	return field;
}

export interface BinaryInput {
	/** The file's bytes: a stream when n8n keeps the file outside memory, else the bytes. */
	data: AsyncIterable<Buffer | string> | Buffer;
	size: number;
	fileName?: string;
	mimeType: string;
}

/**
 * The file in an input item's binary field (as readBinaryField gives its name), ready to stream,
 * with its size, name and type. Refuses a missing field and an empty file before anything is sent.
 */
export async function readBinaryInput(
	context: IExecuteFunctions,
	itemIndex: number,
	name: string,
): Promise<BinaryInput> {
	const binary = context.getInputData()[itemIndex]?.binary?.[name] as IBinaryData | undefined;
	if (!binary) {
		const present = Object.keys(context.getInputData()[itemIndex]?.binary ?? {});
		const has = present.length
			? `it has ${present.map((key) => `"${key}"`).join(', ')}`
			: 'it has no binary fields';
		throw new InputRuleError(
			`Input Binary Field "${name}"`,
			`is not in the input item: it must name a binary field of the item (${has})`,
			'Pass a file into this node (for example from Read/Write Files from Disk or an HTTP Request) and give the name of its binary field.',
		);
	}
	let size: number;
	let data: BinaryInput['data'];
	if (binary.id) {
		const metadata = await context.helpers.getBinaryMetadata(binary.id);
		size = metadata.fileSize;
		data = await context.helpers.getBinaryStream(binary.id);
	} else {
		data = Buffer.from(binary.data, 'base64');
		size = data.length;
	}
	if (size === 0) {
		throw new InputRuleError(
			'Input Binary Field',
			`"${name}" holds an empty file (0 bytes): there is nothing to upload`,
			'Check the node that produced the file.',
		);
	}
	return { data, size, fileName: binary.fileName, mimeType: binary.mimeType };
}

/**
 * An output item with the downloaded file in its binary field (as readBinaryField gives its
 * name; streamed into n8n's storage).
 * The response stream goes to n8n as it is: gathering its chunks into larger buffers before n8n
 * writes them was measured slower (the copies add garbage collection in n8n's large heap; see
 * test/bench/README.md, benchmark 4).
 */
export async function binaryOutput(
	context: IExecuteFunctions,
	json: INodeExecutionData['json'],
	file: { data: NodeJS.ReadableStream; fileName: string; mimeType?: string },
	propertyName: string,
): Promise<INodeExecutionData> {
	const prepared = await context.helpers.prepareBinaryData(
		file.data as Parameters<IExecuteFunctions['helpers']['prepareBinaryData']>[0],
		file.fileName,
		file.mimeType,
	);
	return { json, binary: { [propertyName]: prepared } };
}
