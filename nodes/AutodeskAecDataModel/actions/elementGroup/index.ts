import type { INodeProperties } from 'n8n-workflow';

import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as getChanges from './getChanges.operation';
import * as getExtractionStatus from './getExtractionStatus.operation';
import * as getVersions from './getVersions.operation';

export const option = {
	name: 'Element Group',
	value: 'elementGroup',
	description: 'The published models (Revit) of a project, as the AEC Data Model holds them',
};

export const operations = { get, getAll, getChanges, getExtractionStatus, getVersions };

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
				description: 'Get a model at its tip version or at a version',
				action: 'Get an element group',
			},
			{
				name: 'Get Changes',
				value: 'getChanges',
				description:
					'List the elements added, modified or removed since a version of a model, to its latest version',
				action: 'Get the changes of an element group',
			},
			{
				name: 'Get Extraction Status',
				value: 'getExtractionStatus',
				description:
					'Check whether a version of a Revit file has been extracted into the AEC Data Model',
				action: 'Get the extraction status of a file',
			},
			{
				name: 'Get Many',
				value: 'getAll',
				description: 'List the models of a project or of a folder',
				action: 'Get many element groups',
			},
			{
				name: 'Get Versions',
				value: 'getVersions',
				description: 'List the published versions of a model',
				action: 'Get element group versions',
			},
		],
		default: 'getAll',
	},
	...get.description,
	...getAll.description,
	...getChanges.description,
	...getExtractionStatus.description,
	...getVersions.description,
];
