import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { collectAecList } from '../../../services/aecDataModel';
import type { CursorConnection } from '../../../shared/paging/cursor';
import { forOperation, readGetMany, returnAllAndLimit } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { LIMIT } from '../../../framework/toolText';
import {
	aecOptions,
	folderProperty,
	hubProperty,
	projectProperty,
	readAecOptions,
	readOptionalLocatorValue,
	readProjectId,
} from '../aecFields';
import { ELEMENT_GROUP_FIELDS, elementGroupItem } from './elementGroupShape';

const properties: INodeProperties[] = [
	{ ...hubProperty, description: 'Only feeds the Project list' },
	projectProperty,
	folderProperty,
	{
		displayName: 'Include Subfolders',
		name: 'includeSubfolders',
		type: 'boolean',
		default: true,
		description:
			'Whether the models of the folders below the Folder are listed too (used only with a Folder)',
	},
	...returnAllAndLimit,
	aecOptions(),
];

export const description = forOperation('elementGroup', 'getAll', properties);

const PROJECT_QUERY = `query ElementGroupsByProject($projectId: ID!, $pagination: PaginationInput) {
  elementGroupsByProject(projectId: $projectId, pagination: $pagination) {
    pagination { cursor }
    results { ${ELEMENT_GROUP_FIELDS} }
  }
}`;

/** The query of a folder's models: `elementGroupsByFolder` or `elementGroupsByFolderAndSubFolders`. */
const folderQuery = (
	field: string,
) => `query ElementGroupsInFolder($projectId: ID!, $folderId: ID!, $pagination: PaginationInput) {
  ${field}(projectId: $projectId, folderId: $folderId, pagination: $pagination) {
    pagination { cursor }
    results { ${ELEMENT_GROUP_FIELDS} }
  }
}`;

/** One item per model (element group) of the project, or of one of its folders. */
export const execute: OperationExecute = async function (itemIndex) {
	const projectId = readProjectId(this, itemIndex);
	const folderId = readOptionalLocatorValue(
		this,
		'aecFolderId',
		'Folder',
		itemIndex,
		'an AEC Data Model folder ID (pick it from the list)',
	);
	const { region, pacing } = readAecOptions(this, itemIndex);
	const { limit } = readGetMany(this, itemIndex);
	const field = !folderId
		? 'elementGroupsByProject'
		: this.getNodeParameter('includeSubfolders', itemIndex, true)
			? 'elementGroupsByFolderAndSubFolders'
			: 'elementGroupsByFolder';
	const groups = await collectAecList(
		this,
		{
			query: folderId ? folderQuery(field) : PROJECT_QUERY,
			variables: folderId ? { projectId, folderId } : { projectId },
			operation: 'Get many element groups',
			region,
			pacing,
		},
		(data) => data[field] as CursorConnection<IDataObject> | undefined,
		limit,
	);
	return groups.map((group) => ({ json: elementGroupItem(group) }));
};

export const tool: OperationTool = {
	description: `List the models (element groups: published Revit models) of a project in the AEC Data Model, or of one of its folders. Project: its AEC Data Model ID (urn:adsk.workspace:prod.project:...); Folder (optional): an AEC Data Model folder ID, with Include Subfolders (default true) for the folders below it too; ${LIMIT}. Returns per model: id (the Element Group ID of the other operations), name, fileUrn, fileVersionUrn, versionNumber, createdOn. Next: Element > Get Many with an id.`,
};
