import type { INodePropertyOptions } from 'n8n-workflow';

/**
 * Issue statuses (`autodesk-platform-services/aps-sdk-openapi` construction/issues/Issues.yaml,
 * schema `status`); which of them a project uses and an issue may move to, the service says
 * (Get My Permissions, and each issue's `permittedStatuses`).
 */
export const STATUS_OPTIONS: INodePropertyOptions[] = [
	{ name: 'Closed', value: 'closed' },
	{ name: 'Completed', value: 'completed' },
	{ name: 'Draft', value: 'draft' },
	{ name: 'In Dispute', value: 'in_dispute' },
	{ name: 'In Progress', value: 'in_progress' },
	{ name: 'In Review', value: 'in_review' },
	{ name: 'Not Approved', value: 'not_approved' },
	{ name: 'Open', value: 'open' },
	{ name: 'Pending', value: 'pending' },
];

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
