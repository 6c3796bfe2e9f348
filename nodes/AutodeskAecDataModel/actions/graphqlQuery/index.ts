import type { INodeProperties } from 'n8n-workflow';

import * as run from './run.operation';

export const option = {
	name: 'Query',
	value: 'graphqlQuery',
	description: 'A GraphQL query of your own',
};

export const operations = { run };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['graphqlQuery'] } },
		options: [
			{
				name: 'Run',
				value: 'run',
				description: 'Run a GraphQL query with variables',
				action: 'Run a query',
			},
		],
		default: 'run',
	},
	...run.description,
];
