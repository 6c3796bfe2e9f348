import type { INodePropertyOptions } from 'n8n-workflow';

export const IMPACT_OPTIONS: INodePropertyOptions[] = [
	{ name: 'Yes', value: 'yes' },
	{ name: 'No', value: 'no' },
	{ name: 'Unknown', value: 'unknown' },
];

export const SORT_OPTIONS: INodePropertyOptions[] = [
	{ name: 'Created At', value: 'createdAt' },
	{ name: 'Custom Identifier', value: 'customIdentifier' },
	{ name: 'Due Date', value: 'dueDate' },
	{ name: 'Status', value: 'status' },
	{ name: 'Title', value: 'title' },
	{ name: 'Updated At', value: 'updatedAt' },
];
