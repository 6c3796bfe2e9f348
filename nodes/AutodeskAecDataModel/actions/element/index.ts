import type { INodeProperties } from 'n8n-workflow';

import * as get from './get.operation';
import * as getAll from './getAll.operation';

export const option = {
	name: 'Element',
	value: 'element',
	description: 'The elements of a model (walls, doors, floors...) with their properties',
};

export const operations = { get, getAll };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['element'] } },
		options: [
			{
				name: 'Get',
				value: 'get',
				description: 'Get one element with its properties',
				action: 'Get an element',
			},
			{
				name: 'Get Many',
				value: 'getAll',
				description:
					'List the elements of one or several models, filtered by category, context, name and properties',
				action: 'Get many elements',
			},
		],
		default: 'getAll',
	},
	...get.description,
	...getAll.description,
];
