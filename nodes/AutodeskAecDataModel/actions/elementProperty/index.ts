import type { INodeProperties } from 'n8n-workflow';

import * as getDefinitions from './getDefinitions.operation';
import * as getDistinctValues from './getDistinctValues.operation';

export const option = {
	name: 'Property',
	value: 'elementProperty',
	description: 'The properties of a model: their definitions and their distinct values',
};

export const operations = { getDefinitions, getDistinctValues };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['elementProperty'] } },
		options: [
			{
				name: 'Get Definitions',
				value: 'getDefinitions',
				description: 'List the properties of a model, with their units',
				action: 'Get property definitions',
			},
			{
				name: 'Get Distinct Values',
				value: 'getDistinctValues',
				description: 'List the values a property takes in a model, with their counts',
				action: 'Get distinct property values',
			},
		],
		default: 'getDefinitions',
	},
	...getDefinitions.description,
	...getDistinctValues.description,
];
