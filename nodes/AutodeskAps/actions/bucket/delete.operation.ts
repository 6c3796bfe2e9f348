import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { apsRequest } from '../../../shared/transport';
import { apsPath } from '../../../shared/url';
import { forOperation } from '../common';
import { bucketLocator, readBucketKey } from './fields';

const properties: INodeProperties[] = [bucketLocator];

export const description = forOperation('bucket', 'delete', properties);

export async function execute(
	this: IExecuteFunctions,
	itemIndex: number,
): Promise<INodeExecutionData[]> {
	const bucketKey = readBucketKey(this, itemIndex);
	await apsRequest(this, {
		method: 'DELETE',
		url: apsPath`/oss/v2/buckets/${bucketKey}`,
		operation: 'Delete bucket',
	});
	return [{ json: { bucketKey, deleted: true } }];
}
