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
