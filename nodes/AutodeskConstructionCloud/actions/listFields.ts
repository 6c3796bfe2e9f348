import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

/** Fields of the ACC resources: date filters and the sort order of their Get Many, their priorities. */

/** Priority, as the RFIs and Submittals APIs take it. */
export const PRIORITY_OPTIONS: INodePropertyOptions[] = [
	{ name: 'High', value: 'high' },
	{ name: 'Normal', value: 'normal' },
	{ name: 'Low', value: 'low' },
];

export const dateField = (
	displayName: string,
	name: string,
	description: string,
): INodeProperties => ({ displayName, name, type: 'dateTime', default: '', description });

/** Sort By (the service's default first) and Descending, for a list of `records`. */
export function sortProperties(
	options: INodePropertyOptions[],
	records: string,
): INodeProperties[] {
	return [
		{
			displayName: 'Sort By',
			name: 'sortBy',
			type: 'options',
			options: [{ name: 'Service Default', value: '' }, ...options],
			default: '',
			description: `The order of the ${records}`,
		},
		{
			displayName: 'Descending',
			name: 'descending',
			type: 'boolean',
			default: false,
			description: 'Whether to sort from the last to the first',
			displayOptions: { hide: { sortBy: [''] } },
		},
	];
}
