import type { INodeProperties } from 'n8n-workflow';

import * as create from './create.operation';
import * as createKey from './createKey.operation';
import * as del from './delete.operation';
import * as deleteKey from './deleteKey.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as getKeys from './getKeys.operation';
import * as update from './update.operation';
import * as updateKey from './updateKey.operation';

export const option = {
	name: 'Service Account',
	value: 'serviceAccount',
	description:
		"The app's Secure Service Accounts and their keys (OAuth2 credential with Client Credentials)",
};

export const operations = {
	create,
	getAll,
	get,
	update,
	delete: del,
	createKey,
	getKeys,
	updateKey,
	deleteKey,
};

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['serviceAccount'] } },
		options: [
			{
				name: 'Create',
				value: 'create',
				description: 'Create a service account of the app',
				action: 'Create a service account',
			},
			{
				name: 'Create Key',
				value: 'createKey',
				description: 'Create a key: its private key is returned this once',
				action: 'Create a service account key',
			},
			{
				name: 'Delete',
				value: 'delete',
				description: 'Delete a service account and its keys',
				action: 'Delete a service account',
			},
			{
				name: 'Delete Key',
				value: 'deleteKey',
				description: 'Delete a key of a service account',
				action: 'Delete a service account key',
			},
			{
				name: 'Get',
				value: 'get',
				description: 'Get a service account, with the email to add to projects',
				action: 'Get a service account',
			},
			{
				name: 'Get Keys',
				value: 'getKeys',
				description: 'List the keys of a service account',
				action: 'Get the keys of a service account',
			},
			{
				name: 'Get Many',
				value: 'getAll',
				description: "List the app's service accounts",
				action: 'Get many service accounts',
			},
			{
				name: 'Update',
				value: 'update',
				description: 'Enable or disable a service account',
				action: 'Update a service account',
			},
			{
				name: 'Update Key',
				value: 'updateKey',
				description: 'Enable or disable a key of a service account',
				action: 'Update a service account key',
			},
		],
		default: 'get',
	},
	...create.description,
	...createKey.description,
	...del.description,
	...deleteKey.description,
	...get.description,
	...getKeys.description,
	...getAll.description,
	...update.description,
	...updateKey.description,
];
