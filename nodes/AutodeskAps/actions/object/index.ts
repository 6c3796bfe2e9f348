import type { INodeProperties } from 'n8n-workflow';

import * as deleteObject from './delete.operation';
import * as download from './download.operation';
import * as getAll from './getAll.operation';
import * as getSignedUrl from './getSignedUrl.operation';
import * as upload from './upload.operation';

export const option = {
	name: 'Object',
	value: 'object',
	description: "Files in the app's own buckets (OSS), for example to translate",
};

export const operations = { upload, download, getAll, delete: deleteObject, getSignedUrl };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['object'] } },
		options: [
			{
				name: 'Delete',
				value: 'delete',
				description: 'Delete an object',
				action: 'Delete an object',
			},
			{
				name: 'Download',
				value: 'download',
				description: 'Download an object as a file',
				action: 'Download an object',
			},
			{
				name: 'Get Many',
				value: 'getAll',
				description: 'List the objects of a bucket',
				action: 'Get many objects',
			},
			{
				name: 'Get Signed URL',
				value: 'getSignedUrl',
				description:
					'Make a URL that reads or replaces the object without a token, for a limited time',
				action: 'Get a signed URL for an object',
			},
			{
				name: 'Upload',
				value: 'upload',
				description: 'Upload a file as an object; outputs the URN to translate',
				action: 'Upload an object',
			},
		],
		default: 'upload',
	},
	...deleteObject.description,
	...download.description,
	...getAll.description,
	...getSignedUrl.description,
	...upload.description,
];
