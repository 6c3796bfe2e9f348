import { hasApiStatus, settled } from '../shared/errors';
import { apsRequest } from '../shared/transport';
import type { ApsFunctions, ApsRequest } from '../shared/types';
import { apsPath } from '../shared/url';
import { constructionProjectId } from './construction';

/**
 * The Docs API of BIM 360 and Construction Cloud projects (bim360/docs/v1; the Document
 * Management reference pages, no OpenAPI file): custom attributes of folders and documents, and
 * folder permissions.
 */

/**
 * The project id of the Docs API: the Data Management id without its `b.` prefix. Only BIM 360
 * and Construction Cloud projects have Docs attributes and folder permissions; `what` names the
 * feature the advice speaks of.
 */
export function docsProjectId(projectId: string, what = 'Custom attributes'): string {
	return constructionProjectId(projectId, {
		then: `${what} belong to Docs: team hubs and personal hubs have none.`,
	});
}

/** The path of a project in the Docs API, from its Docs project id (`docsProjectId`). */
export function docsProjectPath(docsProject: string): string {
	return apsPath`/bim360/docs/v1/projects/${docsProject}`;
}

/** A batch call of a folder's permissions: assign, update or delete the permissions of many subjects. */
export type PermissionsBatch = 'batch-create' | 'batch-update' | 'batch-delete';

/**
 * A folder's permissions (GET), or one of its batch calls (POST `permissions:batch-create`...),
 * the folder named by its Data Management URN.
 */
export function folderPermissionsPath(
	docsProject: string,
	folderId: string,
	batch?: PermissionsBatch,
): string {
	const path = docsProjectPath(docsProject) + apsPath`/folders/${folderId}/permissions`;
	return batch ? `${path}:${batch}` : path;
}

/** What a 403 of the folder permission calls means: reading takes View, changing takes Manage. */
export const PERMISSIONS_READ_ADVICE =
	"Reading a folder's permissions takes View on the folder. Run as a user who has it (Act As User ID with a two-legged credential, or that user's own sign-in), or ask a project admin to give it.";
export const PERMISSIONS_CHANGE_ADVICE =
	"Changing a folder's permissions takes a project admin or a user with Manage (Full control) on the folder. Run as such a user (Act As User ID with a two-legged credential, or that user's own sign-in), or ask a project admin to give Manage on the folder.";

/** Sends a folder permission call; a 403 gets the advice of what it needs. */
export async function sendFolderPermissions<T>(
	context: ApsFunctions,
	request: ApsRequest,
): Promise<T> {
	const sent = await settled(apsRequest<T>(context, request));
	if (sent.ok) return sent.value.body;
	const { error } = sent;
	if (hasApiStatus(error, 403)) {
		error.description =
			request.method === 'GET' ? PERMISSIONS_READ_ADVICE : PERMISSIONS_CHANGE_ADVICE;
	}
	throw error;
}
