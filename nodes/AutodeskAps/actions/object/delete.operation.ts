import type { INodeProperties } from 'n8n-workflow';

import { apsRequest } from '../../../shared/transport';
import { bucketLocator, readBucketKey } from '../buckets';
import { forOperation } from '../common';
import type { OperationExecute } from '../operation';
import { objectKeyProperty, readObjectKey } from './fields';
import type { OperationTool } from '../tool';
import { BUCKET_KEY, OBJECT_KEY } from '../toolText';
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
