import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import {
	EXTRACT_ZIP,
	SIGNED_URL_SECONDS,
	checkedFileName,
	downloadExtractFile,
	extractFileLink,
	listExtractFiles,
} from '../../../services/dataConnector';
import { InputRuleError } from '../../../shared/inputRules';
import {
	binaryOutput,
	binaryOutputProperty,
	readBinaryField,
} from '../../../framework/fields/binary';
import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { compactLink, isToolRun } from '../../../framework/tool';
import { accountProperty, readAccount } from '../adminFields';
import { ADMIN_ACCOUNT } from '../adminToolText';
import { jobIdProperty, readJobId } from '../extractionFields';
import { csvRows } from './csvRows';
import type { ColumnKinds } from './tableSchema';
import { columnKindsFor, schemaFileFor, serviceGroupOf } from './tableSchema';
import { typedRows } from './typedValues';

/** The largest CSV file Output: Rows reads into items; larger ones go to a binary field. */
export const MAX_ROWS_BYTES = 16 * 1024 * 1024;

const properties: INodeProperties[] = [
	accountProperty,
	jobIdProperty,
	{
		displayName: 'Files',
		name: 'fileSelection',
		type: 'options',
		options: [
			{ name: 'One File', value: 'one' },
			{ name: 'Several Files', value: 'several' },
			{ name: 'All (ZIP)', value: 'zip', description: `The extract's ZIP, ${EXTRACT_ZIP}` },
		],
		default: 'one',
	},
	{
		displayName: 'File Name',
		name: 'fileName',
		type: 'string',
		default: '',
		placeholder: 'issues_issues.csv',
		description: 'The name of the file, as List Files gives it',
		displayOptions: { show: { fileSelection: ['one'] } },
	},
	{
		displayName: 'File Names',
		name: 'fileNames',
		type: 'string',
		default: '',
		placeholder: 'issues_issues.csv, rfis_rfis.csv',
		description: 'The names of the files, separated by commas: one output item for each',
		displayOptions: { show: { fileSelection: ['several'] } },
	},
	{
		displayName: 'Output',
		name: 'output',
		type: 'options',
		options: [
			{ name: 'Binary File', value: 'binary', description: 'The file in a binary field, streamed' },
			{
				name: 'Link',
				value: 'link',
				description: `The signed URL (it works for ${SIGNED_URL_SECONDS} seconds) and its expiry; nothing is downloaded`,
			},
			{
				name: 'Rows',
				value: 'rows',
				description:
					"A small CSV file (at most 16 MB) as one item for each row, keyed by its header, typed by the extract's schema",
			},
		],
		default: 'binary',
	},
	{ ...binaryOutputProperty, displayOptions: { show: { output: ['binary'] } } },
];

export const description = forOperation('dataFile', 'download', properties);

/** The names of the files asked for, checked before anything is sent. */
function fileNamesOf(context: IExecuteFunctions, itemIndex: number): string[] {
	const selection = context.getNodeParameter('fileSelection', itemIndex, 'one') as string;
	if (selection === 'zip') return [EXTRACT_ZIP];
	if (selection === 'one')
		return [checkedFileName('File Name', context.getNodeParameter('fileName', itemIndex, ''))];
	const names = String(context.getNodeParameter('fileNames', itemIndex, ''))
		.split(',')
		.map((name) => name.trim())
		.filter(Boolean);
	if (!names.length) {
		throw new InputRuleError(
			'File Names',
			'needs at least one file name, as List Files gives them (separated by commas)',
		);
	}
	return [...new Set(names.map((name) => checkedFileName('File Names', name)))];
}

/** The stream's text (or the bytes', for a JSON file read whole), refused past MAX_ROWS_BYTES (the stream is then left unread). */
async function smallText(
	context: IExecuteFunctions,
	body: NodeJS.ReadableStream,
	name: string,
	itemIndex: number,
): Promise<string> {
	const chunks: Buffer[] = [];
	let size = 0;
	const parts = Buffer.isBuffer(body) ? [body] : (body as AsyncIterable<Buffer | string>);
	for await (const chunk of parts) {
		const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
		size += bytes.length;
		if (size > MAX_ROWS_BYTES) {
			(body as unknown as { destroy?: () => void }).destroy?.();
			throw new NodeOperationError(
				context.getNode(),
				`"${name}" is larger than 16 MB: too large for Output: Rows`,
				{
					itemIndex,
					description:
						'Choose Output: Binary File and read it with the Extract From File node, or Output: Link.',
				},
			);
		}
		chunks.push(bytes);
	}
	return Buffer.concat(chunks).toString('utf8');
}

