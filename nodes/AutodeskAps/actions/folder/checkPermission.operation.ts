import { permissionCheckOperation } from '../permissionCheck';
import { FOLDER_ID, PROJECT_ID } from '../../../framework/toolText';

export const { description, execute, tool } = permissionCheckOperation(
	'folder',
	`Check whether the user (or Options > Act As User ID) holds permissions on a folder. ${PROJECT_ID}; ${FOLDER_ID}; Permissions: any of read, view, download, collaborate, write, upload, updateMetaData, create, delete, admin, share (the service's own action names). Returns id, type, allowed (true when all are held) and one true/false per permission asked.`,
);
