import type { IDataObject, INodeProperties } from 'n8n-workflow';

import {
	accountUsersPath,
	accountUsersSearchPath,
	collectDirectoryList,
} from '../../../services/accountDirectory';
import { forOperation, getManyProperties, readGetMany } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { LIMIT } from '../../../framework/toolText';
import { accountProperty, adminOptions, readAccountTarget } from '../adminFields';
import type { SearchFilter } from '../directoryFilters';
import { directorySearchQuery, exactMatchFilter } from '../directoryFilters';
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

const SEARCHED: SearchFilter[] = [
	{ name: 'name', key: 'name', label: 'Name' },
	{ name: 'email', key: 'email', label: 'Email' },
	{ name: 'companyName', key: 'company_name', label: 'Company Name' },
];

export const execute: OperationExecute = async function (itemIndex) {
	const { accountId, options } = readAccountTarget(this, itemIndex);
	const { limit, filters } = readGetMany(this, itemIndex);
	const query = directorySearchQuery(filters, SEARCHED);
	const users = await collectDirectoryList<IDataObject>(
		this,
		{
			method: 'GET',
			path: query ? accountUsersSearchPath(accountId) : accountUsersPath(accountId),
			operation: 'Get many account users',
			query,
		},
		{ ...options, limit },
	);
	return users.map((user) => ({ json: user }));
};

export const tool: OperationTool = {
	description: `List the users of a Construction Cloud account's member directory, or search them. ${ADMIN_ACCOUNT}; Filters: Name, Email, Company Name (all given must match; a part matches unless Exact Match); ${LIMIT}. Returns each user's id, uid (the Autodesk ID), email, name, status, role, company_id and company_name. Next: Account User > Get, Update, Get Projects or Get Roles with its id.`,
};
