import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { collectDirectoryList } from '../../services/accountDirectory';
import { readGetMany } from '../../framework/fields/common';
import type { OperationExecute } from '../../framework/operation';
import { checkedText, readAccountTarget } from './adminFields';

/**
 * The Filters of Get Many of Account User and Company: given any, the node searches the
 * directory (`users/search`, `companies/search`), every filter given must match.
 */

export const exactMatchFilter: INodeProperties = {
	displayName: 'Exact Match',
	name: 'exactMatch',
	type: 'boolean',
	default: false,
	description:
		'Whether the texts must match whole fields (in any case); otherwise a part of the field matches',
};

/** A text filter: its parameter, the search's query parameter and its label. */
export interface SearchFilter {
	name: string;
	key: string;
	label: string;
}

/** The search's parameters, or none when no filter is given (the plain list). */
export function directorySearchQuery(
	filters: IDataObject,
	fields: readonly SearchFilter[],
): IDataObject | undefined {
	const query: IDataObject = {};
	for (const { name, key, label } of fields) {
		const text = checkedText(`Filters › ${label}`, filters[name]);
		if (text !== undefined) query[key] = text;
	}
	if (!Object.keys(query).length) return undefined;
	// Every filter given must match, as the node's filters do elsewhere (the API's default is OR).
	return { ...query, operator: 'AND', partial: filters.exactMatch !== true };
}

/** A directory list: its plain and its search path for an account, and its operation's name. */
export interface DirectoryList {
	path: (accountId: string) => string;
	searchPath: (accountId: string) => string;
	operation: string;
	searched: readonly SearchFilter[];
}

/** Get Many of a directory list: the plain list, or the search when a filter is given. */
export function directoryGetMany(list: DirectoryList): OperationExecute {
	return async function (itemIndex) {
		const { accountId, options } = readAccountTarget(this, itemIndex);
		const { limit, filters } = readGetMany(this, itemIndex);
		const query = directorySearchQuery(filters, list.searched);
		const records = await collectDirectoryList<IDataObject>(
			this,
			{
				method: 'GET',
				path: query ? list.searchPath(accountId) : list.path(accountId),
				operation: list.operation,
				query,
			},
			{ ...options, limit },
		);
		return records.map((record) => ({ json: record }));
	};
}
