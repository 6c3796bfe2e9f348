import type { INodeProperties } from 'n8n-workflow';

import { InputRuleError } from '../../../shared/inputRules';
import type { JsonApiResource } from '../../../shared/jsonapi';
import { jsonApiDocument } from '../../../shared/jsonapi';
import { nameProblem, RESERVED_IN_WORDS } from '../../../shared/names';
import { apsRequest } from '../../../shared/transport';
import {
	forOperation,
	optionsCollection,
	readDataOptions,
	readSimplify,
	simplifyProperty,
} from '../../../framework/fields/common';
import { dataManagementPaths, isDocumentManagementProject } from '../../../services/dataManagement';
import { folderFields, readLocators } from '../../../framework/fields/locators';
import type { OperationExecute } from '../../../framework/operation';
import { resourceJson } from '../output';
import type { OperationTool } from '../../../framework/tool';
import { FOLDER_ID, PROJECT_ID } from '../../../framework/toolText';

const properties: INodeProperties[] = [
	...folderFields({
		displayName: 'Parent Folder',
		description:
			'The folder to create the new folder in. In Construction Cloud / BIM 360 projects this is a folder below the root, such as Project Files or Plans.',
	}),
	{
		displayName: 'Name',
		name: 'name',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'Reviews',
		description:
			'The name of the new folder: 1-255 characters, none of the characters the service reserves (such as / : ? * and quotes). The service refuses a name that another folder in the parent already has.',
	},
	simplifyProperty,
	optionsCollection(),
];

export const description = forOperation('folder', 'create', properties);

/** The extension type the service wants for a folder in this kind of project. */
export function folderExtensionType(projectId: string): string {
	return isDocumentManagementProject(projectId)
		? 'folders:autodesk.bim360:Folder'
		: 'folders:autodesk.core:Folder';
}

export const execute: OperationExecute = async function (itemIndex) {
	const [projectId, parentId] = readLocators(this, itemIndex, 'project', 'folder');
	const name = String(this.getNodeParameter('name', itemIndex, '') ?? '');
	const problem = nameProblem(name);
	if (problem) {
		throw new InputRuleError('Name', `${problem}`, {
			because: `the service refuses folder names with ${RESERVED_IN_WORDS}, and names longer than 255 characters`,
		});
	}
	const simplify = readSimplify(this, itemIndex);
	const { userId } = readDataOptions(this, itemIndex);

	const response = await apsRequest<{ data: JsonApiResource }>(this, {
		method: 'POST',
		url: dataManagementPaths.folders(projectId),
		operation: 'Create folder',
		body: jsonApiDocument({
			type: 'folders',
			attributes: { name, extension: { type: folderExtensionType(projectId), version: '1.0' } },
			relationships: { parent: { data: { type: 'folders', id: parentId } } },
		}),
		bodyType: 'jsonapi',
		userId,
	});
	return [{ json: resourceJson(response.body.data, [], simplify) }];
};

export const tool: OperationTool = {
	description: `Create a subfolder. ${PROJECT_ID}; Parent Folder: ${FOLDER_ID}; Name: the new folder's name (no slash; unique in the parent). Returns the new folder's id, name and lastModifiedTime.`,
};
