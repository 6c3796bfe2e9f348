import type { INodeProperties } from 'n8n-workflow';

import { apsRequest } from '../../../shared/transport';
import { bucketLocator, readBucketKey } from '../../../framework/fields/buckets';
import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import { objectKeyProperty, readObjectKey } from './fields';
import type { OperationTool } from '../../../framework/tool';
import { BUCKET_KEY, OBJECT_KEY } from '../../../framework/toolText';
import { bucketPath } from '../../../services/oss';

const properties: INodeProperties[] = [bucketLocator, objectKeyProperty];

export const description = forOperation('object', 'delete', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const bucketKey = readBucketKey(this, itemIndex);
	const objectKey = readObjectKey(this, itemIndex);
	await apsRequest(this, {
		method: 'DELETE',
		url: bucketPath(bucketKey, objectKey),
		operation: 'Delete object',
	});
	return [{ json: { bucketKey, objectKey, deleted: true } }];
};

export const tool: OperationTool = {
	description: `Delete an object from a bucket. ${BUCKET_KEY}; ${OBJECT_KEY}. Returns the bucketKey, objectKey and deleted: true.`,
};
