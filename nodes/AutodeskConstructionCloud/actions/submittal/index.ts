import type { INodeProperties } from 'n8n-workflow';

import * as create from './create.operation';
import * as createSpec from './createSpec.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as getAttachments from './getAttachments.operation';
import * as getItemTypes from './getItemTypes.operation';
import * as getPackage from './getPackage.operation';
import * as getPackages from './getPackages.operation';
import * as getResponses from './getResponses.operation';
import * as getRevisions from './getRevisions.operation';
import * as getSpecs from './getSpecs.operation';
import * as transition from './transition.operation';
import * as update from './update.operation';

export const option = {
	name: 'Submittal',
	value: 'submittal',
	description:
		'Submittal items of an Autodesk Construction Cloud project, with their specs, packages, types and review responses (Submittals v2)',
};

export const operations = {
	create,
	createSpec,
	get,
	getAll,
	getAttachments,
	getItemTypes,
	getPackage,
	getPackages,
	getResponses,
	getRevisions,
	getSpecs,
	transition,
	update,
};

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['submittal'] } },
		options: [
			{
				name: 'Change State',
				value: 'transition',
				description: 'Move an item through the submittal workflow',
				action: 'Change the state of a submittal item',
			},
			{
				name: 'Create',
				value: 'create',
				description: 'Create a submittal item',
				action: 'Create a submittal item',
			},
			{
				name: 'Create Spec',
				value: 'createSpec',
				description: 'Add a spec section',
				action: 'Create a submittal spec',
			},
			{
				name: 'Get',
				value: 'get',
				description: 'Get one submittal item',
				action: 'Get a submittal item',
			},
			{
				name: 'Get Attachments',
				value: 'getAttachments',
				description: 'List the files of a submittal item',
				action: 'Get the attachments of a submittal item',
			},
			{
				name: 'Get Item Types',
				value: 'getItemTypes',
				description: 'List the submittal item types of a project',
				action: 'Get the submittal item types',
			},
			{
				name: 'Get Many',
				value: 'getAll',
				description: 'List the submittal items of a project, with filters',
				action: 'Get many submittal items',
			},
			{
				name: 'Get Package',
				value: 'getPackage',
				description: 'Get one submittal package',
				action: 'Get a submittal package',
			},
			{
				name: 'Get Packages',
				value: 'getPackages',
				description: 'List the submittal packages of a project',
				action: 'Get the submittal packages',
			},
			{
				name: 'Get Responses',
				value: 'getResponses',
				description: 'List the review responses of a project',
				action: 'Get the submittal review responses',
			},
			{
				name: 'Get Revisions',
				value: 'getRevisions',
				description: 'List the earlier revisions of a submittal item',
				action: 'Get the revisions of a submittal item',
			},
			{
				name: 'Get Specs',
				value: 'getSpecs',
				description: 'List the spec sections of a project',
				action: 'Get the submittal specs',
			},
			{
				name: 'Update',
				value: 'update',
				description: "Change a submittal item's fields",
				action: 'Update a submittal item',
			},
		],
		default: 'getAll',
	},
	...getAll.description,
	...get.description,
	...create.description,
	...update.description,
	...transition.description,
	...getAttachments.description,
	...getRevisions.description,
	...getSpecs.description,
	...createSpec.description,
	...getItemTypes.description,
	...getPackages.description,
	...getPackage.description,
	...getResponses.description,
];
