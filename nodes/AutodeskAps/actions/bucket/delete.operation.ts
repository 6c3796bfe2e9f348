import type { INodeProperties } from 'n8n-workflow';

import { hasApiStatus, settled } from '../../../shared/errors';
import { apsRequest } from '../../../shared/transport';
import { bucketLocator, readBucketKey } from '../../../framework/fields/buckets';
import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { BUCKET_KEY } from '../../../framework/toolText';
import { BUCKET_ADVICE, bucketPath } from '../../../services/oss';

const properties: INodeProperties[] = [bucketLocator];

export const description = forOperation('bucket', 'delete', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const bucketKey = readBucketKey(this, itemIndex);
	const deleted = await settled(
		apsRequest(this, {
			method: 'DELETE',
			url: bucketPath(bucketKey),
			operation: 'Delete bucket',
			advice: BUCKET_ADVICE,
		}),
	);
	// 409: the bucket is already marked for deletion (also by a repeat of this request).
	if (!deleted.ok && !hasApiStatus(deleted.error, 409)) throw deleted.error;
	return [{ json: { bucketKey, deleted: true } }];
};

export const tool: OperationTool = {
	description: `Delete a bucket and every object in it (it cannot be undone). ${BUCKET_KEY}. Returns the bucketKey and deleted: true.`,
};
