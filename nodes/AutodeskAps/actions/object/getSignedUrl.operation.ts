import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { InputRuleError } from '../../../shared/inputRules';
import { apsRequest } from '../../../shared/transport';
import { bucketLocator, readBucketKey } from '../../../framework/fields/buckets';
import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import { objectKeyProperty, readObjectKey } from './fields';
import type { OperationTool } from '../../../framework/tool';
import { BUCKET_KEY, OBJECT_KEY } from '../../../framework/toolText';
import { bucketPath } from '../../../services/oss';

const properties: INodeProperties[] = [
	bucketLocator,
	objectKeyProperty,
	{
		displayName: 'Access',
		name: 'access',
		type: 'options',
		options: [
			{ name: 'Read', value: 'read', description: 'Download the object' },
			{ name: 'Write', value: 'write', description: 'Replace the object' },
			{ name: 'Read and Write', value: 'readwrite' },
		],
		default: 'read',
	},
	{
		displayName: 'Minutes Valid',
		name: 'minutesExpiration',
		type: 'number',
		typeOptions: { minValue: 1, maxValue: 60 },
		default: 60,
		description: 'How long the URL works: 1-60 minutes',
	},
	{
		displayName: 'Single Use',
		name: 'singleUse',
		type: 'boolean',
		default: false,
		description: 'Whether the URL stops working after its first use',
	},
];

export const description = forOperation('object', 'getSignedUrl', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const bucketKey = readBucketKey(this, itemIndex);
	const objectKey = readObjectKey(this, itemIndex);
	const access = String(this.getNodeParameter('access', itemIndex));
	const minutes = this.getNodeParameter('minutesExpiration', itemIndex) as unknown;
	if (typeof minutes !== 'number' || !Number.isInteger(minutes) || minutes < 1 || minutes > 60) {
		throw new InputRuleError(
			'Minutes Valid',
			`must be a whole number from 1 to 60; got ${JSON.stringify(minutes)}`,
		);
	}
	const singleUse = this.getNodeParameter('singleUse', itemIndex) as boolean;
	const response = await apsRequest<IDataObject>(this, {
		method: 'POST',
		url: `${bucketPath(bucketKey, objectKey)}/signed`,
		operation: 'Get a signed URL',
		query: { access },
		body: { minutesExpiration: minutes, singleUse },
	});
	return [{ json: { bucketKey, objectKey, access, ...response.body } }];
};

export const tool: OperationTool = {
	description: `Make a URL that downloads (or replaces) an object without a token, for a limited time. ${BUCKET_KEY}; ${OBJECT_KEY}; Access: read (default), write or readwrite; Minutes Valid: 1 to 60 (default 60); Single Use: whether it works once. Returns signedUrl, expiration, size.`,
};
