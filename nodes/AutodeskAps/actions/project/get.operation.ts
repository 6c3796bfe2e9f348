import type { INodeProperties } from 'n8n-workflow';

import type { JsonApiResource } from '../../../shared/jsonapi';
import { simplifyResource } from '../../../shared/jsonapi';
import { apsRequest } from '../../../shared/transport';
import {
	forOperation,
	optionsCollection,
	readDataOptions,
	readSimplify,
	simplifyProperty,
} from '../../../framework/fields/common';
import { hubLocator, projectLocator, readLocators } from '../../../framework/fields/locators';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { HUB_ID, PROJECT_ID } from '../../../framework/toolText';
import { dataManagementPaths } from '../../../services/dataManagement';

const properties: INodeProperties[] = [
	hubLocator(),
	projectLocator,
	simplifyProperty,
	optionsCollection(),
];

export const description = forOperation('project', 'get', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const [hubId, projectId] = readLocators(this, itemIndex, 'hub', 'project');
	const simplify = readSimplify(this, itemIndex);
	const { userId } = readDataOptions(this, itemIndex);

	const response = await apsRequest<{ data: JsonApiResource }>(this, {
		method: 'GET',
		url: dataManagementPaths.project(hubId, projectId),
		operation: 'Get project',
		userId,
	});
	const project = response.body.data;
	return [{ json: simplify ? simplifyResource(project) : project }];
};

export const tool: OperationTool = {
	description: `Get one project. ${HUB_ID}; ${PROJECT_ID}. Returns its id, name, extensionType and rootFolderId. Next: Folder > Get Top Folders.`,
};
