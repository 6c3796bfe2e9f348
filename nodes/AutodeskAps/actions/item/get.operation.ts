import type { IDataObject, INodeProperties } from 'n8n-workflow';

import type { JsonApiResource } from '../../../shared/jsonapi';
import { apsRequest } from '../../../shared/transport';
import {
	forOperation,
	optionsCollection,
	readDataOptions,
	readSimplify,
} from '../../../framework/fields/common';
import { fileFields, readLocators } from '../../../framework/fields/locators';
import type { OperationExecute } from '../../../framework/operation';
import { resourceJson } from '../output';
import { itemSimplifyProperty } from './fields';
import type { OperationTool } from '../../../framework/tool';
import { ITEM_ID, PROJECT_ID } from '../../../framework/toolText';
import { dataManagementPaths } from '../../../services/dataManagement';

const properties: INodeProperties[] = [...fileFields(), itemSimplifyProperty, optionsCollection()];

export const description = forOperation('item', 'get', properties);

export interface ItemDocument {
	data: JsonApiResource;
	included?: IDataObject[];
}

export const execute: OperationExecute = async function (itemIndex) {
	const [projectId, itemId] = readLocators(this, itemIndex, 'project', 'item');
	const simplify = readSimplify(this, itemIndex);
	const { userId } = readDataOptions(this, itemIndex);

	const response = await apsRequest<ItemDocument>(this, {
		method: 'GET',
		url: dataManagementPaths.item(projectId, itemId),
		operation: 'Get item',
		userId,
	});
	const { data, included = [] } = response.body;
	return [{ json: resourceJson(data, included, simplify) }];
};

export const tool: OperationTool = {
	description: `Get one file (item) and its newest version. ${PROJECT_ID}; ${ITEM_ID}. Returns id, displayName, lastModifiedTime, tipVersionId, versionNumber, fileType, storageSize. Next: Item > Get Versions or Download; Translation Job > Create with the tipVersionId.`,
};
