import { permissionCheckOperation } from '../permissionCheck';
import { FOLDER_ID, PROJECT_ID } from '../toolText';

export const { description, execute, tool } = permissionCheckOperation(
	'folder',
	`Check whether the user (or Options > Act As User ID) holds permissions on a folder. ${PROJECT_ID}; ${FOLDER_ID}; Permissions: any of view, download, collaborate, edit, control. Returns id, type, allowed (true when all are held) and one true/false per permission asked.`,
);
