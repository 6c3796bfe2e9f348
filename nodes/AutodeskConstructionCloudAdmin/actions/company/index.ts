import type { INodeProperties } from 'n8n-workflow';

import * as create from './create.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as getManyInProject from './getManyInProject.operation';
import * as importCompanies from './import.operation';
import * as update from './update.operation';

export const option = {
	name: 'Company',
	value: 'company',
	description: 'The partner companies of a Construction Cloud account and of its projects',
};

export const operations = {
	create,
	get,
	getAll,
	getManyInProject,
	import: importCompanies,
	update,
};

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['company'] } },
		options: [
			{
				name: 'Create',
				value: 'create',
				description: 'Add a partner company to the account',
				action: 'Create a company',
			},
			{
				name: 'Get',
				value: 'get',
				description: 'Get one company of the account',
				action: 'Get a company',
			},
			{
				name: 'Get Many',
				value: 'getAll',
				description: 'List or search the companies of the account',
				action: 'Get many companies',
			},
			{
				name: 'Get Many in Project',
				value: 'getManyInProject',
				description: 'List the companies of a project',
				action: 'Get many companies in a project',
			},
			{
				name: 'Import',
				value: 'import',
				description: 'Add many companies at once: each input item one company, 50 a call',
				action: 'Import companies',
			},
			{
				name: 'Update',
				value: 'update',
				description: "Change a company's name, trade or details",
				action: 'Update a company',
			},
		],
		default: 'getAll',
	},
	...getAll.description,
	...get.description,
	...create.description,
	...importCompanies.description,
	...update.description,
	...getManyInProject.description,
];
