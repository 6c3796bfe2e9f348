import type { INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { simplifyResource } from '../../../shared/jsonapi';
import { downloadObject, storedObjectOf } from '../../../shared/signedTransfer';
import { binaryOutput, binaryOutputProperty, readBinaryField } from '../binary';
import { forOperation, optionsCollection, readDataOptions } from '../common';
import { hubLocator, itemLocator, projectLocator, readLocators } from '../locators';
import type { OperationExecute } from '../operation';
import {
	fetchChosenVersion,
	readVersionChoice,
	versionNumberProperty,
	versionProperty,
} from './versionChoice';

const properties: INodeProperties[] = [
	hubLocator(false),
	projectLocator,
	itemLocator,
	versionProperty,
	versionNumberProperty('download'),
	binaryOutputProperty,
	optionsCollection(),
];

export const description = forOperation('item', 'download', properties);

/** A version's file as binary data: its storage object through the signed S3 download. */
export const execute: OperationExecute = async function (itemIndex) {
	const node = this.getNode();
	const [projectId, itemId] = readLocators(this, itemIndex, 'project', 'item');
	const versionNumber = readVersionChoice(this, itemIndex);
	const propertyName = readBinaryField(this, itemIndex, binaryOutputProperty);
	const { userId } = readDataOptions(this, itemIndex);

	const version = await fetchChosenVersion(
		this,
		{ projectId, itemId, userId, itemIndex, label: 'Download file' },
		versionNumber,
	);

	const storageId = version.relationships?.storage?.data?.id;
	const stored = storageId ? storedObjectOf(storageId) : undefined;
	if (!stored) {
		throw new NodeOperationError(
			node,
			`Version ${version.id} has no file stored in OSS to download${storageId ? ` (storage "${storageId}")` : ''}`,
			{
				itemIndex,
				description: 'Some versions (links, BIM 360 Plans sheets) keep no file of their own.',
			},
		);
	}
	const file = await downloadObject(this, stored, { operation: 'Download file', userId });
	const attributes = version.attributes ?? {};
	const fileName = String(attributes.name ?? attributes.displayName ?? stored.objectKey);
	const json = { ...simplifyResource(version), size: file.size ?? attributes.storageSize };
	const ownType = attributes.mimeType as string | undefined;
	const mimeType =
		ownType && ownType !== 'application/octet-stream' ? ownType : (file.contentType ?? ownType);
	return [await binaryOutput(this, json, { data: file.data, fileName, mimeType }, propertyName)];
};
