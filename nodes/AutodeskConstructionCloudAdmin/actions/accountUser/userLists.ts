import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { InputRuleError } from '../../../shared/inputRules';
import { show } from '../../../shared/jsonField';
import { checkedText } from '../adminFields';

/** What Get Projects and Get Roles share: their Name and Status filters, read into the query. */

/** A Status filter of these values. */
export function statusFilter(values: string[], description: string): INodeProperties {
	return {
		displayName: 'Status',
		name: 'status',
		type: 'multiOptions',
		options: values.map((value) => ({ name: value[0].toUpperCase() + value.slice(1), value })),
		default: [],
		description,
	};
}

export const nameFilter: INodeProperties = {
	displayName: 'Name',
	name: 'name',
	type: 'string',
	default: '',
	description: 'Only those whose name contains this text (any case)',
};

/** `filter[name]` (contains) and `filter[status]` of the Filters. */
export function nameAndStatusQuery(filters: IDataObject, statuses: string[]): IDataObject {
	const query: IDataObject = {};
	const name = checkedText('Filters › Name', filters.name);
	if (name !== undefined) {
		query['filter[name]'] = name;
		query.filterTextMatch = 'contains';
	}
	const wanted = Array.isArray(filters.status) ? (filters.status as string[]) : [];
	const wrong = wanted.find((status) => !statuses.includes(status));
	if (wrong !== undefined)
		throw new InputRuleError(
			'Filters › Status',
			`must be among ${statuses.join(', ')}; got ${show(wrong)}`,
		);
	if (wanted.length) query['filter[status]'] = wanted.join(',');
	return query;
}
