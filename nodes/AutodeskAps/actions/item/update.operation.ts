import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { InputRuleError } from '../../../shared/inputRules';
import { jsonApiDocument } from '../../../shared/jsonapi';
import { jsonObjectField } from '../../../shared/jsonField';
import { apsRequest } from '../../../shared/transport';
import {
	forOperation,
	optionsCollection,
	readDataOptions,
	readSimplify,
} from '../../../framework/fields/common';
import { dataManagementPaths, isDocumentManagementProject } from '../../../services/dataManagement';
import { fileFields, readLocators } from '../../../framework/fields/locators';
import type { OperationExecute } from '../../../framework/operation';
import { resourceJson } from '../output';
import { itemSimplifyProperty } from './fields';
import type { ItemDocument } from './get.operation';
import { explainLock } from './lock';
import type { OperationTool } from '../../../framework/tool';
import { ITEM_ID, PROJECT_ID } from '../../../framework/toolText';

const ATTRIBUTES_FIELD = 'Attributes (JSON)';
/**
 * The item attributes PATCH documents (ModifyItemPayload in
 * autodesk-platform-services/aps-sdk-openapi, datamanagement/datamanagement.yaml).
 */
const UPDATABLE = ['displayName'];

const properties: INodeProperties[] = [
	...fileFields(),
	{
		displayName: 'Update Fields',
		name: 'updateFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [
			{
				displayName: ATTRIBUTES_FIELD,
				name: 'attributes',
				type: 'json',
				default: '{}',
				description:
					'The attributes to change as a JSON object (sent as data.attributes). The service documents one: displayName; any other key is refused.',
			},
			{
				displayName: 'Display Name',
				name: 'displayName',
				type: 'string',
				default: '',
				description:
					'The new display name. Not supported in Construction Cloud / BIM 360 projects: there, upload a new version with the new name instead.',
			},
		],
	},
	itemSimplifyProperty,
	optionsCollection(),
];

export const description = forOperation('item', 'update', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const [projectId, itemId] = readLocators(this, itemIndex, 'project', 'item');
	const fields = this.getNodeParameter('updateFields', itemIndex, {}) as IDataObject;
	const simplify = readSimplify(this, itemIndex);
	const { userId } = readDataOptions(this, itemIndex);

	const attributes: IDataObject = {
		...jsonObjectField(fields.attributes, ATTRIBUTES_FIELD),
	};
	const undocumented = Object.keys(attributes).filter((key) => !UPDATABLE.includes(key));
	if (undocumented.length) {
		throw new InputRuleError(
			ATTRIBUTES_FIELD,
			`may hold only ${UPDATABLE.join(', ')}: remove ${undocumented.map((key) => `"${key}"`).join(', ')}`,
			'displayName is the only item attribute the service lets you change; it ignores any other without saying so.',
		);
	}
	const displayName = String(fields.displayName ?? '').trim();
	if (displayName) attributes.displayName = displayName;
	if (!Object.keys(attributes).length) {
		throw InputRuleError.worded(
			'Update Fields',
			'Nothing to update: add Display Name or Attributes (JSON)',
		);
	}
	if ('displayName' in attributes && isDocumentManagementProject(projectId)) {
		throw InputRuleError.worded(
			'Display Name',
			'The display name of a file in a Construction Cloud / BIM 360 project cannot be changed: upload the file with the new name instead (Item > Upload, File Name)',
			`Project ${projectId} is a document-management or newer-platform project (its ID starts with "b."), where the service does not support changing displayName. To have the file under the new name, use Item > Upload with the new name in File Name (the file under its old name stays), or leave Display Name out.`,
		);
	}

	try {
		const response = await apsRequest<ItemDocument>(this, {
			method: 'PATCH',
			url: dataManagementPaths.item(projectId, itemId),
			operation: 'Update item',
			body: jsonApiDocument({ type: 'items', id: itemId, attributes }),
			bodyType: 'jsonapi',
			userId,
		});
		const { data, included = [] } = response.body;
		return [{ json: resourceJson(data, included, simplify) }];
	} catch (error) {
		throw await explainLock(this, error, { projectId, itemId, userId });
	}
};

export const tool: OperationTool = {
	description: `Rename a file (item). ${PROJECT_ID}; ${ITEM_ID}; Update Fields > Display Name: the new name. Returns the item's id, displayName and lastModifiedTime.`,
};
