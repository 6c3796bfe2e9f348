import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { InputRuleError } from '../../../shared/inputRules';
import { readRegion, regionHeaders } from '../../../shared/regions';
import { apsRequest } from '../../../shared/transport';
import { checkedBucketKey, POLICY_KEYS } from '../../../framework/fields/buckets';
import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import { regionOption } from './fields';
import type { OperationTool } from '../../../framework/tool';
import { NEW_BUCKET_ADVICE, OSS_BUCKETS } from '../../../services/oss';

const properties: INodeProperties[] = [
	{
		displayName: 'Bucket Key',
		name: 'newBucketKey',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'my-app-models',
		description:
			'A key unique across all apps of the service: 3-128 lowercase letters, digits, - _ or . It cannot be changed later.',
	},
	{
		displayName: 'Retention Policy',
		name: 'policyKey',
		type: 'options',
		options: [
			{
				name: 'Transient (24 Hours)',
				value: 'transient',
				description: 'Objects are deleted 24 hours after upload',
			},
			{
				name: 'Temporary (30 Days)',
				value: 'temporary',
				description: 'Objects are deleted 30 days after upload',
			},
			{
				name: 'Persistent',
				value: 'persistent',
				description: 'Objects stay until they are deleted',
			},
		],
		default: 'transient',
	},
	{
		displayName: 'Options',
		name: 'options',
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		options: [regionOption],
	},
];

export const description = forOperation('bucket', 'create', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const bucketKey = checkedBucketKey(
		this.getNodeParameter('newBucketKey', itemIndex),
		'Bucket Key',
	);
	const policyKey = String(this.getNodeParameter('policyKey', itemIndex));
	if (!POLICY_KEYS.includes(policyKey)) {
		throw new InputRuleError(
			'Retention Policy',
			`must be transient, temporary or persistent; got ${JSON.stringify(policyKey)}`,
		);
	}
	const options = this.getNodeParameter('options', itemIndex, {}) as IDataObject;
	const response = await apsRequest<IDataObject>(this, {
		method: 'POST',
		url: OSS_BUCKETS,
		operation: 'Create bucket',
		advice: NEW_BUCKET_ADVICE,
		body: { bucketKey, policyKey },
		headers: regionHeaders(readRegion(options)),
	});
	return [{ json: response.body }];
};

export const tool: OperationTool = {
	description:
		'Create a storage bucket. Bucket Key: 3-128 characters of lowercase letters, digits, "-", "_" and ".", unique across all APS apps (prefix it, for example with the app name); Retention Policy: transient (24 hours), temporary (30 days) or persistent. Returns bucketKey, policyKey and createdDate.',
};
