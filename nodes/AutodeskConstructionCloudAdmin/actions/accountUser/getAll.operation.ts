import type { INodeProperties } from 'n8n-workflow';

import { accountUsersPath, accountUsersSearchPath } from '../../../services/accountDirectory';
import { forOperation, getManyProperties } from '../../../framework/fields/common';
import type { OperationTool } from '../../../framework/tool';
import { LIMIT } from '../../../framework/toolText';
import { accountProperty, adminOptions } from '../adminFields';
import { directoryGetMany, exactMatchFilter } from '../directoryFilters';
import { ADMIN_ACCOUNT } from '../adminToolText';

const filters: INodeProperties[] = [
	{
		displayName: 'Company Name',
		name: 'companyName',
		type: 'string',
		default: '',
		description: "Only users whose company's name matches",
	},
	{
		displayName: 'Email',
		name: 'email',
		type: 'string',
		placeholder: 'name@email.com',
		default: '',
		description: 'Only users whose email matches',
	},
	exactMatchFilter,
	{
		displayName: 'Name',
		name: 'name',
		type: 'string',
		default: '',
		description: 'Only users whose name matches',
	},
];

const properties: INodeProperties[] = [
	accountProperty,
	...getManyProperties(filters),
	adminOptions,
];

export const description = forOperation('accountUser', 'getAll', properties);

export const execute = directoryGetMany({
	path: accountUsersPath,
	searchPath: accountUsersSearchPath,
	operation: 'Get many account users',
	searched: [
		{ name: 'name', key: 'name', label: 'Name' },
		{ name: 'email', key: 'email', label: 'Email' },
		{ name: 'companyName', key: 'company_name', label: 'Company Name' },
	],
});

export const tool: OperationTool = {
	description: `List the users of a Construction Cloud account's member directory, or search them. ${ADMIN_ACCOUNT}; Filters: Name, Email, Company Name (all given must match; a part matches unless Exact Match); ${LIMIT}. Returns each user's id, uid (the Autodesk ID), email, name, status, role, company_id and company_name. Next: Account User > Get, Update, Get Projects or Get Roles with its id.`,
};
