import type { INodeProperties } from 'n8n-workflow';

import * as get from './get.operation';
import * as getAll from './getAll.operation';

export const option = {
	name: 'Element Group',
	value: 'elementGroup',
	description: 'The published models (Revit) of a project, as the AEC Data Model holds them',
};

export const operations = { get, getAll };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['elementGroup'] } },
		options: [
			{
				name: 'Get',
				value: 'get',
				description: 'Get a model at its tip version',
				action: 'Get an element group',
			},
			{
				name: 'Get Many',
				value: 'getAll',
				description: 'List the models of a project',
				action: 'Get many element groups',
			},
		],
		default: 'getAll',
	},
	...get.description,
	...getAll.description,
];
