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
import { accountProperty, adminOptions, checkedText, readAccountTarget } from '../adminFields';
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
	{
		displayName: 'Exact Match',
		name: 'exactMatch',
		type: 'boolean',
		default: false,
		description:
			'Whether the texts must match whole fields (in any case); otherwise a part of the field matches',
	},
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

/** The search's parameters (users/search), or none when no filter is given (users). */
function searchQuery(filters: IDataObject): IDataObject | undefined {
	const query: IDataObject = {};
	for (const [name, key, label] of [
		['name', 'name', 'Name'],
		['email', 'email', 'Email'],
		['companyName', 'company_name', 'Company Name'],
	]) {
		const text = checkedText(`Filters › ${label}`, filters[name]);
		if (text !== undefined) query[key] = text;
	}
	if (!Object.keys(query).length) return undefined;
	// Every filter given must match, as the node's filters do elsewhere (the API's default is OR).
	return { ...query, operator: 'AND', partial: filters.exactMatch !== true };
}

export const execute: OperationExecute = async function (itemIndex) {
	const { accountId, options } = readAccountTarget(this, itemIndex);
	const { limit, filters } = readGetMany(this, itemIndex);
	const query = searchQuery(filters);
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
