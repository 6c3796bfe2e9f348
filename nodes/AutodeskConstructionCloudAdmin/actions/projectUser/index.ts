import type { INodeProperties } from 'n8n-workflow';

import * as add from './add.operation';
import * as remove from './delete.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as importUsers from './import.operation';
import * as update from './update.operation';

export const option = {
	name: 'Project User',
	value: 'projectUser',
	description: 'The users of a Construction Cloud project, with their company, roles and products',
};

export const operations = { add, delete: remove, get, getAll, import: importUsers, update };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['projectUser'] } },
		options: [
			{
				name: 'Add',
				value: 'add',
				description: 'Add a user to a project by email, with products and roles',
				action: 'Add a project user',
			},
			{
				name: 'Get',
				value: 'get',
				description: 'Get one user of a project',
				action: 'Get a project user',
			},
			{
				name: 'Get Many',
				value: 'getAll',
				description: 'List the users of a project, with filters',
				action: 'Get many project users',
			},
			{
				name: 'Import',
				value: 'import',
				description: 'Add many users at once: each input item one user, 200 a call',
				action: 'Import project users',
			},
			{
				name: 'Remove',
				value: 'delete',
				description: 'Take a user out of a project',
				action: 'Remove a project user',
			},
			{
				name: 'Update',
				value: 'update',
				description: "Change a user's company, roles or products in a project",
				action: 'Update a project user',
			},
		],
		default: 'getAll',
	},
	...getAll.description,
	...get.description,
	...add.description,
	...importUsers.description,
	...update.description,
	...remove.description,
];
