import type { INodeProperties } from 'n8n-workflow';

import { forOperation, optionsCollection, readDataOptions } from '../common';
import { folderLocator, hubLocator, projectLocator, readLocators } from '../locators';
import type { OperationExecute } from '../operation';
import { checkPermission, permissionsProperty, readPermissions } from '../permissionCheck';

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
