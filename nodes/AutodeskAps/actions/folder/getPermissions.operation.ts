import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { FOLDER_ID, PROJECT_ID } from '../../../framework/toolText';
import { readPermissions, readPermissionTarget } from './permissionCalls';
import { compactPermission } from './toolShapes';

/** The folder's permissions: one item per user, company and role, with its own and its inherited actions. */
export const execute: OperationExecute = async function (itemIndex) {
	return await readPermissions(this, readPermissionTarget(this, itemIndex));
};

export const tool: OperationTool = {
	compact: compactPermission,
	description: `List who has which permissions on a folder of a Construction Cloud / BIM 360 project. ${PROJECT_ID}; ${FOLDER_ID}. Returns per user, company or role: subjectId, subjectType (USER, COMPANY, ROLE), name, email (users), actions (set on this folder) and inheritActions (from the folders above); VIEW, DOWNLOAD, COLLABORATE, PUBLISH, PUBLISH_MARKUP, EDIT, CONTROL. Next: Folder > Add, Update or Remove Permissions.`,
};
