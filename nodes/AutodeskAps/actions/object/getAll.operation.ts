import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { ossNext } from '../../../shared/paging/ossNext';
import { collect } from '../../../shared/paging/pager';
import { bucketLocator, readBucketKey } from '../../../framework/fields/buckets';
import { forOperation, getManyProperties, readGetMany } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import { encodeUrn } from '../../../framework/urn';
import type { OperationTool } from '../../../framework/tool';
import { BUCKET_KEY, LIMIT } from '../../../framework/toolText';
import { BUCKET_ADVICE, objectsPath } from '../../../services/oss';

const properties: INodeProperties[] = [
	bucketLocator,
	...getManyProperties([
		{
			displayName: 'Key Begins With',
			name: 'beginsWith',
			type: 'string',
			default: '',
			description: 'Only objects whose key starts with this text',
		},
	]),
];

export const description = forOperation('object', 'getAll', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const bucketKey = readBucketKey(this, itemIndex);
	const { limit, filters } = readGetMany(this, itemIndex);
	const objects = await collect<IDataObject>(
		this,
		ossNext,
		{
			method: 'GET',
			url: objectsPath(bucketKey),
			operation: 'Get many objects',
			advice: BUCKET_ADVICE,
			query: { beginsWith: filters.beginsWith as string | undefined },
		},
		{ limit },
	);
	return objects.map((object: IDataObject) => ({
		json:
			typeof object.objectId === 'string' ? { ...object, urn: encodeUrn(object.objectId) } : object,
	}));
};

export const tool: OperationTool = {
	description: `List the objects (files) of a bucket. ${BUCKET_KEY}; Key Begins With: only keys with this prefix; ${LIMIT}. Returns per object: objectKey, objectId (the id to translate), size, sha1. Next: Object > Get Signed URL for a download link; Translation Job > Create with the objectId as Source Design.`,
};
