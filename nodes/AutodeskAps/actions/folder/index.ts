import type { INodeProperties } from 'n8n-workflow';

import * as create from './create.operation';
import * as getAttributeDefinitions from './getAttributeDefinitions.operation';
import * as getContents from './getContents.operation';
import * as getTopFolders from './getTopFolders.operation';

export const option = {
	name: 'Folder',
	value: 'folder',
	description: 'Folders of a project and what they contain',
};

export const operations = { create, getAttributeDefinitions, getContents, getTopFolders };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['folder'] } },
		options: [
			{
				name: 'Create',
				value: 'create',
				description: 'Create a subfolder in a folder',
				action: 'Create a folder',
			},
			{
				name: 'Get Attribute Definitions',
				value: 'getAttributeDefinitions',
				description:
					'List the custom attributes (Docs) that the documents of a folder have, with drop-down values',
				action: 'Get attribute definitions of a folder',
			},
			{
				name: 'Get Contents',
				value: 'getContents',
				description: 'List the folders and items (files) in a folder',
				action: 'Get folder contents',
			},
			{
				name: 'Get Top Folders',
				value: 'getTopFolders',
				description: 'List the highest-level folders of a project that the user can access',
				action: 'Get top folders of a project',
			},
		],
		default: 'getContents',
	},
	...create.description,
	...getAttributeDefinitions.description,
	...getContents.description,
	...getTopFolders.description,
];
