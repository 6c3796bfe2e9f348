import type { INodeProperties } from 'n8n-workflow';

import { hasApiStatus, settled } from '../../../shared/errors';
import type { JsonApiResource } from '../../../shared/jsonapi';
import { jsonApiDocument } from '../../../shared/jsonapi';
import { apsRequest } from '../../../shared/transport';
import {
	forOperation,
	optionsCollection,
	readDataOptions,
	readSimplify,
	simplifyProperty,
} from '../../../framework/fields/common';
import { dataManagementPaths, requireDocsProject } from '../../../services/dataManagement';
import { folderFields, readLocators } from '../../../framework/fields/locators';
import type { OperationExecute } from '../../../framework/operation';
import { resourceJson } from '../output';
import type { OperationTool } from '../../../framework/tool';
import { FOLDER_ID, PROJECT_ID } from '../../../framework/toolText';

const properties: INodeProperties[] = [
	{
		displayName:
			'The folder is deleted as Autodesk Docs deletes it: it is hidden with all it holds, and can be restored in the web app',
		name: 'deleteNotice',
		type: 'notice',
		default: '',
	},
	...folderFields(),
	simplifyProperty,
	optionsCollection(),
];

export const description = forOperation('folder', 'delete', properties);

/**
 * A Docs folder is deleted by marking it hidden (Modify a Folder, ModifyFolderPayload's `hidden`
 * in autodesk-platform-services/aps-sdk-openapi, datamanagement/datamanagement.yaml): it cannot be
 * deleted for good.
 */
export const execute: OperationExecute = async function (itemIndex) {
	const [projectId, folderId] = readLocators(this, itemIndex, 'project', 'folder');
	requireDocsProject(projectId, 'Deleting a folder');
	const simplify = readSimplify(this, itemIndex);
	const { userId } = readDataOptions(this, itemIndex);

	const sent = await settled(
		apsRequest<{ data: JsonApiResource }>(this, {
			method: 'PATCH',
			url: dataManagementPaths.folder(projectId, folderId),
			operation: 'Delete folder',
			body: jsonApiDocument({ type: 'folders', id: folderId, attributes: { hidden: true } }),
			bodyType: 'jsonapi',
			userId,
		}),
	);
	if (!sent.ok) {
		if (hasApiStatus(sent.error, 403)) {
			sent.error.description =
				'The service refused to delete the folder for this user: deleting a folder takes full control of it. Folder > Check Permission (Admin) tells beforehand; a project admin can grant it.';
		}
		throw sent.error;
	}
	return [{ json: { deleted: true, ...resourceJson(sent.value.body.data, [], simplify) } }];
};

export const tool: OperationTool = {
	description: `Delete a folder of a Construction Cloud or BIM 360 project as Autodesk Docs does: it is hidden with all it holds, and can be restored in the web app. ${PROJECT_ID}; ${FOLDER_ID}. Returns deleted: true, the folder's id, name and lastModifiedTime.`,
};
