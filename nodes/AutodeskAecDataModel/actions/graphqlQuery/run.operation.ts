import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { aecQuery, collectAecQuery } from '../../../services/aecDataModel';
import { InputRuleError } from '../../../shared/inputRules';
import { show } from '../../../shared/jsonField';
import { forOperation, readGetMany, returnAllAndLimit } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { wholeJson } from '../../../framework/tool';
import { aecOptions, readAecOptions } from '../aecFields';

const properties: INodeProperties[] = [
	{
		displayName: 'Query',
		name: 'query',
		type: 'string',
		typeOptions: { rows: 8 },
		default: '',
		required: true,
		placeholder: 'query { hubs { results { name } } }',
		description: 'A GraphQL query of the AEC Data Model API',
	},
	{
		displayName: 'Variables',
		name: 'variables',
		type: 'json',
		default: '{}',
		description: 'The variables of the query, as a JSON object',
	},
	{
		displayName: 'Paged Field Path',
		name: 'pagedField',
		type: 'string',
		default: '',
		placeholder: 'elementsByElementGroup',
		description:
			'To read every page of a list: the path of the paged field in the answer (such as elementsByElementGroup, or elementGroupAtTip.elements), whose pagination the query passes a $cursor variable (pagination: { cursor: $cursor, limit: 100 }). The node follows its pagination.cursor and gives one item per record of its results. Empty: the data as one item.',
	},
	...returnAllAndLimit.map((property) => ({
		...property,
		displayOptions: { ...property.displayOptions, hide: { pagedField: [''] } },
	})),
	aecOptions(),
];

export const description = forOperation('graphqlQuery', 'run', properties);

/** The text parsed as JSON, or undefined when it is not JSON. */
function parsedJson(text: string): unknown {
	try {
		return JSON.parse(text) as unknown;
	} catch {
		return undefined;
	}
}

function readVariables(raw: unknown): IDataObject {
	if (raw === undefined || raw === null || raw === '') return {};
	const value = typeof raw === 'string' ? parsedJson(raw) : raw;
	if (value === undefined) {
		throw new InputRuleError('Variables', 'must be a JSON object; got text that is not JSON');
	}
	if (!value || typeof value !== 'object' || Array.isArray(value)) {
		throw new InputRuleError(
			'Variables',
			`must be a JSON object; got ${Array.isArray(value) ? 'an array' : typeof value}`,
		);
	}
	return value as IDataObject;
}

const PATH = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;
const CURSOR_DECLARED = /\$cursor\s*:\s*String\b/;

/** The Paged Field Path, checked with the query that must pass it a $cursor; '' when unset. */
function readPagedField(raw: unknown, query: string): string {
	const path = typeof raw === 'string' ? raw.trim() : '';
	if (!path) return '';
	if (!PATH.test(path)) {
		throw new InputRuleError(
			'Paged Field Path',
			`must be field names joined by dots (such as elementGroupAtTip.elements); got ${show(raw)}`,
		);
	}
	if (!CURSOR_DECLARED.test(query)) {
		throw InputRuleError.worded(
			'Query',
			'A query paged by the Paged Field Path must declare a $cursor: String variable and pass it to the field (pagination: { cursor: $cursor })',
		);
	}
	return path;
}

/** The `data` of the query, as one item; with a Paged Field Path, one item per record of its pages. */
export const execute: OperationExecute = async function (itemIndex) {
	const query = String(this.getNodeParameter('query', itemIndex, '')).trim();
	if (!query) throw new InputRuleError('Query', 'must be a GraphQL query; got an empty query');
	const variables = readVariables(this.getNodeParameter('variables', itemIndex, '{}'));
	const path = readPagedField(this.getNodeParameter('pagedField', itemIndex, ''), query);
	const { region, pacing } = readAecOptions(this, itemIndex);
	const call = { query, variables, operation: 'Run GraphQL query', region, pacing };
	if (!path) return [{ json: await aecQuery(this, call) }];
	const { limit } = readGetMany(this, itemIndex);
	const records = await collectAecQuery(
		this,
		call,
		path,
		(at, found) =>
			new NodeOperationError(
				this.getNode(),
				`The answer has no list of results at ${at}: got ${found === undefined ? 'nothing' : show(found)}`,
				{
					itemIndex,
					description:
						'Name the paged field as it is in the answer (its alias if it has one), and ask for its results and pagination { cursor }.',
				},
			),
		limit,
	);
	return records.map((record) => ({ json: record }));
};

export const tool: OperationTool = {
	description:
		'Run a GraphQL query of the AEC Data Model API (with Variables as a JSON object) for what the other operations do not cover; lists take pagination: { limit, cursor } and answer pagination { cursor }. Returns the data of the query as the API answers it; with a Paged Field Path (the dotted path of a list in the answer, the query passing $cursor to its pagination), every page of that list, one result per record of its results (Return All or Limit).',
	compact: wholeJson,
};
