import type { INodePropertyOptions } from 'n8n-workflow';

import { SUBMITTAL_STATUS_OPTIONS } from '../../../services/submittals';

/** The values of the Submittals API (docs/service-decisions.md "Submittals v2"). */

/** statusId: what the list's Status filter takes. */
export const STATUS_OPTIONS: INodePropertyOptions[] = SUBMITTAL_STATUS_OPTIONS;

/** stateId: the steps of the workflow an item moves through. */
export const STATE_OPTIONS: INodePropertyOptions[] = [
	{ name: 'Closed (Cls)', value: 'cls', description: 'Closed and distributed' },
	{ name: 'In Review (Rev)', value: 'rev', description: 'With the reviewers: needs a Number' },
	{
		name: 'Reviewed (Mgr-2)',
		value: 'mgr-2',
		description: "Back with the manager: needs the reviewers' Response",
	},
	{
		name: 'Submitted (Mgr-1)',
		value: 'mgr-1',
		description: 'With the manager, to prepare the review',
	},
	{ name: 'Void', value: 'void' },
	{
		name: 'Waiting for Submission (Sbc-1)',
		value: 'sbc-1',
		description: 'With the submitter: needs a Submitter',
	},
];

/** The states an item may be created in. */
export const CREATE_STATE_OPTIONS: INodePropertyOptions[] = [
	{ name: 'Draft', value: 'draft', description: 'Managers only' },
	{ name: 'Submitted (Mgr-1)', value: 'mgr-1', description: 'With the manager' },
	{
		name: 'Waiting for Submission (Sbc-1)',
		value: 'sbc-1',
		description: 'With the submitter (managers only; needs a Submitter)',
	},
];

export const SORT_OPTIONS: INodePropertyOptions[] = [
	{ name: 'Created At', value: 'createdAt' },
	{ name: 'Due Date', value: 'dueDate' },
	{ name: 'Number', value: 'customIdentifier' },
	{ name: 'Status', value: 'statusId' },
	{ name: 'Title', value: 'title' },
	{ name: 'Updated At', value: 'updatedAt' },
];
