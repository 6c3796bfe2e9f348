import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { FOLDER_ID, PROJECT_ID } from '../../../framework/toolText';
import { changePermissions, readPermissionTarget } from './permissionCalls';
import { readSubjects } from './permissionFields';
import { compactPermission } from './toolShapes';

/** Give users, companies and roles permissions on a folder (replacing what each had on it): one batch-create call, one output item per subject. */
export const execute: OperationExecute = async function (itemIndex) {
	const target = readPermissionTarget(this, itemIndex);
	const subjects = readSubjects(this, itemIndex, true);
	return await changePermissions(this, target, subjects, 'batch-create', 'Add permissions');
};

export const tool: OperationTool = {
	changesAccess: true,
	compact: compactPermission,
	description: `Give users, companies and roles permissions on a folder (replacing what each had on it). ${PROJECT_ID}; ${FOLDER_ID}; Subjects: each a Subject Type (USER, COMPANY, ROLE) with the user's ID or email, or the company's or role's GUID, and its Permission Level (viewOnly, viewDownload, viewDownloadMarkups, uploadOnly, viewDownloadUpload, viewDownloadMarkupsUpload, edit, editMarkups, fullControl, manage). Returns one result per subject: success, subjectType, subjectId, level, actions (as the service set them), or error.`,
};
