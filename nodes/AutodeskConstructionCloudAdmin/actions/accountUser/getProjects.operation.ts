import type { IDataObject, INodeProperties } from 'n8n-workflow';

import {
	collectAdminList,
	dataManagementIds,
	userProjectsPath,
} from '../../../services/accountAdmin';
import { forOperation, getManyProperties, readGetMany } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { LIMIT } from '../../../framework/toolText';
import { accountProperty, adminOptions, readAccountTarget } from '../adminFields';
import { ADMIN_ACCOUNT } from '../adminToolText';
import { anyUserIdProperty, readAnyUserId } from './fields';
import { nameAndStatusQuery, nameFilter, statusFilter } from './userLists';

const STATUSES = ['active', 'pending', 'archived', 'suspended'];
const ACCESS_LEVELS = ['projectAdmin', 'projectMember'];

const filters: INodeProperties[] = [
	{
		displayName: 'Access Level',
		name: 'accessLevel',
		type: 'options',
		options: [
			{ name: 'Any', value: '' },
			{ name: 'Project Admin', value: 'projectAdmin' },
			{ name: 'Project Member', value: 'projectMember' },
		],
		default: '',
		description: 'Only projects where the user has this access level',
	},
	nameFilter,
	statusFilter(STATUSES, 'Only projects in these states'),
];

const properties: INodeProperties[] = [
	accountProperty,
	anyUserIdProperty,
	...getManyProperties(filters),
	adminOptions,
];

export const description = forOperation('accountUser', 'getProjects', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const { accountId, options } = readAccountTarget(this, itemIndex);
	const userId = readAnyUserId(this, itemIndex);
	const { limit, filters } = readGetMany(this, itemIndex);
	const query = nameAndStatusQuery(filters, STATUSES);
	if (ACCESS_LEVELS.includes(String(filters.accessLevel))) {
		query['filter[accessLevels]'] = filters.accessLevel;
	}
	const projects = await collectAdminList<IDataObject>(
		this,
		{
			method: 'GET',
			path: userProjectsPath(accountId, userId),
			operation: "Get account user's projects",
			query,
		},
		{ ...options, limit },
	);
	return projects.map((project) => ({ json: { ...project, ...dataManagementIds(project) } }));
};

export const tool: OperationTool = {
	description: `List the projects a user of a Construction Cloud account takes part in. ${ADMIN_ACCOUNT}; User ID: the user's id or uid (Autodesk ID) from Account User > Get Many; Filters: Name (contains), Status, Access Level (projectAdmin, projectMember); ${LIMIT}. Returns each project's id, name, status, accessLevels, and dataManagementProjectId and hubId (the "b." ids). Next: Project User > Get or Update with the project and the user.`,
};
