import type { INodeProperties } from 'n8n-workflow';

import * as getAll from './getAll.operation';

export const option = {
	name: 'Hub',
	value: 'hub',
	description: 'Accounts and personal hubs that hold projects',
};

export const operations = { getAll };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['hub'] } },
		options: [
			{
				name: 'Get Many',
				value: 'getAll',
				description: 'List the hubs (accounts) the credential can see',
				action: 'Get many hubs',
			},
		],
		default: 'getAll',
	},
	...getAll.description,
];
