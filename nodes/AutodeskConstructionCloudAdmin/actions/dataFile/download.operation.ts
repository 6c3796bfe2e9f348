import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import {
	EXTRACT_ZIP,
	SIGNED_URL_SECONDS,
	checkedFileName,
	downloadExtractFile,
	extractFileLink,
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
import { extractSchemas, typedCsvRows } from './extractRows';

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
