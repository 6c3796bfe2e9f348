import type { INodeProperties } from 'n8n-workflow';

import { simplifyResource } from '../../../shared/jsonapi';
import { downloadObject, signedDownloadUrl } from '../../../services/ossTransfer';
import {
	binaryOutput,
	binaryOutputProperty,
	readBinaryField,
} from '../../../framework/fields/binary';
import { forOperation, optionsCollection, readDataOptions } from '../../../framework/fields/common';
import { attachmentDisposition, expiryAfter } from '../../../framework/fields/links';
import { fileFields, readLocators } from '../../../framework/fields/locators';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { compactLink, isToolRun, TOOL_LINK_MINUTES } from '../../../framework/tool';
import { ITEM_ID, LINK, PROJECT_ID, VERSION_CHOICE } from '../../../framework/toolText';
import {
	fetchVersion,
	readVersionNumber,
	storedFileOf,
	versionFileName,
	versionProperties,
} from './versionChoice';

const properties: INodeProperties[] = [
	...fileFields(),
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
		// A tool call gets no bytes (n8n gives a model none): the file described, with a signed URL
		// that downloads it (as Item > Get Download URL makes one).
		const askedAt = Date.now();
		const link = await signedDownloadUrl(this, stored, {
			operation: 'Download file',
			userId,
			minutes: TOOL_LINK_MINUTES,
			overrides: { 'response-content-disposition': attachmentDisposition(fileName) },
		});
		return [
			{
				json: {
					fileName,
					size: link.size ?? attributes.storageSize,
					mimeType: attributes.mimeType,
					fileType: attributes.fileType,
					versionId: version.id,
					versionNumber: attributes.versionNumber,
					itemId,
					projectId,
					storageId: version.relationships?.storage?.data?.id,
					url: link.url,
					expiresAt: expiryAfter(askedAt, TOOL_LINK_MINUTES),
					minutesValid: TOOL_LINK_MINUTES,
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
	compact: compactLink,
	description: `Give a link to the file of a version. ${PROJECT_ID}; ${ITEM_ID}; ${VERSION_CHOICE}. As a tool it downloads nothing: it returns ${LINK}, and fileName, size, mimeType, versionId, versionNumber. Give the url to the person who asked; anyone holding it can download the file until it expires.`,
};
