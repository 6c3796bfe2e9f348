import type { INodeProperties } from 'n8n-workflow';

import { authenticationProperty } from '../shared/authentication';
import { ISSUE_EVENT, issueEventProperties } from './issueFeed';

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
		],
		default: ISSUE_EVENT,
	},
	...issueEventProperties,
];
