import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { aecQuery } from '../../../services/aecDataModel';
import { InputRuleError } from '../../../shared/inputRules';
import { forOperation } from '../../../framework/fields/common';
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

/** The `data` of the query, as one item. */
export const execute: OperationExecute = async function (itemIndex) {
	const query = String(this.getNodeParameter('query', itemIndex, '')).trim();
	if (!query) throw new InputRuleError('Query', 'must be a GraphQL query; got an empty query');
	const variables = readVariables(this.getNodeParameter('variables', itemIndex, '{}'));
	const { region, pacing } = readAecOptions(this, itemIndex);
	const data = await aecQuery(this, {
		query,
		variables,
		operation: 'Run GraphQL query',
		region,
		pacing,
	});
	return [{ json: data }];
};

export const tool: OperationTool = {
	description:
		'Run a GraphQL query of the AEC Data Model API (with Variables as a JSON object) for what the other operations do not cover; lists take pagination: { limit, cursor } and answer pagination { cursor }. Returns the data of the query as the API answers it.',
	compact: wholeJson,
};
