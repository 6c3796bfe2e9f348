import type { INodeProperties } from 'n8n-workflow';

import * as create from './create.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';

export const option = {
	name: 'Project',
	value: 'accountProject',
	description: 'The projects of a Construction Cloud account, as its account admin sees them',
};

export const operations = { create, get, getAll };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['accountProject'] } },
		options: [
			{
				name: 'Create',
				value: 'create',
				description: 'Create a project, directly or from a template, and wait until it is active',
				action: 'Create a project',
			},
			{
				name: 'Get',
				value: 'get',
				description: 'Get one project of the account',
				action: 'Get a project',
			},
			{
				name: 'Get Many',
				value: 'getAll',
				description: 'List the projects of the account, with filters',
				action: 'Get many projects',
			},
		],
		default: 'getAll',
	},
	...getAll.description,
	...get.description,
	...create.description,
];
