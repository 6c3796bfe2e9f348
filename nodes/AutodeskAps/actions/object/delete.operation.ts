import type { INodeProperties } from 'n8n-workflow';

import { apsRequest } from '../../../shared/transport';
import { apsPath } from '../../../shared/url';
import { bucketLocator, readBucketKey } from '../buckets';
import { forOperation } from '../common';
import type { OperationExecute } from '../operation';
import { objectKeyProperty, readObjectKey } from './fields';

const properties: INodeProperties[] = [bucketLocator, objectKeyProperty];

export const description = forOperation('object', 'delete', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const bucketKey = readBucketKey(this, itemIndex);
	const objectKey = readObjectKey(this, itemIndex);
	await apsRequest(this, {
		method: 'DELETE',
		url: apsPath`/oss/v2/buckets/${bucketKey}/objects/${objectKey}`,
		operation: 'Delete object',
	});
	return [{ json: { bucketKey, objectKey, deleted: true } }];
};
