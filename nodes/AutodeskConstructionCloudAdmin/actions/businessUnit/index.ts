import type { INodeProperties } from 'n8n-workflow';

import * as get from './get.operation';
import * as set from './set.operation';

export const option = {
	name: 'Business Unit',
	value: 'businessUnit',
	description: 'The business units of a Construction Cloud account, read and set as one structure',
};

export const operations = { get, set };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['businessUnit'] } },
		options: [
			{
				name: 'Get',
				value: 'get',
				description: "Get the account's business units",
				action: 'Get business units',
			},
			{
				name: 'Set',
				value: 'set',
				description: "Replace the account's business units with a new structure",
				action: 'Set business units',
			},
		],
		default: 'get',
	},
	...get.description,
	...set.description,
];
