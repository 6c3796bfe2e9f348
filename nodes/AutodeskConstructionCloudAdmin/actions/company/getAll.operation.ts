import type { IDataObject, INodeProperties } from 'n8n-workflow';

import {
	collectDirectoryList,
	companiesPath,
	companiesSearchPath,
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
	exactMatchFilter,
	{
		displayName: 'Name',
		name: 'name',
		type: 'string',
		default: '',
		description: 'Only companies whose name matches',
	},
	{
		displayName: 'Trade',
		name: 'trade',
		type: 'string',
		default: '',
		description: 'Only companies whose trade matches',
	},
];

const properties: INodeProperties[] = [
	accountProperty,
	...getManyProperties(filters),
	adminOptions,
];

export const description = forOperation('company', 'getAll', properties);

const SEARCHED: SearchFilter[] = [
	{ name: 'name', key: 'name', label: 'Name' },
	{ name: 'trade', key: 'trade', label: 'Trade' },
];

export const execute: OperationExecute = async function (itemIndex) {
	const { accountId, options } = readAccountTarget(this, itemIndex);
	const { limit, filters } = readGetMany(this, itemIndex);
	const query = directorySearchQuery(filters, SEARCHED);
	const companies = await collectDirectoryList<IDataObject>(
		this,
		{
			method: 'GET',
			path: query ? companiesSearchPath(accountId) : companiesPath(accountId),
			operation: 'Get many companies',
			query,
		},
		{ ...options, limit },
	);
	return companies.map((company) => ({ json: company }));
};

export const tool: OperationTool = {
	description: `List the partner companies of a Construction Cloud account, or search them. ${ADMIN_ACCOUNT}; Filters: Name, Trade (both given must match; a part matches unless Exact Match); ${LIMIT}. Returns each company's id, name, trade and address fields. Next: Company > Get or Update with its id, or the id as Company ID elsewhere.`,
};
