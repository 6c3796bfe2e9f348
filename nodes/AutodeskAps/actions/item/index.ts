import type { INodeProperties } from 'n8n-workflow';

import * as checkPermission from './checkPermission.operation';
import * as copy from './copy.operation';
import * as createRef from './createRef.operation';
import * as deleteItem from './delete.operation';
import * as download from './download.operation';
import * as get from './get.operation';
import * as getAttributes from './getAttributes.operation';
import * as getDownloadUrl from './getDownloadUrl.operation';
import * as getPublishStatus from './getPublishStatus.operation';
import * as getVersions from './getVersions.operation';
import * as publish from './publish.operation';
import * as update from './update.operation';
import * as updateAttributes from './updateAttributes.operation';
import * as upload from './upload.operation';

export const option = {
	name: 'Item',
	value: 'item',
	description: 'Files (items) of a project: read, update, link to other data',
};

export const operations = {
	checkPermission,
	copy,
	createRef,
	delete: deleteItem,
	download,
	get,
	getAttributes,
	getDownloadUrl,
	getPublishStatus,
	getVersions,
	publish,
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
				name: 'Check Permission',
				value: 'checkPermission',
				description:
					'Check which of view, download, collaborate, edit and control the user has on a file',
				action: 'Check permission on an item',
			},
			{
				name: 'Copy',
				value: 'copy',
				description:
					'Copy a version of a file into a folder of the same or another project, as a new file or a new version',
				action: 'Copy an item',
			},
			{
				name: 'Create Ref',
				value: 'createRef',
				description: 'Link an item to a folder, item or version (for example as an attachment)',
				action: 'Create a ref from an item',
			},
			{
				name: 'Delete',
				value: 'delete',
				description:
					'Delete a file of a Construction Cloud / BIM 360 project (it can be restored in the web app)',
				action: 'Delete an item',
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
				name: 'Get Publish Status',
				value: 'getPublishStatus',
				description:
					'Whether a cloud-workshared Revit model has changes waiting to be published, or how its last publish job went',
				action: 'Get the publish status of a cloud model',
			},
			{
				name: 'Get Versions',
				value: 'getVersions',
				description: 'List the versions of an item, newest first',
				action: 'Get versions of an item',
			},
			{
				name: 'Publish',
				value: 'publish',
				description:
					'Publish the latest synchronized state of a cloud-workshared Revit model as a new version',
				action: 'Publish a cloud model',
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
	...checkPermission.description,
	...copy.description,
	...createRef.description,
	...deleteItem.description,
	...download.description,
	...get.description,
	...getAttributes.description,
	...getDownloadUrl.description,
	...getPublishStatus.description,
	...getVersions.description,
	...publish.description,
	...update.description,
	...updateAttributes.description,
	...upload.description,
];
