import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { InputRuleError } from '../../../shared/inputRules';
import { DEFAULT_PART_BYTES, MAX_PART_BYTES, MIB, MIN_PART_BYTES } from '../../../shared/parts';
import { uploadObject } from '../../../services/ossTransfer';
import { bucketLocator, readBucketKey } from '../../../framework/fields/buckets';
import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import { openUploadFile, readUploadSource, uploadSourceProperties } from '../uploadSource';
import { encodeUrn } from '../../../framework/urn';
import { readObjectKey } from './fields';
import type { OperationTool } from '../../../framework/tool';

const properties: INodeProperties[] = [
	bucketLocator,
	...uploadSourceProperties,
	{
		displayName: 'Object Key',
		name: 'objectKey',
		type: 'string',
		default: '',
		placeholder: 'house.rvt',
		description:
			"The name of the object in the bucket. Empty: the file's name. An object of that name is replaced.",
	},
	{
		displayName: 'Options',
		name: 'options',
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		options: [
			{
				displayName: 'Part Size (MB)',
				name: 'partSizeMb',
				type: 'number',
				typeOptions: { minValue: MIN_PART_BYTES / MIB, maxValue: MAX_PART_BYTES / MIB },
				default: 16,
				description:
					'Files larger than this go up in parts of this size (5-100 MB). Larger parts make fewer requests; each part is held in memory while it uploads.',
			},
		],
	},
];

export const description = forOperation('object', 'upload', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const bucketKey = readBucketKey(this, itemIndex);
	const options = this.getNodeParameter('options', itemIndex, {}) as IDataObject;
	const partSizeMb = options.partSizeMb ?? DEFAULT_PART_BYTES / MIB;
	if (typeof partSizeMb !== 'number' || !(partSizeMb >= 5 && partSizeMb <= 100)) {
		throw new InputRuleError(
			'Part Size (MB)',
			`must be a number from 5 to 100 (S3 needs parts of at least 5 MB); got ${JSON.stringify(partSizeMb)}`,
		);
	}
	const source = readUploadSource(this, itemIndex);
	const file = await openUploadFile(this, itemIndex, source);
	let object: IDataObject;
	let objectKey: string;
	try {
		objectKey = readObjectKey(this, itemIndex, file.fileName);
		object = await uploadObject(
			this,
			{ bucketKey, objectKey },
			{ data: file.data, size: file.size, contentType: file.mimeType },
			{ operation: 'Upload object', partBytes: Math.round(partSizeMb * MIB) },
		);
	} finally {
		file.close();
	}
	const objectId = String(
		object.objectId ?? `urn:adsk.objects:os.object:${bucketKey}/${objectKey}`,
	);
	return [{ json: { ...object, objectId, urn: encodeUrn(objectId) } }];
};

export const tool: OperationTool = {
	description:
		'Upload a file into a bucket as an object. It needs binary data from the workflow, so a model cannot give the file itself: use it only when the workflow supplies the file. Returns bucketKey, objectKey, objectId and urn (the Source Design for Translation Job > Create).',
};
