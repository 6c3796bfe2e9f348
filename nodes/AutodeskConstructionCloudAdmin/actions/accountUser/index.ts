import type { INodeProperties } from 'n8n-workflow';

import * as create from './create.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as getProjects from './getProjects.operation';
import * as getRoles from './getRoles.operation';
import * as importUsers from './import.operation';
import * as update from './update.operation';

export const option = {
	name: 'Account User',
	value: 'accountUser',
	description:
		'The member directory of a Construction Cloud account: its users, their projects and roles',
};

export const operations = {
	create,
	get,
	getAll,
	getProjects,
	getRoles,
	import: importUsers,
	update,
};

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['accountUser'] } },
		options: [
			{
				name: 'Create',
				value: 'create',
				description: "Add a user to the account's member directory by email",
				action: 'Create an account user',
			},
			{
				name: 'Get',
				value: 'get',
				description: 'Get one user of the account',
				action: 'Get an account user',
			},
			{
				name: 'Get Many',
				value: 'getAll',
				description: 'List or search the users of the account',
				action: 'Get many account users',
			},
			{
				name: 'Get Projects',
				value: 'getProjects',
				description: 'List the projects a user takes part in',
				action: 'Get the projects of an account user',
			},
			{
				name: 'Get Roles',
				value: 'getRoles',
				description: 'List the project roles a user holds',
				action: 'Get the roles of an account user',
			},
			{
				name: 'Import',
				value: 'import',
				description: 'Add many users at once: each input item one user, 50 a call',
				action: 'Import account users',
			},
			{
				name: 'Update',
				value: 'update',
				description: "Change a user's status or default company",
				action: 'Update an account user',
			},
		],
		default: 'getAll',
	},
	...getAll.description,
	...get.description,
	...create.description,
	...importUsers.description,
	...update.description,
	...getProjects.description,
	...getRoles.description,
];
