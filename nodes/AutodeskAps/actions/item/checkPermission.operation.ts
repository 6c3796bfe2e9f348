import type { INodeProperties } from 'n8n-workflow';

import { forOperation, optionsCollection, readDataOptions } from '../common';
import { hubLocator, itemLocator, projectLocator, readLocators } from '../locators';
import type { OperationExecute } from '../operation';
import { checkPermission, permissionsProperty, readPermissions } from '../permissionCheck';

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
