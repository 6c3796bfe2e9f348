import type { INodeProperties } from 'n8n-workflow';

import * as createRef from './createRef.operation';
import * as download from './download.operation';
import * as get from './get.operation';
import * as getAttributes from './getAttributes.operation';
import * as getDownloadUrl from './getDownloadUrl.operation';
import * as getVersions from './getVersions.operation';
import * as update from './update.operation';
import * as updateAttributes from './updateAttributes.operation';
import * as upload from './upload.operation';

export const option = {
	name: 'Item',
	value: 'item',
	description: 'Files (items) of a project: read, update, link to other data',
};

export const operations = {
	createRef,
	download,
	get,
	getAttributes,
	getDownloadUrl,
	getVersions,
	update,
	updateAttributes,
	upload,
};

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['item'] } },
		options: [
			{
				name: 'Create Ref',
				value: 'createRef',
				description: 'Link an item to a folder, item or version (for example as an attachment)',
				action: 'Create a ref from an item',
			},
			{
				name: 'Download',
				value: 'download',
				description: 'Download the file of the tip version or of a chosen version as binary data',
				action: 'Download a file',
			},
			{
				name: 'Get',
				value: 'get',
				description: 'Get an item with its versions',
				action: 'Get an item',
			},
			{
				name: 'Get Attributes',
				value: 'getAttributes',
				description:
					'Get the custom attribute values (Docs) of the latest or a chosen version; many items in one batch request',
				action: 'Get custom attributes of a file',
			},
			{
				name: 'Get Download URL',
				value: 'getDownloadUrl',
				description:
					'A signed URL that downloads the file of the tip version or of a chosen version without a token, for 1-60 minutes',
				action: 'Get a download URL of a file',
			},
			{
				name: 'Get Versions',
				value: 'getVersions',
				description: 'List the versions of an item, newest first',
				action: 'Get versions of an item',
			},
			{
				name: 'Update',
				value: 'update',
				description: 'Change the attributes of an item',
				action: 'Update an item',
			},
			{
				name: 'Update Attributes',
				value: 'updateAttributes',
				description:
					'Set or clear custom attribute values (Docs) of the latest or a chosen version, by attribute name',
				action: 'Update custom attributes of a file',
			},
			{
				name: 'Upload',
				value: 'upload',
				description:
					'Upload a file into a folder as a new item, or as a new version of the file of the same name',
				action: 'Upload a file',
			},
		],
		default: 'get',
	},
	...createRef.description,
	...download.description,
	...get.description,
	...getAttributes.description,
	...getDownloadUrl.description,
	...getVersions.description,
	...update.description,
	...updateAttributes.description,
	...upload.description,
];
