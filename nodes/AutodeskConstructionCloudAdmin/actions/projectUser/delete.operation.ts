import type { INodeProperties } from 'n8n-workflow';

import { adminCall, projectUsersPath } from '../../../services/accountAdmin';
import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { adminOptions, projectTargetProperties, readProjectTarget } from '../adminFields';
import { ADMIN_PROJECT, ADMIN_USER } from '../adminToolText';
import { projectUserIdProperty, readProjectUserId } from './fields';

const properties: INodeProperties[] = [
	...projectTargetProperties,
	projectUserIdProperty,
	adminOptions,
];

export const description = forOperation('projectUser', 'delete', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const { projectId, options } = readProjectTarget(this, itemIndex);
	const userId = readProjectUserId(this, itemIndex);
	await adminCall(
		this,
		{
			method: 'DELETE',
			path: projectUsersPath(projectId, userId),
			operation: 'Remove project user',
		},
		options,
	);
	return [{ json: { id: userId, projectId, removed: true } }];
};

export const tool: OperationTool = {
	changesAccess: true,
	description: `Remove a user from a Construction Cloud project: they lose access to it. ${ADMIN_PROJECT}; User ID: the user's id or autodeskId from Project User > Get Many. ${ADMIN_USER}. Returns id, projectId and removed (true).`,
};
