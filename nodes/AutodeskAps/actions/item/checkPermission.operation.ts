import { permissionCheckOperation } from '../permissionCheck';
import { ITEM_ID, PROJECT_ID } from '../toolText';

export const { description, execute, tool } = permissionCheckOperation(
	'item',
	`Check whether the user (or Options > Act As User ID) holds permissions on a file. ${PROJECT_ID}; ${ITEM_ID}; Permissions: any of view, download, collaborate, edit, control. Returns id, type, allowed (true when all are held) and one true/false per permission asked. Call it before a download, copy or update a user asked for.`,
);
