import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { FOLDER_ID, PROJECT_ID } from '../../../framework/toolText';
import { changePermissions, readPermissionTarget } from './permissionCalls';
import { readSubjects } from './permissionFields';
import { compactPermission } from './toolShapes';

/** Remove every permission users, companies and roles have on a folder (not those inherited from the folders above; project admins keep theirs): one batch-delete call, one output item per subject. */
export const execute: OperationExecute = async function (itemIndex) {
	const target = readPermissionTarget(this, itemIndex);
	const subjects = readSubjects(this, itemIndex, false);
	return await changePermissions(this, target, subjects, 'batch-delete', 'Remove permissions');
};

export const tool: OperationTool = {
	changesAccess: true,
	compact: compactPermission,
	description: `Remove every permission users, companies and roles have on a folder (not those inherited from the folders above; project admins keep theirs). ${PROJECT_ID}; ${FOLDER_ID}; Subjects: each a Subject Type (USER, COMPANY, ROLE) with the user's ID or email, or the company's or role's GUID. Returns one result per subject: success, subjectType, subjectId, removed, or error.`,
};
