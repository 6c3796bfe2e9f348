import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { InputRuleError, NOTHING_SENT } from '../../shared/inputRules';
import { sourceChunks } from '../../shared/sourceBody';
import { openSource, readSourceAddress } from '../../shared/sourceUrl';
import {
	binaryInputProperty,
	readBinaryField,
	readBinaryInput,
} from '../../framework/fields/binary';

/**
 * Where an upload's file comes from (Item > Upload, Object > Upload): an input binary field, or an
 * https address whose body streams straight into the signed S3 parts, never into n8n's binary store.
 */

const BINARY = 'binary';
const URL_SOURCE = 'url';
const SOURCE_URL = 'Source URL';
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f]/;

/** File Source, the binary field (for Binary File), and Source URL with Source Headers (for URL). */
export const uploadSourceProperties: INodeProperties[] = [
	{
		displayName: 'File Source',
		name: 'fileSource',
		type: 'options',
		options: [
			{
				name: 'Binary File',
				value: BINARY,
				description: 'The file in a binary field of the input item',
			},
			{
				name: 'URL',
				value: URL_SOURCE,
				description:
					"An https address: its file streams straight to Autodesk's storage, part by part, without passing through n8n's binary data",
			},
		],
		default: BINARY,
	},
	{ ...binaryInputProperty, displayOptions: { show: { fileSource: [BINARY] } } },
	{
		displayName: 'Source URL',
		name: 'sourceUrl',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'https://example.com/files/model.rvt',
		description:
			'The https address of the file. Redirects are followed to https addresses only; the Autodesk token is never sent there.',
		displayOptions: { show: { fileSource: [URL_SOURCE] } },
	},
	{
		displayName: 'Source Headers',
		name: 'sourceHeaders',
		type: 'fixedCollection',
		typeOptions: { multipleValues: true },
		placeholder: 'Add Header',
		default: {},
		description:
			"Headers to send to the source URL's own address (for example Authorization: Bearer … of another system, from an expression); never sent to an address it redirects to on another host",
		displayOptions: { show: { fileSource: [URL_SOURCE] } },
		options: [
			{
				displayName: 'Header',
				name: 'header',
				values: [
					{ displayName: 'Name', name: 'name', type: 'string', default: '' },
					{
						displayName: 'Value',
						name: 'value',
						type: 'string',
						typeOptions: { password: true },
						default: '',
					},
				],
			},
		],
	},
];

/** An upload's file, from either source: its bytes as a stream (or in memory), and what is known of it. */
export interface UploadFile {
	data: AsyncIterable<Buffer | string> | Buffer;
	size?: number;
	fileName?: string;
	mimeType?: string;
	/** The field that names the file, for messages: `Input Binary Field "data"`, `Source URL`. */
	origin: string;
	/** Stops reading a source that is not wanted after all. */
	close: () => void;
}

/** The checked source fields; nothing sent yet. */
export type UploadSource =
	| { kind: 'binary'; field: string }
	| { kind: 'url'; url: string; headers: Record<string, string> };

/** Reads and checks File Source and its fields before anything is sent. */
export function readUploadSource(context: IExecuteFunctions, itemIndex: number): UploadSource {
	const kind = context.getNodeParameter('fileSource', itemIndex, BINARY) as unknown;
	if (kind === BINARY) {
		return { kind: 'binary', field: readBinaryField(context, itemIndex, binaryInputProperty) };
	}
	if (kind !== URL_SOURCE) {
		throw new InputRuleError(
			'File Source',
			`must be binary or url; got ${JSON.stringify(kind)}`,
			NOTHING_SENT,
		);
	}
	const url = readSourceAddress(SOURCE_URL, context.getNodeParameter('sourceUrl', itemIndex, ''));
	const collection = context.getNodeParameter('sourceHeaders', itemIndex, {}) as IDataObject;
	const headers: Record<string, string> = {};
	for (const entry of (collection.header as IDataObject[] | undefined) ?? []) {
		const name = String(entry.name ?? '').trim();
		const value = entry.value === undefined || entry.value === null ? '' : String(entry.value);
		if (!TOKEN.test(name)) {
			throw new InputRuleError(
				'Source Headers › Name',
				`must be a header name, without spaces, colons or other separators; got ${JSON.stringify(name)}`,
				NOTHING_SENT,
			);
		}
		if (CONTROL.test(value)) {
			// The value may be a secret: the message names the header only.
			throw new InputRuleError(
				'Source Headers › Value',
				`of "${name}" must not contain line breaks or other control characters`,
				NOTHING_SENT,
			);
		}
		headers[name] = value;
	}
	return { kind: 'url', url: url.href, headers };
}

/**
 * The file of a checked source: the binary field's (refused when missing or empty), or the source
 * URL opened (its own failures are errors naming Source URL) and read as it uploads.
 */
export async function openUploadFile(
	context: IExecuteFunctions,
	itemIndex: number,
	source: UploadSource,
): Promise<UploadFile> {
	if (source.kind === 'binary') {
		const file = await readBinaryInput(context, itemIndex, source.field);
		return { ...file, origin: `Input Binary Field "${source.field}"`, close: () => undefined };
	}
	const opened = await openSource(
		context,
		{ field: SOURCE_URL, url: source.url, headers: source.headers },
		itemIndex,
	);
	if (opened.size === 0) {
		opened.close();
		throw new NodeOperationError(
			context.getNode(),
			`${SOURCE_URL} gave an empty file (0 bytes): there is nothing to upload`,
			{
				itemIndex,
				description: 'Check the address; nothing was uploaded.',
			},
		);
	}
	return {
		data: sourceChunks(context, opened, SOURCE_URL, itemIndex),
		size: opened.size,
		fileName: opened.fileName,
		mimeType: opened.contentType,
		origin: SOURCE_URL,
		close: opened.close,
	};
}
