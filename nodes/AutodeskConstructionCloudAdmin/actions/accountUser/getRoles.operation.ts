import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { collectAdminList, userRolesPath } from '../../../services/accountAdmin';
import { forOperation, getManyProperties, readGetMany } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { LIMIT } from '../../../framework/toolText';
import { accountProperty, adminOptions, readAccountTarget } from '../adminFields';
import { ADMIN_ACCOUNT } from '../adminToolText';
import { anyUserIdProperty, readAnyUserId } from './fields';
import { nameAndStatusQuery, nameFilter, statusFilter } from './userLists';

const STATUSES = ['active', 'inactive'];

const filters: INodeProperties[] = [
	nameFilter,
	statusFilter(STATUSES, 'Only roles in these states'),
];

const properties: INodeProperties[] = [
	accountProperty,
	anyUserIdProperty,
	...getManyProperties(filters),
	adminOptions,
];

export const description = forOperation('accountUser', 'getRoles', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const { accountId, options } = readAccountTarget(this, itemIndex);
	const userId = readAnyUserId(this, itemIndex);
	const { limit, filters } = readGetMany(this, itemIndex);
	const roles = await collectAdminList<IDataObject>(
		this,
		{
			method: 'GET',
			path: userRolesPath(accountId, userId),
			operation: "Get account user's roles",
			query: nameAndStatusQuery(filters, STATUSES),
		},
		{ ...options, limit },
	);
	return roles.map((role) => ({ json: role }));
};

export const tool: OperationTool = {
	description: `List the project roles a user of a Construction Cloud account holds, each with the projects where they hold it. ${ADMIN_ACCOUNT}; User ID: the user's id or uid (Autodesk ID) from Account User > Get Many; Filters: Name (contains), Status (active, inactive); ${LIMIT}. Returns each role's id, name, status and projectIds. Next: Project User > Update to change a user's roles in a project.`,
};
