import type { INodeProperties } from 'n8n-workflow';

import type { JsonApiResource } from '../../../shared/jsonapi';
import { simplifyResource } from '../../../shared/jsonapi';
import { listValues } from '../../../shared/listValues';
import { linksNext } from '../../../shared/paging/linksNext';
import { collect } from '../../../shared/paging/pager';
import {
	forOperation,
	getManyProperties,
	optionsCollection,
	pageLimit,
	readDataOptions,
	readGetMany,
	readSimplify,
	simplifyProperty,
} from '../../../framework/fields/common';
import { withAccountPrefix } from '../../../shared/hubIds';
import { hubLocator, readLocator } from '../../../framework/fields/locators';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { HUB_ID, LIMIT } from '../../../framework/toolText';
import { dataManagementPaths } from '../../../services/dataManagement';

const PROJECT_EXTENSION_TYPES = [
	{
		name: 'Construction Cloud / BIM 360 Project',
		value: 'projects:autodesk.bim360:Project',
	},
	{ name: 'Fusion Team / Personal Project', value: 'projects:autodesk.core:Project' },
];

const properties: INodeProperties[] = [
	hubLocator(),
	...getManyProperties([
		{
			displayName: 'Project IDs',
			name: 'ids',
			type: 'string',
			default: '',
			description:
				'Only these projects (comma-separated IDs; a bare Construction Cloud / BIM 360 GUID gets its "b." prefix)',
		},
		{
			displayName: 'Types',
			name: 'extensionTypes',
			type: 'multiOptions',
			options: PROJECT_EXTENSION_TYPES,
			default: [],
			description: 'Only projects of these types',
		},
	]),
	simplifyProperty,
	optionsCollection(),
];

export const description = forOperation('project', 'getAll', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const hubId = readLocator(this, 'hub', itemIndex);
	const { limit, filters } = readGetMany(this, itemIndex);
	const simplify = readSimplify(this, itemIndex);
	const { userId } = readDataOptions(this, itemIndex);

	const projects = await collect<JsonApiResource>(
		this,
		linksNext,
		{
			method: 'GET',
			url: dataManagementPaths.projects(hubId),
			operation: 'Get many projects',
			query: {
				'filter[id]': listValues(filters.ids).map(withAccountPrefix),
				'filter[extension.type]': listValues(filters.extensionTypes),
				'page[limit]': pageLimit(limit),
			},
			userId,
		},
		{ limit },
	);
	return projects.map((project) => ({ json: simplify ? simplifyResource(project) : project }));
};

export const tool: OperationTool = {
	description: `List the projects of a hub. ${HUB_ID}; ${LIMIT}. Returns per project: id, name, extensionType, and the rootFolderId. Next: Folder > Get Top Folders with the hub and project ids.`,
};
