import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import type { JsonApiResource } from '../../../shared/jsonapi';
import { collectWithIncluded } from '../../../shared/pagination';
import { apsPath } from '../../../shared/url';
import type { ItemOptions } from '../common';
import {
	actAsUser,
	forOperation,
	getManyProperties,
	listValues,
	optionsCollection,
	pageLimit,
	readGetMany,
	simplifyProperty,
} from '../common';
import { folderLocator, hubLocator, projectLocator, readLocator } from '../locators';
import { resourceJson } from '../output';

const properties: INodeProperties[] = [
	hubLocator(false),
	projectLocator,
	folderLocator,
	...getManyProperties([
		{
			displayName: 'Extension Types',
			name: 'extensionTypes',
			type: 'string',
			default: '',
			placeholder: 'items:autodesk.bim360:File',
			description: 'Only contents of these schema types (comma-separated)',
		},
		{
			displayName: 'Type',
			name: 'type',
			type: 'options',
			options: [
				{ name: 'Folders', value: 'folders' },
				{ name: 'Items', value: 'items' },
			],
			default: 'items',
			description: 'Only folders or only items (files)',
		},
	]),
	{
		...simplifyProperty,
		description:
			'Whether to return flattened folders and items (an item with its tip version under "versions") instead of the raw JSON:API data',
	},
	optionsCollection([
		{
			displayName: 'Include Hidden',
			name: 'includeHidden',
			type: 'boolean',
			default: true,
			description: 'Whether to include hidden (deleted) folders and items',
		},
	]),
];

export const description = forOperation('folder', 'getContents', properties);

export async function execute(
	this: IExecuteFunctions,
	itemIndex: number,
): Promise<INodeExecutionData[]> {
	const projectId = readLocator(this, 'project', itemIndex);
	const folderId = readLocator(this, 'folder', itemIndex);
	const { limit, filters } = readGetMany(this, itemIndex);
	const simplify = this.getNodeParameter('simplify', itemIndex, true) as boolean;
	const options = this.getNodeParameter('options', itemIndex, {}) as ItemOptions & {
		includeHidden?: boolean;
	};

	const { data, included } = await collectWithIncluded<JsonApiResource>(
		this,
		{
			method: 'GET',
			url: apsPath`/data/v1/projects/${projectId}/folders/${folderId}/contents`,
			operation: 'Get folder contents',
			query: {
				'filter[type]': filters.type as string | undefined,
				'filter[extension.type]': listValues(filters.extensionTypes),
				includeHidden: options.includeHidden || undefined,
				'page[limit]': pageLimit(limit),
			},
			userId: actAsUser(options),
		},
		limit,
	);
	return data.map((resource) => ({ json: resourceJson(resource, included, simplify) }));
}
