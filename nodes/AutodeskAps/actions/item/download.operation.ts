import type { INodeProperties } from 'n8n-workflow';

import { simplifyResource } from '../../../shared/jsonapi';
import { downloadObject } from '../../../shared/signedTransfer';
import { binaryOutput, binaryOutputProperty, readBinaryField } from '../binary';
import { forOperation, optionsCollection, readDataOptions } from '../common';
import { hubLocator, itemLocator, projectLocator, readLocators } from '../locators';
import type { OperationExecute } from '../operation';
import type { OperationTool } from '../tool';
import { isToolRun } from '../tool';
import { ITEM_ID, NO_BYTES, PROJECT_ID } from '../toolText';
import {
	fetchVersion,
	readVersionNumber,
	storedFileOf,
	versionFileName,
	versionProperties,
} from './versionChoice';

const properties: INodeProperties[] = [
	hubLocator(false),
	projectLocator,
	itemLocator,
	...versionProperties('download'),
	binaryOutputProperty,
	optionsCollection(),
];

export const description = forOperation('item', 'download', properties);

/** A version's file as binary data: its storage object through the signed S3 download. */
export const execute: OperationExecute = async function (itemIndex) {
	const [projectId, itemId] = readLocators(this, itemIndex, 'project', 'item');
	const versionNumber = readVersionNumber(this, itemIndex);
	const propertyName = readBinaryField(this, itemIndex, binaryOutputProperty);
	const { userId } = readDataOptions(this, itemIndex);

	const version = await fetchVersion(this, {
		projectId,
		itemId,
		versionNumber,
		userId,
		operation: 'Download file',
		itemIndex,
	});
	const stored = storedFileOf(this, version, itemIndex, 'download');
	const attributes = version.attributes ?? {};
	const fileName = versionFileName(version, stored);
	if (isToolRun(this)) {
		// A tool call gets no bytes (n8n gives a model none): the file as the version describes it.
		return [
			{
				json: {
					fileName,
					size: attributes.storageSize,
					mimeType: attributes.mimeType,
					fileType: attributes.fileType,
					versionId: version.id,
					versionNumber: attributes.versionNumber,
					itemId,
					projectId,
					storageId: version.relationships?.storage?.data?.id,
				},
			},
		];
	}
	const ownType = attributes.mimeType as string | undefined;
	const item = await downloadObject(
		this,
		stored,
		{ operation: 'Download file', userId, fileName },
		async (file) => {
			const json = { ...simplifyResource(version), size: file.size ?? attributes.storageSize };
			const mimeType =
				ownType && ownType !== 'application/octet-stream' ? ownType : (file.contentType ?? ownType);
			return await binaryOutput(this, json, { data: file.data, fileName, mimeType }, propertyName);
		},
	);
	return [item];
};

export const tool: OperationTool = {
	description: `Describe the file of a version for download. ${PROJECT_ID}; ${ITEM_ID}; Version: tip (newest) or number with Version Number (1 is the first). ${NO_BYTES}: fileName, size, mimeType, versionId, versionNumber, storageId.`,
};
