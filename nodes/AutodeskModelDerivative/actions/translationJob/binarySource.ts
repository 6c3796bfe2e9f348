import type {
	IDataObject,
	IExecuteFunctions,
	INodePropertyOptions,
	INodeProperties,
} from 'n8n-workflow';

import { hasApiStatus, settled } from '../../../shared/errors';
import { InputRuleError, NOTHING_SENT } from '../../../shared/inputRules';
import { uploadObject } from '../../../services/ossTransfer';
import { apsRequest } from '../../../shared/transport';
import type { BinaryInput } from '../../../framework/fields/binary';
import {
	binaryInputProperty,
	readBinaryField,
	readBinaryInput,
} from '../../../framework/fields/binary';
import { checkedBucketKey, POLICY_KEYS } from '../../../framework/fields/buckets';
import { BUCKET_APP_ONLY, OSS_BUCKETS } from '../../../services/oss';
import type { StatusAdvice } from '../../../shared/types';

/** Its bucket is the app's own: a user's credential cannot make it. */
const STORAGE_BUCKET_ADVICE: StatusAdvice = {
	403: {
		instead: `${BUCKET_APP_ONLY} Translation Job > Create with Source: Binary File makes its bucket as the app; with a user's credential, upload the file with Item > Upload and translate it by its version instead.`,
	},
};

/**
 * Create's Source: Binary File: the input item's file goes into a bucket of the app's storage (made
 * when missing, transient by default) and is translated from there, in one node.
 */

export const BINARY_SOURCE = 'binary';

export const binarySourceOption: INodePropertyOptions = {
	name: 'Binary File',
	value: BINARY_SOURCE,
	description: "Upload the input item's file to a bucket of the app's storage, then translate it",
};

const show = { show: { sourceFrom: [BINARY_SOURCE] } };

export const binarySourceProperties: INodeProperties[] = [
	{
		...binaryInputProperty,
		hint: 'The name of the input binary field containing the file to translate',
		displayOptions: show,
	},
	{
		displayName: 'Storage Bucket Key',
		name: 'storageBucketKey',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. my-app-translations',
		description:
			'The bucket of the app\'s storage (OSS) the file goes into, created when missing. Bucket keys are global across all apps: 3-128 characters of a-z, 0-9, "-", "_" and ".". The file keeps its name as object key; a file of the same name is replaced.',
		displayOptions: show,
	},
	{
		displayName: 'Storage Retention Policy',
		name: 'storagePolicy',
		type: 'options',
		default: 'transient',
		description:
			'How long a bucket created here keeps its files (an existing bucket keeps its own policy)',
		options: [
			{ name: 'Persistent', value: 'persistent', description: 'Until deleted' },
			{ name: 'Temporary', value: 'temporary', description: '30 days' },
			{ name: 'Transient', value: 'transient', description: '24 hours' },
		],
		displayOptions: show,
	},
];

export interface BinarySource {
	bucketKey: string;
	policyKey: string;
	objectKey: string;
	/** The object id the file will have: the job's source. */
	objectId: string;
	file: BinaryInput;
}

/** The file, bucket and policy of an item, checked before anything is sent. */
export async function readBinarySource(
	context: IExecuteFunctions,
	itemIndex: number,
): Promise<BinarySource> {
	const bucketKey = checkedBucketKey(
		context.getNodeParameter('storageBucketKey', itemIndex, ''),
		'Storage Bucket Key',
	);
	const policyKey = String(context.getNodeParameter('storagePolicy', itemIndex, 'transient'));
	if (!POLICY_KEYS.includes(policyKey)) {
		throw new InputRuleError(
			'Storage Retention Policy',
			`must be transient, temporary or persistent; got ${JSON.stringify(policyKey)}`,
			NOTHING_SENT,
		);
	}
	const field = readBinaryField(context, itemIndex, binaryInputProperty);
	const file = await readBinaryInput(context, itemIndex, field);
	const objectKey = (file.fileName ?? '').trim();
	if (!/\.[A-Za-z0-9_]+$/.test(objectKey)) {
		throw new InputRuleError(
			'Input Binary Field',
			`"${field}" holds a file without a file name extension (${JSON.stringify(objectKey)}): the service tells a design's type by its extension`,
			{ then: 'Give the file a name such as "part.ipt" in the node that produced it.' },
		);
	}
	return {
		bucketKey,
		policyKey,
		objectKey,
		objectId: `urn:adsk.objects:os.object:${bucketKey}/${objectKey}`,
		file,
	};
}

/** Makes the bucket when missing (409: it exists) and uploads the file into it. */
export async function storeBinarySource(
	context: IExecuteFunctions,
	source: BinarySource,
	userId: string | undefined,
): Promise<IDataObject> {
	const bucket = await settled(
		apsRequest(context, {
			method: 'POST',
			url: OSS_BUCKETS,
			operation: 'Create storage bucket',
			advice: STORAGE_BUCKET_ADVICE,
			body: { bucketKey: source.bucketKey, policyKey: source.policyKey },
		}),
	);
	// 409: the bucket exists already.
	if (!bucket.ok && !hasApiStatus(bucket.error, 409)) throw bucket.error;
	return await uploadObject(
		context,
		{ bucketKey: source.bucketKey, objectKey: source.objectKey },
		{ data: source.file.data, size: source.file.size, contentType: source.file.mimeType },
		{ operation: 'Upload the file to translate', userId },
	);
}
