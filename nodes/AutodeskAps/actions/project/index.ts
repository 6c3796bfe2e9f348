import type { INodeProperties } from 'n8n-workflow';

import * as get from './get.operation';
import * as getAll from './getAll.operation';

export const option = {
	name: 'Project',
	value: 'project',
	description: 'Projects of a hub: Construction Cloud, BIM 360, Fusion Team and personal projects',
};

export const operations = { get, getAll };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['project'] } },
		options: [
			{
				name: 'Get',
				value: 'get',
				description: 'Get one project of a hub',
				action: 'Get a project',
			},
			{
				name: 'Get Many',
				value: 'getAll',
				description: 'List the projects of a hub',
				action: 'Get many projects',
			},
		],
		default: 'getAll',
	},
	...get.description,
	...getAll.description,
];
