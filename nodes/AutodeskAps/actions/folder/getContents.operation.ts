import type { INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { InputRuleError } from '../../../shared/inputRules';
import type { JsonApiResource } from '../../../shared/jsonapi';
import { show } from '../../../shared/jsonField';
import { listValues } from '../../../shared/listValues';
import { linksNext } from '../../../shared/paging/linksNext';
import { collectWithIncluded } from '../../../shared/paging/pager';
import type { ItemOptions } from '../../../framework/fields/common';
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
import { folderFields, readLocators } from '../../../framework/fields/locators';
import type { OperationExecute } from '../../../framework/operation';
import { resourceJson } from '../output';
import { walkFolder } from './walk';
import type { OperationTool } from '../../../framework/tool';
import { FOLDER_ID, LIMIT, PROJECT_ID } from '../../../framework/toolText';
import { dataManagementPaths } from '../../../services/dataManagement';

/** The service nests folders up to 25 levels deep. */
const MAX_FOLDER_DEPTH = 25;

const properties: INodeProperties[] = [
	...folderFields(),
	{
		displayName: 'Include Subfolders',
		name: 'includeSubfolders',
		type: 'boolean',
		default: false,
		description:
			'Whether to walk the whole tree below the folder (breadth-first: the folder, then each subfolder), each result with its path. Filters then apply to the results, not to the walk.',
	},
	{
		displayName: 'Max Depth',
		name: 'maxDepth',
		type: 'number',
		typeOptions: { minValue: 1, maxValue: MAX_FOLDER_DEPTH },
		default: 5,
		description:
			"How many levels to walk: 1 is the folder's own contents, 2 adds those of its subfolders, and so on (folders nest up to 25 levels)",
		displayOptions: { show: { includeSubfolders: [true] } },
	},
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

export const execute: OperationExecute = async function (itemIndex) {
	const [projectId, folderId] = readLocators(this, itemIndex, 'project', 'folder');
	const { limit, filters } = readGetMany(this, itemIndex);
	const simplify = readSimplify(this, itemIndex);
	const { options, userId } = readDataOptions<ItemOptions & { includeHidden?: boolean }>(
		this,
		itemIndex,
	);

	if (this.getNodeParameter('includeSubfolders', itemIndex, false) as boolean) {
		const maxDepth = this.getNodeParameter('maxDepth', itemIndex, 5) as unknown;
		if (
			typeof maxDepth !== 'number' ||
			!Number.isInteger(maxDepth) ||
			maxDepth < 1 ||
			maxDepth > MAX_FOLDER_DEPTH
		) {
			throw new InputRuleError(
				'Max Depth',
				`must be a whole number from 1 to ${MAX_FOLDER_DEPTH}; got ${show(maxDepth)}`,
				'Folders nest up to 25 levels deep; 1 lists only the folder itself.',
			);
		}
		const types = filters.type ? [filters.type as string] : undefined;
		const extensionTypes = listValues(filters.extensionTypes);
		const results: INodeExecutionData[] = [];
		const walk = walkFolder(this, projectId, folderId, {
			maxDepth,
			includeHidden: Boolean(options.includeHidden),
			userId,
		});
		for await (const { resource, included, path, depth } of walk) {
			if (types && !types.includes(resource.type)) continue;
			const extensionType = (resource.attributes?.extension as { type?: string } | undefined)?.type;
			if (extensionTypes.length && !extensionTypes.includes(extensionType ?? '')) continue;
			results.push({ json: { ...resourceJson(resource, included, simplify), path, depth } });
			if (limit !== undefined && results.length >= limit) break;
		}
		return results;
	}

	const { data, included } = await collectWithIncluded<JsonApiResource>(
		this,
		linksNext,
		{
			method: 'GET',
			url: dataManagementPaths.folderContents(projectId, folderId),
			operation: 'Get folder contents',
			query: {
				'filter[type]': filters.type as string | undefined,
				'filter[extension.type]': listValues(filters.extensionTypes),
				includeHidden: options.includeHidden || undefined,
				'page[limit]': pageLimit(limit),
			},
			userId,
		},
		{ limit },
	);
	return data.map((resource) => ({ json: resourceJson(resource, included, simplify) }));
};

export const tool: OperationTool = {
	description: `List the folders and files (items) in a folder. ${PROJECT_ID}; ${FOLDER_ID}; Filters > Type: folders or items; Include Subfolders walks the tree below (each result with its path); ${LIMIT}. Returns per entry: id, type ("folders" or "items"), displayName, lastModifiedTime and, for a file, tipVersionId (its newest version), versionNumber, fileType and storageSize. Next: Folder > Get Contents on a folder id; Item > Get, Get Versions or Download on an item id; Translation Job > Create or Get Manifest with a tipVersionId as the Source Design.`,
};
