import type { INodeProperties } from 'n8n-workflow';

import { downloadObject } from '../../../shared/signedTransfer';
import { binaryOutput, binaryOutputProperty, readBinaryField } from '../binary';
import { bucketLocator, readBucketKey } from '../buckets';
import { forOperation } from '../common';
import type { OperationExecute } from '../operation';
import { fileNameOf, objectKeyProperty, readObjectKey } from './fields';

const properties: INodeProperties[] = [bucketLocator, objectKeyProperty, binaryOutputProperty];

export const description = forOperation('object', 'download', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const bucketKey = readBucketKey(this, itemIndex);
	const objectKey = readObjectKey(this, itemIndex);
	const propertyName = readBinaryField(this, itemIndex, binaryOutputProperty);
	const objectId = `urn:adsk.objects:os.object:${bucketKey}/${objectKey}`;
	const item = await downloadObject(
		this,
		{ bucketKey, objectKey },
		{ operation: 'Download object', fileName: fileNameOf(objectKey) },
		async (file) =>
			await binaryOutput(
				this,
				{
					bucketKey,
					objectKey,
					objectId,
					size: file.size,
					sha1: file.sha1,
					contentType: file.contentType,
				},
				{ data: file.data, fileName: fileNameOf(objectKey), mimeType: file.contentType },
				propertyName,
			),
	);
	return [item];
};
