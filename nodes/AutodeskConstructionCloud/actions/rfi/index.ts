import type { INodeProperties } from 'n8n-workflow';

import * as create from './create.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';

export const option = {
	name: 'RFI',
	value: 'rfi',
	description: 'Requests for information of an Autodesk Construction Cloud project (RFIs v3)',
};

export const operations = { create, get, getAll };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['rfi'] } },
		options: [
			{
				name: 'Create',
				value: 'create',
				description: 'Raise an RFI in a project',
				action: 'Create an RFI',
			},
			{
				name: 'Get',
				value: 'get',
				description: 'Get one RFI with its responses',
				action: 'Get an RFI',
			},
			{
				name: 'Get Many',
				value: 'getAll',
				description: 'Search the RFIs of a project, with filters',
				action: 'Get many RFI records',
			},
		],
		default: 'getAll',
	},
	...getAll.description,
	...get.description,
	...create.description,
];
