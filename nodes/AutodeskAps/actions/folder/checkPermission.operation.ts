import type { INodeProperties } from 'n8n-workflow';

import { forOperation, optionsCollection, readDataOptions } from '../common';
import { folderLocator, hubLocator, projectLocator, readLocators } from '../locators';
import type { OperationExecute } from '../operation';
import {
	checkPermission,
	permissionsProperty,
	readPermissions,
	compactPermission,
} from '../permissionCheck';
import type { OperationTool } from '../tool';
import { FOLDER_ID, PROJECT_ID } from '../toolText';

const properties: INodeProperties[] = [
	hubLocator(false),
	projectLocator,
	folderLocator,
	permissionsProperty,
	optionsCollection(),
];

export const description = forOperation('folder', 'checkPermission', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const [projectId, folderId] = readLocators(this, itemIndex, 'project', 'folder');
	const permissions = readPermissions(this, itemIndex);
	const { userId } = readDataOptions(this, itemIndex);
	const json = await checkPermission(this, {
		projectId,
		resource: { type: 'folders', id: folderId },
		permissions,
		userId,
	});
	return [{ json }];
};

export const tool: OperationTool = {
	compact: compactPermission,
	description: `Check whether the user (or Options > Act As User ID) holds permissions on a folder. ${PROJECT_ID}; ${FOLDER_ID}; Permissions: any of view, download, collaborate, edit, control. Returns id, type, allowed (true when all are held) and one true/false per permission asked.`,
};
