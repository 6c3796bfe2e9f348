import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { InputRuleError } from '../../shared/inputRules';
import { locatorValue } from './locators';

/** The bucket fields of the resources that keep files in OSS (Bucket, Object, Translation Job). */

/**
 * The service's bucket key rule (bucketKey in autodesk-platform-services/aps-sdk-openapi,
 * oss/oss.yaml): 3-128 of lowercase letters, digits, - _ .
 */
export const BUCKET_KEY = /^[-_.a-z0-9]{3,128}$/;
const BUCKET_KEY_RULE =
	'3 to 128 characters, each a lowercase letter, a digit, "-", "_" or "." (the service\'s rule ^[-_.a-z0-9]{3,128}$)';

export const POLICY_KEYS = ['transient', 'temporary', 'persistent'];

/** The bucket: picked from the app's buckets or typed. */
export const bucketLocator: INodeProperties = {
	displayName: 'Bucket',
	name: 'bucketKey',
	type: 'resourceLocator',
	default: { mode: 'list', value: '' },
	required: true,
	description: "A bucket of the app's own storage (OSS)",
	modes: [
		{
			displayName: 'From List',
			name: 'list',
			type: 'list',
			typeOptions: { searchListMethod: 'searchBuckets', searchable: true },
		},
		{
			displayName: 'By Key',
			name: 'id',
			type: 'string',
			placeholder: 'my-app-models',
			validation: [
				{
					type: 'regex',
					properties: {
						regex: '[-_.a-z0-9]{3,128}',
						errorMessage: 'Bucket keys are 3-128 lowercase letters, digits, - _ or .',
					},
				},
			],
		},
	],
};

/** A bucket key as the service accepts it, or an InputRuleError naming the field and the rule. */
export function checkedBucketKey(raw: unknown, field = 'Bucket'): string {
	const value = locatorValue(raw);
	const key = String(value ?? '').trim();
	if (!key) {
		const what =
			field === 'Bucket' ? 'choose a bucket or enter its key' : 'enter the key of the new bucket';
		throw new InputRuleError(field, `is required: ${what}`);
	}
	if (!BUCKET_KEY.test(key)) {
		const found =
			key.length > 128 ? `it has ${key.length} characters` : `got ${JSON.stringify(key)}`;
		throw new InputRuleError(
			field,
			`must be ${BUCKET_KEY_RULE}; ${found}`,
			'Bucket keys are global across all apps: a prefix of your own (such as your app name) keeps them unique.',
		);
	}
	return key;
}

/** The bucket of an item (the Bucket field). */
export function readBucketKey(context: IExecuteFunctions, itemIndex: number): string {
	return checkedBucketKey(context.getNodeParameter('bucketKey', itemIndex));
}
