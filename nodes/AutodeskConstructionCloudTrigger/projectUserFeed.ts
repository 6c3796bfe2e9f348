import type { INodeProperties, IPollFunctions } from 'n8n-workflow';

import {
	ADMIN_PAGE,
	adminPages,
	adminProjectId,
	adminRequest,
	projectUsersPath,
} from '../services/accountAdmin';
import type { ChangeFeed } from './changeFeed';
import { idAndCreation } from './changeFeed';
import {
	projectWatchProperties,
	readWatchedProject,
	readWatchOptions,
	watchOptions,
} from './watchFields';

export const PROJECT_USER_EVENT = 'projectUserAdded';

/** The fields of the New Project User event: the project, Options. */
export const projectUserEventProperties: INodeProperties[] = [
	...projectWatchProperties([PROJECT_USER_EVENT], 'new users'),
	watchOptions(PROJECT_USER_EVENT),
];

/**
 * The users of one project, the last added first (Account Admin GET project users with
 * `sort=addedOn desc`, `autodesk-platform-services/aps-sdk-openapi`
 * construction/accountadmin/accountadmin.yaml). A user is new once: being added is the change.
 */
export function projectUserFeed(context: IPollFunctions): ChangeFeed {
	const project = adminProjectId(readWatchedProject(context));
	const query = { sort: 'addedOn desc' };
	const request = adminRequest(
		{ method: 'GET', path: projectUsersPath(project), operation: 'Watch project users', query },
		readWatchOptions(context),
	);
	return {
		key: JSON.stringify([PROJECT_USER_EVENT, project]),
		pages: (pageSize = ADMIN_PAGE) =>
			adminPages(context, request, { maxPage: Math.min(pageSize, ADMIN_PAGE) }),
		...idAndCreation('addedOn'),
	};
}
