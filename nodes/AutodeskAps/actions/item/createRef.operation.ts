import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import type { DataKind } from '../../../shared/dataKinds';
import { dataKindOf, kindInWords } from '../../../shared/dataKinds';
import { InputRuleError } from '../../../shared/inputRules';
import { jsonApiDocument } from '../../../shared/jsonapi';
import { jsonObjectField } from '../../../shared/jsonField';
import { apsRequest } from '../../../shared/transport';
import { forOperation, optionsCollection, readDataOptions } from '../../../framework/fields/common';
import { fileFields, readLocators } from '../../../framework/fields/locators';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { ITEM_ID, PROJECT_ID } from '../../../framework/toolText';
import { dataManagementPaths } from '../../../services/dataManagement';

const EXTENSION_DATA_FIELD = 'Extension Data (JSON)';

const TARGET_NAMES: Record<string, DataKind> = {
	folders: 'folder',
	items: 'item',
	versions: 'version',
};

const properties: INodeProperties[] = [
	...fileFields({ description: 'The item the relationship starts from' }),
	{
		displayName: 'Target Type',
		name: 'targetType',
		type: 'options',
		options: [
			{ name: 'Folder', value: 'folders' },
			{ name: 'Item', value: 'items' },
			{ name: 'Version', value: 'versions' },
		],
		default: 'versions',
		description: 'What the item is linked to',
	},
	{
		displayName: 'Target ID',
		name: 'targetId',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'urn:adsk.wipprod:fs.file:vf.AbCdEf?version=1',
		description: 'ID of the folder, item or version to link to (in the same project)',
	},
	{
		displayName: 'Extension Type',
		name: 'extensionType',
		type: 'string',
		default: 'auxiliary:autodesk.core:Attachment',
		required: true,
		description: 'Schema type of the relationship; the default makes the target an attachment',
	},
	{
		displayName: 'Extension Version',
		name: 'extensionVersion',
		type: 'string',
		default: '1.0',
		required: true,
		description: 'Schema version of the extension type',
	},
	{
		displayName: 'Additional Fields',
		name: 'additionalFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [
			{
				displayName: EXTENSION_DATA_FIELD,
				name: 'extensionData',
				type: 'json',
				default: '{}',
				description: 'Data of the relationship, as a JSON object (sent as meta.extension.data)',
			},
		],
	},
	optionsCollection(),
];

export const description = forOperation('item', 'createRef', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const [projectId, itemId] = readLocators(this, itemIndex, 'project', 'item');
	const targetType = this.getNodeParameter('targetType', itemIndex) as string;
	if (!TARGET_NAMES[targetType]) {
		throw new InputRuleError(
			'Target Type',
			`must be folders, items or versions; got "${targetType}"`,
		);
	}
	const targetId = required(this, 'targetId', 'Target ID', itemIndex);
	const targetKind = dataKindOf(targetId);
	if (targetKind && targetKind !== TARGET_NAMES[targetType]) {
		throw new InputRuleError(
			'Target ID',
			`must be ${kindInWords(TARGET_NAMES[targetType])} (as Target Type says); got ${kindInWords(targetKind)}: "${targetId}"`,
			'Change Target Type to what the ID names, or give the right ID.',
		);
	}
	const extensionType = required(this, 'extensionType', 'Extension Type', itemIndex);
	const extensionVersion = required(this, 'extensionVersion', 'Extension Version', itemIndex);
	const additional = this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject;
	const extensionData = jsonObjectField(additional.extensionData, EXTENSION_DATA_FIELD);
	const { userId } = readDataOptions(this, itemIndex);

	const extension: IDataObject = { type: extensionType, version: extensionVersion };
	if (extensionData) extension.data = extensionData;
	await apsRequest(this, {
		method: 'POST',
		url: dataManagementPaths.itemRefs(projectId, itemId),
		operation: 'Create ref',
		body: jsonApiDocument({ type: targetType, id: targetId, meta: { extension } }),
		bodyType: 'jsonapi',
		userId,
	});
	return [
		{
			json: {
				linked: true,
				message: `Item ${itemId} now refers to ${TARGET_NAMES[targetType]} ${targetId} (${extensionType})`,
				projectId,
				itemId,
				targetType,
				targetId,
				extension,
			},
		},
	];
};

function required(
	context: IExecuteFunctions,
	name: string,
	label: string,
	itemIndex: number,
): string {
	const value = String(context.getNodeParameter(name, itemIndex, '') ?? '').trim();
	if (!value) throw new InputRuleError(label, 'is required');
	return value;
}

export const tool: OperationTool = {
	description: `Link an item to another folder, item or version (for example as an attachment). ${PROJECT_ID}; ${ITEM_ID}: the item whose tip version is linked; Target Type: folders, items or versions; Target ID: that resource's id. Returns the ref's ids and types.`,
};
