import type { INodeProperties } from 'n8n-workflow';

import * as create from './create.operation';
import * as deleteRequest from './delete.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as update from './update.operation';

export const option = {
	name: 'Data Extraction Request',
	value: 'dataRequest',
	description: 'Saved Data Connector requests: what to extract from the account, and when',
};

export const operations = { create, delete: deleteRequest, get, getAll, update };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['dataRequest'] } },
		options: [
			{
				name: 'Create',
				value: 'create',
				description: 'Save a request that extracts data once or on a schedule',
				action: 'Create a data extraction request',
			},
			{
				name: 'Delete',
				value: 'delete',
				description: 'Delete a saved request',
				action: 'Delete a data extraction request',
			},
			{
				name: 'Get',
				value: 'get',
				description: 'Get one saved request',
				action: 'Get a data extraction request',
			},
			{
				name: 'Get Many',
				value: 'getAll',
				description: 'List your saved requests in the account',
				action: 'Get many data extraction requests',
			},
			{
				name: 'Update',
				value: 'update',
				description: 'Change a saved request',
				action: 'Update a data extraction request',
			},
		],
		default: 'getAll',
	},
	...create.description,
	...deleteRequest.description,
	...get.description,
	...getAll.description,
	...update.description,
];
