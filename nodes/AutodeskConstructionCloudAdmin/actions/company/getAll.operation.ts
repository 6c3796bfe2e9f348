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
import { accountProperty, adminOptions, checkedText, readAccountTarget } from '../adminFields';
import { ADMIN_ACCOUNT } from '../adminToolText';

const filters: INodeProperties[] = [
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

/** The search's parameters (companies/search), or none when no filter is given (companies). */
function searchQuery(filters: IDataObject): IDataObject | undefined {
	const query: IDataObject = {};
	const name = checkedText('Filters › Name', filters.name);
	const trade = checkedText('Filters › Trade', filters.trade);
	if (name !== undefined) query.name = name;
	if (trade !== undefined) query.trade = trade;
	if (!Object.keys(query).length) return undefined;
	// Every filter given must match, as the node's filters do elsewhere (the API's default is OR).
	return { ...query, operator: 'AND', partial: filters.exactMatch !== true };
}

export const execute: OperationExecute = async function (itemIndex) {
	const { accountId, options } = readAccountTarget(this, itemIndex);
	const { limit, filters } = readGetMany(this, itemIndex);
	const query = searchQuery(filters);
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
