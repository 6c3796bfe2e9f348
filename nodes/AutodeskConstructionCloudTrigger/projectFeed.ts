import type { INodeProperties, IPollFunctions } from 'n8n-workflow';

import { hubLocator, locatorId } from '../framework/fields/locators';
import {
	ADMIN_PAGE,
	accountProjectsPath,
	adminAccountId,
	adminPages,
	adminRequest,
} from '../services/accountAdmin';
import type { ChangeFeed } from './changeFeed';
import { idAndCreation } from './changeFeed';
import { forEvents, readWatchOptions, watchOptions } from './watchFields';

export const PROJECT_EVENT = 'projectCreated';

/** The fields of the New Project event: the account, Options. */
export const projectEventProperties: INodeProperties[] = [
	{
		...hubLocator(true),
		displayName: 'Account',
		displayOptions: forEvents(PROJECT_EVENT),
		description:
			'The Construction Cloud account whose new projects are watched: its hub, from the list, or its ID with or without "b." (the caller must be an account admin)',
	},
	watchOptions(PROJECT_EVENT),
];

/**
 * The projects of one account, the last created first (Account Admin GET projects with
 * `sort=createdAt desc`, `autodesk-platform-services/aps-sdk-openapi`
 * construction/accountadmin/accountadmin.yaml). A project is new once: its creation is its change.
 */
export function projectFeed(context: IPollFunctions): ChangeFeed {
	const account = adminAccountId(locatorId(context.getNodeParameter('hubId'), 'hub'));
	const query = { sort: 'createdAt desc' };
	const request = adminRequest(
		{ method: 'GET', path: accountProjectsPath(account), operation: 'Watch projects', query },
		readWatchOptions(context),
	);
	return {
		key: JSON.stringify([PROJECT_EVENT, account]),
		pages: (pageSize = ADMIN_PAGE) =>
			adminPages(context, request, { maxPage: Math.min(pageSize, ADMIN_PAGE) }),
		...idAndCreation('createdAt'),
	};
}
