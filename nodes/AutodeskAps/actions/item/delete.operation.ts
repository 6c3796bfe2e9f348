import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { hasApiStatus, settled } from '../../../shared/errors';
import type { JsonApiResource } from '../../../shared/jsonapi';
import { jsonApiDocument } from '../../../shared/jsonapi';
import { apsRequest } from '../../../shared/transport';
import { forOperation, optionsCollection, readDataOptions } from '../../../framework/fields/common';
import { dataManagementPaths, requireDocsProject } from '../../../services/dataManagement';
import { fileFields, readLocators } from '../../../framework/fields/locators';
import type { OperationExecute } from '../../../framework/operation';
import { explainLock } from './lock';
import type { OperationTool } from '../../../framework/tool';
import { ITEM_ID, PROJECT_ID } from '../../../framework/toolText';

const properties: INodeProperties[] = [
	{
		displayName:
			'The file is deleted as Autodesk Docs deletes it: it gets a deleted version and is hidden, and can be restored (in the web app) from its earlier versions',
		name: 'deleteNotice',
		type: 'notice',
		default: '',
	},
	...fileFields(),
	optionsCollection(),
];

export const description = forOperation('item', 'delete', properties);

/**
 * The delete of a Docs file: a new version of type versions:autodesk.core:Deleted, with the item
 * and nothing else (the Create Version operation of autodesk-platform-services/aps-sdk-openapi,
 * datamanagement/datamanagement.yaml, points to the "delete and restore a file" tutorial for it).
 */
const DELETED_VERSION = { type: 'versions:autodesk.core:Deleted', version: '1.0' };

export const execute: OperationExecute = async function (itemIndex) {
	const [projectId, itemId] = readLocators(this, itemIndex, 'project', 'item');
	requireDocsProject(projectId, 'Deleting a file');
	const { userId } = readDataOptions(this, itemIndex);

	const sent = await settled(
		apsRequest<{ data: JsonApiResource; included?: IDataObject[] }>(this, {
			method: 'POST',
			url: dataManagementPaths.versions(projectId),
			operation: 'Delete item',
			body: jsonApiDocument({
				type: 'versions',
				attributes: { extension: DELETED_VERSION },
				relationships: { item: { data: { type: 'items', id: itemId } } },
			}),
			bodyType: 'jsonapi',
			userId,
		}),
	);
	if (!sent.ok) {
		if (hasApiStatus(sent.error, 403)) {
			sent.error.description = `The service refused to delete the file for this user: deleting needs the Edit permission (or higher) on its folder. Item > Check Permission (Delete) tells beforehand; a project admin can grant it.`;
		}
		throw await explainLock(this, sent.error, { projectId, itemId, userId });
	}
	const version = sent.value.body.data;
	const extension = (version.attributes?.extension ?? {}) as IDataObject;
	return [
		{
			json: {
				id: itemId,
				deleted: true,
				name: (extension.data as IDataObject | undefined)?.originalName ?? version.attributes?.name,
				deletedVersionId: version.id,
				deletedVersionNumber: version.attributes?.versionNumber,
				extensionType: extension.type,
			},
		},
	];
};

export const tool: OperationTool = {
	description: `Delete a file of a Construction Cloud or BIM 360 project as Autodesk Docs does: it gets a deleted version and is hidden, and can be restored in the web app. ${PROJECT_ID}; ${ITEM_ID}. Returns id, deleted: true, name and deletedVersionId.`,
};
