import type { INodePropertyOptions } from 'n8n-workflow';

/** Assignee types (`autodesk-platform-services/aps-sdk-openapi` construction/issues/Issues.yaml, schema `assignedToType`). */
export const ASSIGNEE_TYPE_OPTIONS: INodePropertyOptions[] = [
	{ name: 'User', value: 'user' },
	{ name: 'Company', value: 'company' },
	{ name: 'Role', value: 'role' },
];

/** What GET issues sorts by (`autodesk-platform-services/aps-sdk-openapi` construction/issues/Issues.yaml, schema `sortBy`). */
export const SORT_OPTIONS: INodePropertyOptions[] = [
	{ name: 'Assigned To', value: 'assignedTo' },
	{ name: 'Closed At', value: 'closedAt' },
	{ name: 'Created At', value: 'createdAt' },
	{ name: 'Display ID', value: 'displayId' },
	{ name: 'Due Date', value: 'dueDate' },
	{ name: 'Issue Subtype', value: 'issueSubType' },
	{ name: 'Issue Type', value: 'issueType' },
	{ name: 'Start Date', value: 'startDate' },
	{ name: 'Status', value: 'status' },
	{ name: 'Title', value: 'title' },
	{ name: 'Updated At', value: 'updatedAt' },
];
