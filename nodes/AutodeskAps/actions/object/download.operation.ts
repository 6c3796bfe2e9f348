import type { INodeProperties } from 'n8n-workflow';

import { downloadObject, signedDownloadUrl } from '../../../services/ossTransfer';
import {
	binaryOutput,
	binaryOutputProperty,
	readBinaryField,
} from '../../../framework/fields/binary';
import { bucketLocator, readBucketKey } from '../../../framework/fields/buckets';
import { forOperation } from '../../../framework/fields/common';
import { attachmentDisposition, expiryAfter } from '../../../framework/fields/links';
import type { OperationExecute } from '../../../framework/operation';
import { fileNameOf, objectKeyProperty, readObjectKey } from './fields';
import type { OperationTool } from '../../../framework/tool';
import { compactLink, isToolRun, TOOL_LINK_MINUTES } from '../../../framework/tool';
import { BUCKET_KEY, LINK, OBJECT_KEY } from '../../../framework/toolText';

const properties: INodeProperties[] = [bucketLocator, objectKeyProperty, binaryOutputProperty];

export const description = forOperation('object', 'download', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const bucketKey = readBucketKey(this, itemIndex);
	const objectKey = readObjectKey(this, itemIndex);
	const propertyName = readBinaryField(this, itemIndex, binaryOutputProperty);
	if (isToolRun(this)) {
		// A tool call gets no bytes (n8n gives a model none): a signed URL that downloads the object.
		const fileName = fileNameOf(objectKey);
		const askedAt = Date.now();
		const link = await signedDownloadUrl(
			this,
			{ bucketKey, objectKey },
			{
				operation: 'Download object',
				minutes: TOOL_LINK_MINUTES,
				overrides: { 'response-content-disposition': attachmentDisposition(fileName) },
			},
		);
		return [
			{
				json: {
					bucketKey,
					objectKey,
					objectId: `urn:adsk.objects:os.object:${bucketKey}/${objectKey}`,
					fileName,
					size: link.size,
					contentType: link.params?.['content-type'],
					sha1: link.sha1,
					url: link.url,
					expiresAt: expiryAfter(askedAt, TOOL_LINK_MINUTES),
					minutesValid: TOOL_LINK_MINUTES,
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
	compact: compactLink,
	description: `Give a link to an object of a bucket. ${BUCKET_KEY}; ${OBJECT_KEY}. As a tool it downloads nothing: it returns ${LINK}, and bucketKey, objectKey, objectId, fileName, size, contentType. Give the url to the person who asked; anyone holding it can download the object until it expires (Object > Get Signed URL makes one of another lifetime or for writing).`,
};
