import type { INodeProperties } from 'n8n-workflow';

import * as create from './create.operation';
import * as deleteBucket from './delete.operation';
import * as getAll from './getAll.operation';

export const option = {
	name: 'Bucket',
	value: 'bucket',
	description: "The app's own storage (OSS): buckets that hold objects",
};

export const operations = { create, getAll, delete: deleteBucket };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['bucket'] } },
		options: [
			{
				name: 'Create',
				value: 'create',
				description: 'Create a bucket',
				action: 'Create a bucket',
			},
			{
				name: 'Delete',
				value: 'delete',
				description: 'Delete a bucket and its objects',
				action: 'Delete a bucket',
			},
			{
				name: 'Get Many',
				value: 'getAll',
				description: "List the app's buckets",
				action: 'Get many buckets',
			},
		],
		default: 'create',
	},
	...create.description,
	...deleteBucket.description,
	...getAll.description,
];
