import type { INodeProperties } from 'n8n-workflow';

import { forOperation, optionsCollection, readDataOptions } from '../common';
import { hubLocator, itemLocator, projectLocator, readLocators } from '../locators';
import type { OperationExecute } from '../operation';
import {
	checkPermission,
	permissionsProperty,
	readPermissions,
	compactPermission,
} from '../permissionCheck';
import type { OperationTool } from '../tool';
import { ITEM_ID, PROJECT_ID } from '../toolText';

const properties: INodeProperties[] = [
	hubLocator(false),
	projectLocator,
	itemLocator,
	permissionsProperty,
	optionsCollection(),
];

export const description = forOperation('item', 'checkPermission', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const [projectId, itemId] = readLocators(this, itemIndex, 'project', 'item');
	const permissions = readPermissions(this, itemIndex);
	const { userId } = readDataOptions(this, itemIndex);
	const json = await checkPermission(this, {
		projectId,
		resource: { type: 'items', id: itemId },
		permissions,
		userId,
	});
	return [{ json }];
};

export const tool: OperationTool = {
	compact: compactPermission,
	description: `Check whether the user (or Options > Act As User ID) holds permissions on a file. ${PROJECT_ID}; ${ITEM_ID}; Permissions: any of view, download, collaborate, edit, control. Returns id, type, allowed (true when all are held) and one true/false per permission asked. Call it before a download, copy or update a user asked for.`,
};
