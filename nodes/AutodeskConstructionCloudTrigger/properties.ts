import type { INodeProperties } from 'n8n-workflow';

import { authenticationProperty } from '../shared/authentication';
import { ISSUE_EVENT, issueEventProperties } from './issueFeed';
import { PROJECT_EVENT, projectEventProperties } from './projectFeed';
import { PROJECT_USER_EVENT, projectUserEventProperties } from './projectUserFeed';
import { RFI_EVENT, rfiEventProperties } from './rfiFeed';
import { SUBMITTAL_EVENT, submittalEventProperties } from './submittalFeed';

/** The trigger's fields: Authentication, the event, and the event's own fields. */
export const triggerProperties: INodeProperties[] = [
	authenticationProperty,
	{
		displayName: 'Event',
		name: 'event',
		type: 'options',
		noDataExpression: true,
		options: [
			{
				name: 'New or Updated Issue',
				value: ISSUE_EVENT,
				description: 'An issue of the project was created or changed',
			},
			{
				name: 'New or Updated RFI',
				value: RFI_EVENT,
				description: 'An RFI of the project was created or changed (APS sends no webhook for RFIs)',
			},
			{
				name: 'New or Updated Submittal Item',
				value: SUBMITTAL_EVENT,
				description:
					'A submittal item of the project was created, changed or moved to another state (drafts only for submittals managers)',
			},
			{
				name: 'New Project',
				value: PROJECT_EVENT,
				description: 'A project was created in the account (Account Admin)',
			},
			{
				name: 'New Project User',
				value: PROJECT_USER_EVENT,
				description: 'A user was added to the project (Account Admin)',
			},
		],
		default: ISSUE_EVENT,
	},
	...issueEventProperties,
	...rfiEventProperties,
	...submittalEventProperties,
	...projectEventProperties,
	...projectUserEventProperties,
];
