import type { INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { InputRuleError } from '../../../shared/inputRules';
import type { JsonApiResource } from '../../../shared/jsonapi';
import { simplifyResource } from '../../../shared/jsonapi';
import { show } from '../../../shared/jsonField';
import { collect } from '../../../shared/pagination';
import { downloadObject, storedObjectOf } from '../../../shared/signedTransfer';
import { apsRequest } from '../../../shared/transport';
import { apsPath } from '../../../shared/url';
import { binaryOutput, binaryOutputProperty, readBinaryField } from '../binary';
import { forOperation, optionsCollection, readDataOptions } from '../common';
import { hubLocator, itemLocator, projectLocator, readLocators } from '../locators';
import type { OperationExecute } from '../operation';

const properties: INodeProperties[] = [
	hubLocator(false),
	projectLocator,
	itemLocator,
	{
		displayName: 'Version',
		name: 'version',
		type: 'options',
		options: [
			{ name: 'Latest (Tip)', value: 'tip', description: 'The newest version of the file' },
			{ name: 'By Number', value: 'number', description: 'The version with a given number' },
		],
		default: 'tip',
	},
	{
		displayName: 'Version Number',
		name: 'versionNumber',
		type: 'number',
		typeOptions: { minValue: 1 },
		default: 1,
		description: 'The number of the version to download (1 is the first version)',
		displayOptions: { show: { version: ['number'] } },
	},
	binaryOutputProperty,
	optionsCollection(),
];

export const description = forOperation('item', 'download', properties);

/** A version's file as binary data: its storage object through the signed S3 download. */
export const execute: OperationExecute = async function (itemIndex) {
	const node = this.getNode();
	const [projectId, itemId] = readLocators(this, itemIndex, 'project', 'item');
	const which = this.getNodeParameter('version', itemIndex, 'tip') as string;
	let versionNumber: number | undefined;
	if (which === 'number') {
		const value = this.getNodeParameter('versionNumber', itemIndex) as unknown;
		if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
			throw new InputRuleError(
				'Version Number',
				`must be a whole number of 1 or more; got ${show(value)}`,
			);
		}
		versionNumber = value;
	} else if (which !== 'tip') {
		throw new InputRuleError('Version', `must be tip or number; got ${show(which)}`);
	}
	const propertyName = readBinaryField(this, itemIndex, binaryOutputProperty);
	const { userId } = readDataOptions(this, itemIndex);

	let version: JsonApiResource | undefined;
	if (versionNumber === undefined) {
		const tip = await apsRequest<{ data: JsonApiResource }>(this, {
			method: 'GET',
			url: apsPath`/data/v1/projects/${projectId}/items/${itemId}/tip`,
			operation: 'Download file: get the tip version',
			userId,
		});
		version = tip.body.data;
	} else {
		[version] = await collect<JsonApiResource>(
			this,
			{
				method: 'GET',
				url: apsPath`/data/v1/projects/${projectId}/items/${itemId}/versions`,
				operation: 'Download file: get the version',
				query: { 'filter[versionNumber]': versionNumber },
				userId,
			},
			1,
		);
		if (!version) {
			// Known only from the service's answer, so an n8n error, not an input rule (a request was sent).
			throw new NodeOperationError(
				node,
				`Version Number ${versionNumber} does not exist for item ${itemId}`,
				{
					itemIndex,
					description:
						'Item > Get Versions lists the versions of an item; choose Latest (Tip) for the newest.',
				},
			);
		}
	}

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
	const attributes = version.attributes ?? {};
	const fileName = String(attributes.name ?? attributes.displayName ?? stored.objectKey);
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
