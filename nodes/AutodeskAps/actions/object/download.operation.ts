import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { downloadObject } from '../../../shared/signedTransfer';
import { apsRequest } from '../../../shared/transport';
import { apsPath } from '../../../shared/url';
import { binaryOutput, binaryOutputProperty, readBinaryField } from '../binary';
import { bucketLocator, readBucketKey } from '../buckets';
import { forOperation } from '../common';
import type { OperationExecute } from '../operation';
import { fileNameOf, objectKeyProperty, readObjectKey } from './fields';
import type { OperationTool } from '../tool';
import { isToolRun } from '../tool';
import { BUCKET_KEY, NO_BYTES, OBJECT_KEY } from '../toolText';

const properties: INodeProperties[] = [bucketLocator, objectKeyProperty, binaryOutputProperty];

export const description = forOperation('object', 'download', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const bucketKey = readBucketKey(this, itemIndex);
	const objectKey = readObjectKey(this, itemIndex);
	const propertyName = readBinaryField(this, itemIndex, binaryOutputProperty);
	if (isToolRun(this)) {
		// A tool call gets no bytes (n8n gives a model none): the object's details instead.
		const details = await apsRequest<IDataObject>(this, {
			method: 'GET',
			url: apsPath`/oss/v2/buckets/${bucketKey}/objects/${objectKey}/details`,
			operation: 'Download object: read its details',
		});
		const { size, contentType, sha1, objectId } = details.body ?? {};
		return [
			{
				json: {
					bucketKey,
					objectKey,
					objectId,
					fileName: fileNameOf(objectKey),
					size,
					contentType,
					sha1,
				},
			},
		];
	}
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

export const tool: OperationTool = {
	description: `Describe an object for download. ${BUCKET_KEY}; ${OBJECT_KEY}. ${NO_BYTES}: bucketKey, objectKey, objectId, fileName. For a link anyone can follow, call Object > Get Signed URL.`,
};
