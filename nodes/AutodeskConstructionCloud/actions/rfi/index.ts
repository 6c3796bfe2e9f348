import type { INodeProperties } from 'n8n-workflow';

import * as addComment from './addComment.operation';
import * as addResponse from './addResponse.operation';
import * as create from './create.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as getAttributeDefinitions from './getAttributeDefinitions.operation';
import * as getComments from './getComments.operation';
import * as getMyPermissions from './getMyPermissions.operation';
import * as getTypes from './getTypes.operation';
import * as getWorkflow from './getWorkflow.operation';
import * as update from './update.operation';

export const option = {
	name: 'RFI',
	value: 'rfi',
	description: 'Requests for information of an Autodesk Construction Cloud project (RFIs v3)',
};

export const operations = {
	addComment,
	addResponse,
	create,
	get,
	getAll,
	getAttributeDefinitions,
	getComments,
	getMyPermissions,
	getTypes,
	getWorkflow,
	update,
};

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['rfi'] } },
		options: [
			{
				name: 'Add Comment',
				value: 'addComment',
				description: 'Add a comment to an RFI',
				action: 'Add a comment to an RFI',
			},
			{
				name: 'Add Response',
				value: 'addResponse',
				description: 'Answer an open RFI',
				action: 'Add a response to an RFI',
			},
			{
				name: 'Create',
				value: 'create',
				description: 'Raise an RFI in a project',
				action: 'Create an RFI',
			},
			{
				name: 'Get',
				value: 'get',
				description: 'Get one RFI with its responses',
				action: 'Get an RFI',
			},
			{
				name: 'Get Comments',
				value: 'getComments',
				description: 'List the comments of an RFI',
				action: 'Get the comments of an RFI',
			},
			{
				name: 'Get Custom Attributes',
				value: 'getAttributeDefinitions',
				description: "List the custom attributes of the project's RFIs",
				action: 'Get the custom attributes of RFI records',
			},
			{
				name: 'Get Many',
				value: 'getAll',
				description: 'Search the RFIs of a project, with filters',
				action: 'Get many RFI records',
			},
			{
				name: 'Get My Permissions',
				value: 'getMyPermissions',
				description: "The caller's RFI workflow roles and what they allow",
				action: 'Get my RFI permissions',
			},
			{
				name: 'Get Types',
				value: 'getTypes',
				description: 'List the RFI types of a project',
				action: 'Get the RFI types',
			},
			{
				name: 'Get Workflow',
				value: 'getWorkflow',
				description: 'The RFI statuses and the steps between them, with their roles',
				action: 'Get the RFI workflow',
			},
			{
				name: 'Update',
				value: 'update',
				description: "Change an RFI's fields or move it through the workflow",
				action: 'Update an RFI',
			},
		],
		default: 'getAll',
	},
	...getAll.description,
	...get.description,
	...create.description,
	...update.description,
	...addResponse.description,
	...getComments.description,
	...addComment.description,
	...getTypes.description,
	...getAttributeDefinitions.description,
	...getMyPermissions.description,
	...getWorkflow.description,
];