/**
 * The column kinds of the extract's CSV files, from the schema the job lists for each file's
 * service group: the listing read once, each schema file once (both on first need).
 */
function extractSchemas(
	context: IExecuteFunctions,
	job: { accountId: string; jobId: string },
	itemIndex: number,
): (csvName: string) => Promise<ColumnKinds | undefined> {
	let listing: Promise<string[]> | undefined;
	const texts = new Map<string, Promise<string>>();
	const textOf = async (name: string): Promise<string> => {
		if (!texts.has(name)) {
			texts.set(
				name,
				downloadExtractFile(
					context,
					{ ...job, name },
					async ({ body }) => await smallText(context, body, name, itemIndex),
				),
			);
		}
		return await (texts.get(name) as Promise<string>);
	};
	return async (csvName) => {
		listing ??= listExtractFiles(context, job.accountId, job.jobId).then((files) =>
			files.map((file) => file.name),
		);
		const schemaName = schemaFileFor(serviceGroupOf(csvName), await listing);
		return schemaName === undefined ? undefined : columnKindsFor(csvName, await textOf(schemaName));
	};
}

/** The rows of a CSV file of the extract, typed by its schema (read while the file downloads). */
async function typedCsvRows(
	context: IExecuteFunctions,
	file: { accountId: string; jobId: string; name: string },
	kindsOf: (csvName: string) => Promise<ColumnKinds | undefined>,
	itemIndex: number,
): Promise<IDataObject[]> {
	const [text, kinds] = await Promise.all([
		downloadExtractFile(
			context,
			file,
			async ({ body }) => await smallText(context, body, file.name, itemIndex),
		),
		kindsOf(file.name),
	]);
	const rows = csvRows(text);
	return kinds ? typedRows(rows, kinds) : rows;
}

export const execute: OperationExecute = async function (itemIndex) {
	const accountId = readAccount(this, itemIndex);
	const jobId = readJobId(this, itemIndex);
	const names = fileNamesOf(this, itemIndex);
	const output = isToolRun(this)
		? 'link'
		: (this.getNodeParameter('output', itemIndex, 'binary') as string);
	if (output === 'rows') {
		const notCsv = names.find((name) => !name.toLowerCase().endsWith('.csv'));
		if (notCsv !== undefined) {
			throw new InputRuleError('Output', `Rows reads CSV files only; got "${notCsv}"`, {
				then: 'Choose Output: Binary File for the ZIP or the README.',
			});
		}
	}
	const propertyName =
		output === 'binary' ? readBinaryField(this, itemIndex, binaryOutputProperty) : '';
	const results: INodeExecutionData[] = [];
	const kindsOf = extractSchemas(this, { accountId, jobId }, itemIndex);
	for (const name of names) {
		if (output === 'link') {
			const link = await extractFileLink(this, accountId, jobId, name);
			results.push({ json: { jobId, name, ...link } });
			continue;
		}
		const file = { accountId, jobId, name };
		if (output === 'rows') {
			const rows = await typedCsvRows(this, file, kindsOf, itemIndex);
			// One push a row: a spread of a few hundred thousand arguments overflows the stack.
			for (const row of rows) results.push({ json: row });
			continue;
		}
		results.push(
			await downloadExtractFile(this, file, async ({ headers, body }) => {
				const size = Number(headers['content-length']);
				return await binaryOutput(
					this,
					{ jobId, name, ...(Number.isFinite(size) ? { size } : {}) },
					{ data: body, fileName: name, mimeType: headers['content-type'] },
					propertyName,
				);
			}),
		);
	}
	return results;
};

export const tool: OperationTool = {
	compact: compactLink,
	description: `Get the signed URL of files of a Data Connector job's extract (a tool call downloads nothing). ${ADMIN_ACCOUNT}; Job ID: a job that completed with success; Files: one (File Name), several (File Names, comma-separated) or the ZIP, names as Extracted Data > List Files gives them. Returns jobId, name, url and expiresAt: the URL works for ${SIGNED_URL_SECONDS} seconds only, without a token.`,
};
