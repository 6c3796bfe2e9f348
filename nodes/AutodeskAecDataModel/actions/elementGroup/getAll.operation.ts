import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { collectAecList } from '../../../services/aecDataModel';
import type { CursorConnection } from '../../../shared/paging/cursor';
import { forOperation, readGetMany, returnAllAndLimit } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { LIMIT } from '../../../framework/toolText';
import {
	aecOptions,
	hubProperty,
	projectProperty,
	readAecOptions,
	readProjectId,
} from '../aecFields';
import { ELEMENT_GROUP_FIELDS, elementGroupItem } from './elementGroupShape';

const properties: INodeProperties[] = [
	{ ...hubProperty, description: 'Only feeds the Project list' },
	projectProperty,
	...returnAllAndLimit,
	aecOptions(),
];

export const description = forOperation('elementGroup', 'getAll', properties);

const QUERY = `query ElementGroupsByProject($projectId: ID!, $pagination: PaginationInput) {
  elementGroupsByProject(projectId: $projectId, pagination: $pagination) {
    pagination { cursor }
    results { ${ELEMENT_GROUP_FIELDS} }
  }
}`;

/** One item per model (element group) of the project. */
export const execute: OperationExecute = async function (itemIndex) {
	const projectId = readProjectId(this, itemIndex);
	const { region, pacing } = readAecOptions(this, itemIndex);
	const { limit } = readGetMany(this, itemIndex);
	const groups = await collectAecList(
		this,
		{
			query: QUERY,
			variables: { projectId },
			operation: 'Get many element groups',
			region,
			pacing,
		},
		(data) => data.elementGroupsByProject as CursorConnection<IDataObject> | undefined,
		limit,
	);
	return groups.map((group) => ({ json: elementGroupItem(group) }));
};

export const tool: OperationTool = {
	description: `List the models (element groups: published Revit models) of a project in the AEC Data Model. Project: its AEC Data Model ID (urn:adsk.workspace:prod.project:...); ${LIMIT}. Returns per model: id (the Element Group ID of the other operations), name, fileUrn, fileVersionUrn, versionNumber, createdOn. Next: Element > Get Many with an id.`,
};
