import type { INodeProperties } from 'n8n-workflow';

import { companiesPath, companiesSearchPath } from '../../../services/accountDirectory';
import { forOperation, getManyProperties } from '../../../framework/fields/common';
import type { OperationTool } from '../../../framework/tool';
import { LIMIT } from '../../../framework/toolText';
import { accountProperty, adminOptions } from '../adminFields';
import { directoryGetMany, exactMatchFilter } from '../directoryFilters';
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

export const execute = directoryGetMany({
	path: companiesPath,
	searchPath: companiesSearchPath,
	operation: 'Get many companies',
	searched: [
		{ name: 'name', key: 'name', label: 'Name' },
		{ name: 'trade', key: 'trade', label: 'Trade' },
	],
});

export const tool: OperationTool = {
	description: `List the partner companies of a Construction Cloud account, or search them. ${ADMIN_ACCOUNT}; Filters: Name, Trade (both given must match; a part matches unless Exact Match); ${LIMIT}. Returns each company's id, name, trade and address fields. Next: Company > Get or Update with its id, or the id as Company ID elsewhere.`,
};
