import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { adminCall, projectUsersPath } from '../../../services/accountAdmin';
import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { adminOptions, projectTargetProperties, readProjectTarget } from '../adminFields';
import { ADMIN_PROJECT, ADMIN_USER } from '../adminToolText';
import {
	projectUserIdProperty,
	readProjectUserId,
	readUpdateFields,
	updateFieldsProperty,
} from './fields';

const properties: INodeProperties[] = [
	...projectTargetProperties,
	projectUserIdProperty,
	updateFieldsProperty,
	adminOptions,
];

export const description = forOperation('projectUser', 'update', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const { projectId, options } = readProjectTarget(this, itemIndex);
	const userId = readProjectUserId(this, itemIndex);
	const body = readUpdateFields(this, itemIndex);
	// The Admin API answers with the changed fields and the user's ID only.
	const changed = await adminCall<IDataObject>(
		this,
		{
			method: 'PATCH',
			path: projectUsersPath(projectId, userId),
			operation: 'Update project user',
			body,
		},
		options,
	);
	return [{ json: changed }];
};

export const tool: OperationTool = {
	changesAccess: true,
	description: `Change a project user's company, roles or products. ${ADMIN_PROJECT}; User: the user's id or autodeskId from Project User > Get Many; Update Fields: Company (a company id), Role IDs, Products (each with its access: administrator, member, none). ${ADMIN_USER}. Returns id and the changed fields.`,
};
