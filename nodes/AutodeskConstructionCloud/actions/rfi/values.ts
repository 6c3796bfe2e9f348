import type { INodePropertyOptions } from 'n8n-workflow';

/** The statuses of the RFI workflow (docs/service-decisions.md "RFIs v3"). */
export const STATUS_OPTIONS: INodePropertyOptions[] = [
	{ name: 'Answered', value: 'answered' },
	{ name: 'Closed', value: 'closed' },
	{ name: 'Draft', value: 'draft' },
	{ name: 'Open', value: 'open' },
	{ name: 'Rejected', value: 'rejected' },
	{ name: 'Submitted', value: 'submitted' },
	{ name: 'Void', value: 'void' },
];

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
