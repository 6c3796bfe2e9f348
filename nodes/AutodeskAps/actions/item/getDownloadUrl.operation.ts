import type { INodeProperties } from 'n8n-workflow';

import { InputRuleError } from '../../../shared/inputRules';
import { show } from '../../../shared/jsonField';
import { signedDownloadUrl } from '../../../services/ossTransfer';
import type { ItemOptions } from '../../../framework/fields/common';
import { forOperation, optionsCollection, readDataOptions } from '../../../framework/fields/common';
import {
	attachmentDisposition,
	expiryAfter,
	readLinkFileName,
	readMinutesValid,
} from '../../../framework/fields/links';
import { fileFields, readLocators } from '../../../framework/fields/locators';
import type { OperationExecute } from '../../../framework/operation';
import {
	fetchVersion,
	readVersionNumber,
	storedFileOf,
	versionFileName,
	versionProperties,
} from './versionChoice';
import type { OperationTool } from '../../../framework/tool';
import { compactLink } from '../../../framework/tool';
import { ITEM_ID, PROJECT_ID, VERSION_CHOICE } from '../../../framework/toolText';

const MAX_MINUTES = 60;
const CONTENT_TYPE = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+\/[!#$%&'*+.^_`|~0-9A-Za-z-]+(\s*;.*)?$/;

const properties: INodeProperties[] = [
	...fileFields(),
	...versionProperties('download'),
	{
		displayName: 'Minutes Valid',
		name: 'minutesExpiration',
		type: 'number',
		typeOptions: { minValue: 1, maxValue: MAX_MINUTES },
		default: 60,
		description:
			'How long the URL works: 1-60 minutes. A download must start within this time; it may take longer.',
	},
	optionsCollection([
		{
			displayName: 'Browser File Name',
			name: 'browserFileName',
			type: 'string',
			default: '',
			placeholder: 'Level 1.dwg',
			description:
				"The name a browser saves the file under (the URL answers Content-Disposition: attachment with it). Empty: the version's file name.",
		},
		{
			displayName: 'Content Type',
			name: 'contentType',
			type: 'string',
			default: '',
			placeholder: 'application/pdf',
			description: 'The Content-Type the URL answers. Empty: the type stored with the file.',
		},
	]),
];

export const description = forOperation('item', 'getDownloadUrl', properties);

type LinkOptions = ItemOptions & { browserFileName?: string; contentType?: string };

/**
 * A signed S3 URL for the file of the tip version or of a chosen version, with when it expires,
 * its size and name: the bytes never pass through n8n.
 */
export const execute: OperationExecute = async function (itemIndex) {
	const [projectId, itemId] = readLocators(this, itemIndex, 'project', 'item');
	const versionNumber = readVersionNumber(this, itemIndex);
	const minutes = readMinutesValid(this, itemIndex, 'minutesExpiration', MAX_MINUTES);
	const { options, userId } = readDataOptions<LinkOptions>(this, itemIndex);
	const browserName = readLinkFileName(options.browserFileName, 'Browser File Name');
	const contentType = String(options.contentType ?? '').trim();
	if (contentType && !CONTENT_TYPE.test(contentType)) {
		throw new InputRuleError(
			'Content Type',
			`must be a MIME type such as application/pdf; got ${show(contentType)}`,
		);
	}

	const operation = 'Get download URL';
	const version = await fetchVersion(this, {
		projectId,
		itemId,
		versionNumber,
		userId,
		operation,
		itemIndex,
	});
	const stored = storedFileOf(this, version, itemIndex, 'download');
	const fileName = versionFileName(version, stored);
	const overrides: Record<string, string> = {
		'response-content-disposition': attachmentDisposition(browserName || fileName),
	};
	if (contentType) overrides['response-content-type'] = contentType;
	const askedAt = Date.now();
	const link = await signedDownloadUrl(this, stored, { operation, userId, minutes, overrides });
	const attributes = version.attributes ?? {};
	return [
		{
			json: {
				itemId,
				versionId: version.id,
				versionNumber: attributes.versionNumber,
				fileName,
				browserFileName: browserName || fileName,
				size: link.size ?? attributes.storageSize,
				sha1: link.sha1,
				contentType: contentType || (link.params?.['content-type'] as string | undefined),
				url: link.url,
				expiresAt: expiryAfter(askedAt, minutes),
				minutesValid: minutes,
				storageId: version.relationships?.storage?.data?.id,
			},
		},
	];
};

export const tool: OperationTool = {
	compact: compactLink,
	description: `Make a signed URL that downloads the file of a version without a token; nothing is downloaded. ${PROJECT_ID}; ${ITEM_ID}; ${VERSION_CHOICE}; Minutes Valid: 1-60 (a download must start in that time); Options > Browser File Name, Content Type. Returns url, expiresAt, minutesValid, fileName, size, versionId, versionNumber, itemId. Give the url to the person who asked; it carries access to the file until it expires.`,
};
