import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { adminCall, projectUsersPath } from '../../../services/accountAdmin';
import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { adminOptions, projectTargetProperties, readProjectTarget } from '../adminFields';
import { ADMIN_PROJECT } from '../adminToolText';
import { projectUserIdProperty, readProjectUserId } from './fields';

const properties: INodeProperties[] = [
	...projectTargetProperties,
	projectUserIdProperty,
	adminOptions,
];

export const description = forOperation('projectUser', 'get', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const { projectId, options } = readProjectTarget(this, itemIndex);
	const userId = readProjectUserId(this, itemIndex);
	const user = await adminCall<IDataObject>(
		this,
		{ method: 'GET', path: projectUsersPath(projectId, userId), operation: 'Get project user' },
		options,
	);
	return [{ json: user }];
};

export const tool: OperationTool = {
	description: `Get one user of a Construction Cloud project. ${ADMIN_PROJECT}; User ID: the user's id (ACC ID) or autodeskId from Project User > Get Many. Returns id, autodeskId, email, name, status (pending until the user accepts), companyId, roleIds, products (key and access) and addedOn. Next: Project User > Update or Remove.`,
};
