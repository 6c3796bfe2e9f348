import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { adminCall, projectUsersPath } from '../../../services/accountAdmin';
import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import {
	adminOptions,
	projectTargetProperties,
	readEmail,
	readProjectTarget,
} from '../adminFields';
import { ADMIN_PROJECT, ADMIN_USER } from '../adminToolText';
import { accessProperties, emailProperty, readAccess } from './fields';

const properties: INodeProperties[] = [
	...projectTargetProperties,
	emailProperty,
	...accessProperties,
	adminOptions,
];

export const description = forOperation('projectUser', 'add', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const { projectId, options } = readProjectTarget(this, itemIndex);
	const email = readEmail(this, itemIndex);
	const access = readAccess(this, itemIndex);
	const user = await adminCall<IDataObject>(
		this,
		{
			method: 'POST',
			path: projectUsersPath(projectId),
			operation: 'Add project user',
			body: { email, ...access },
		},
		options,
	);
	return [{ json: user }];
};

export const tool: OperationTool = {
	changesAccess: true,
	description: `Add one user to a Construction Cloud project by email. ${ADMIN_PROJECT}; Email; Products: each product (docs, build, projectAdministration...) with its access (administrator, member, none), at least one; Company (a company id) and Role IDs (UUIDs) optional. ${ADMIN_USER}. Returns the project user: id, email, status (pending until someone without an Autodesk account accepts), companyId, roleIds, products. For many users use Project User > Import.`,
};
