import type { INodeProperties } from 'n8n-workflow';

import * as getObjectTree from './getObjectTree.operation';
import * as getProperties from './getProperties.operation';
import * as getViews from './getViews.operation';

export const option = {
	name: 'Model',
	value: 'model',
	description: 'Read the views, object tree and properties of a design translated to SVF or SVF2',
};

export const operations = { getViews, getObjectTree, getProperties };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['model'] } },
		options: [
			{
				name: 'Get Object Tree',
				value: 'getObjectTree',
				description: 'Get the hierarchy of objects in a model view',
				action: 'Get the object tree of a model',
			},
			{
				name: 'Get Properties',
				value: 'getProperties',
				description: 'Get the properties of all or chosen objects in a model view',
				action: 'Get the properties of a model',
			},
			{
				name: 'Get Views',
				value: 'getViews',
				description: 'List the 2D and 3D model views of a translated design, with their GUIDs',
				action: 'Get the views of a model',
			},
		],
		default: 'getViews',
	},
	...getViews.description,
	...getObjectTree.description,
	...getProperties.description,
];
