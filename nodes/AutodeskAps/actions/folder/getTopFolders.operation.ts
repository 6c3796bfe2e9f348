import type { INodeProperties } from 'n8n-workflow';

import type { JsonApiResource } from '../../../shared/jsonapi';
import { simplifyResource } from '../../../shared/jsonapi';
import { apsRequest } from '../../../shared/transport';
import type { ItemOptions } from '../../../framework/fields/common';
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
	optionsCollection([
		{
			displayName: 'Exclude Deleted',
			name: 'excludeDeleted',
			type: 'boolean',
			default: true,
			description:
				'Whether to leave out deleted folders (Construction Cloud / BIM 360 projects, with a user context)',
		},
		{
			displayName: 'Project Files Only',
			name: 'projectFilesOnly',
			type: 'boolean',
			default: true,
			description:
				'Whether to return only the Project Files folder and its subfolders (Construction Cloud / BIM 360 projects, with a user context)',
		},
	]),
];

export const description = forOperation('folder', 'getTopFolders', properties);

interface TopFolderOptions extends ItemOptions {
	excludeDeleted?: boolean;
	projectFilesOnly?: boolean;
}

export const execute: OperationExecute = async function (itemIndex) {
	const [hubId, projectId] = readLocators(this, itemIndex, 'hub', 'project');
	const simplify = readSimplify(this, itemIndex);
	const { options, userId } = readDataOptions<TopFolderOptions>(this, itemIndex);

	const response = await apsRequest<{ data?: JsonApiResource[] }>(this, {
		method: 'GET',
		url: dataManagementPaths.topFolders(hubId, projectId),
		operation: 'Get top folders',
		query: { excludeDeleted: options.excludeDeleted, projectFilesOnly: options.projectFilesOnly },
		userId,
	});
	return (response.body.data ?? []).map((folder) => ({
		json: simplify ? simplifyResource(folder) : folder,
	}));
};

export const tool: OperationTool = {
	description: `List the highest-level folders of a project that the user can see (for Construction Cloud: "Project Files" and others). ${HUB_ID}; ${PROJECT_ID}. Returns per folder: id (a folder urn), name, displayName, lastModifiedTime. Next: Folder > Get Contents with a folder id.`,
};
