import type { INodeProperties } from 'n8n-workflow';

import * as addComment from './addComment.operation';
import * as create from './create.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as getAttributeDefinitions from './getAttributeDefinitions.operation';
import * as getComments from './getComments.operation';
import * as getMyPermissions from './getMyPermissions.operation';
import * as getRootCauses from './getRootCauses.operation';
import * as getTypes from './getTypes.operation';
import * as update from './update.operation';

export const option = {
	name: 'Issue',
	value: 'issue',
	description: 'Construction issues of an Autodesk Construction Cloud project (ACC / Forma Issues)',
};

export const operations = {
	addComment,
	create,
	get,
	getAll,
	getAttributeDefinitions,
	getComments,
	getMyPermissions,
	getRootCauses,
	getTypes,
	update,
};

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['issue'] } },
		options: [
			{
				name: 'Add Comment',
				value: 'addComment',
				description: 'Add a comment to an issue',
				action: 'Add a comment to an issue',
			},
			{
				name: 'Create',
				value: 'create',
				description: 'Open an issue in a project',
				action: 'Create an issue',
			},
			{ name: 'Get', value: 'get', description: 'Get one issue', action: 'Get an issue' },
			{
				name: 'Get Comments',
				value: 'getComments',
				description: 'List the comments of an issue',
				action: 'Get the comments of an issue',
			},
			{
				name: 'Get Custom Attributes',
				value: 'getAttributeDefinitions',
				description: "List the custom attributes of the project's issues",
				action: 'Get the custom attributes of issues',
			},
			{
				name: 'Get Many',
				value: 'getAll',
				description: 'List the issues of a project, with filters',
				action: 'Get many issues',
			},
			{
				name: 'Get My Permissions',
				value: 'getMyPermissions',
				description: 'What the caller may do with the issues of a project',
				action: 'Get my issue permissions',
			},
			{
				name: 'Get Root Causes',
				value: 'getRootCauses',
				description: 'List the root cause categories and their root causes',
				action: 'Get the root causes of issues',
			},
			{
				name: 'Get Types',
				value: 'getTypes',
				description: 'List the issue types with their subtypes',
				action: 'Get the issue types',
			},
			{
				name: 'Update',
				value: 'update',
				description: 'Change the attributes of an issue',
				action: 'Update an issue',
			},
		],
		default: 'getAll',
	},
	...getAll.description,
	...get.description,
	...create.description,
	...update.description,
	...getComments.description,
	...addComment.description,
	...getTypes.description,
	...getAttributeDefinitions.description,
	...getRootCauses.description,
	...getMyPermissions.description,
];
