import type { INodeProperties } from 'n8n-workflow';

import * as checkPermission from './checkPermission.operation';
import * as addPermissions from './addPermissions.operation';
import * as create from './create.operation';
import * as deleteFolder from './delete.operation';
import * as getAttributeDefinitions from './getAttributeDefinitions.operation';
import * as getContents from './getContents.operation';
import * as getPermissions from './getPermissions.operation';
import * as getTopFolders from './getTopFolders.operation';
import { permissionProperties } from './permissionFields';
import * as removePermissions from './removePermissions.operation';
import * as updatePermissions from './updatePermissions.operation';

export const option = {
	name: 'Folder',
	value: 'folder',
	description: 'Folders of a project and what they contain',
};

export const operations = {
	addPermissions,
	checkPermission,
	create,
	delete: deleteFolder,
	getAttributeDefinitions,
	getContents,
	getPermissions,
	getTopFolders,
	removePermissions,
	updatePermissions,
};

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['folder'] } },
		options: [
			{
				name: 'Add Permissions',
				value: 'addPermissions',
				description:
					'Give users, companies and roles a permission level on a folder (Construction Cloud / BIM 360)',
				action: 'Add permissions to a folder',
			},
			{
				name: 'Check Permission',
				value: 'checkPermission',
				description:
					'Check which of view, download, collaborate, edit and control the user has on a folder',
				action: 'Check permission on a folder',
			},
			{
				name: 'Create',
				value: 'create',
				description: 'Create a subfolder in a folder',
				action: 'Create a folder',
			},
			{
				name: 'Delete',
				value: 'delete',
				description:
					'Delete a folder of a Construction Cloud / BIM 360 project (it can be restored in the web app)',
				action: 'Delete a folder',
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
				name: 'Get Permissions',
				value: 'getPermissions',
				description:
					'List the users, companies and roles with permissions on a folder, their own and inherited (Construction Cloud / BIM 360)',
				action: 'Get permissions of a folder',
			},
			{
				name: 'Get Top Folders',
				value: 'getTopFolders',
				description: 'List the highest-level folders of a project that the user can access',
				action: 'Get top folders of a project',
			},
			{
				name: 'Remove Permissions',
				value: 'removePermissions',
				description:
					'Remove the permissions users, companies and roles have on a folder (not those inherited)',
				action: 'Remove permissions from a folder',
			},
			{
				name: 'Update Permissions',
				value: 'updatePermissions',
				description:
					'Change the permission level of users, companies and roles that have permissions on a folder',
				action: 'Update permissions of a folder',
			},
		],
		default: 'getContents',
	},
	...checkPermission.description,
	...create.description,
	...deleteFolder.description,
	...getAttributeDefinitions.description,
	...getContents.description,
	...getTopFolders.description,
	...permissionProperties,
];
