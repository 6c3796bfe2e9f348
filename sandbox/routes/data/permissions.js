'use strict';

const { membership } = require('../../seed/projectDirectory');

/**
 * Folder permission levels and the CheckPermission actions each allows. The levels are those of
 * BIM 360 / ACC Docs, lowest first; a folder grant is one of them (`read` and `write`, the older
 * grant names of the seed, are View + Download and Edit). A grant covers the folder's subfolders;
 * the highest grant on the way up counts. The CheckPermission reference page maps the Docs
 * actions to the command's terms: edit is create + updateMetaData, full control is admin.
 */

const LEVELS = ['view', 'download', 'collaborate', 'upload', 'edit', 'control'];
const GRANT_ALIASES = { read: 'download', write: 'edit' };

const LEVEL_ACTIONS = {
	view: ['view'],
	download: ['read', 'download'],
	collaborate: ['collaborate'],
	upload: ['upload'],
	edit: ['write', 'create', 'updateMetaData', 'delete'],
	control: ['admin', 'share'],
};

/** The actions the CheckPermission command knows (datamanagement.yaml, CheckPermissionPayload). */
const ACTIONS = Object.values(LEVEL_ACTIONS).flat();

const rank = (level) => LEVELS.indexOf(GRANT_ALIASES[level] || level);

/**
 * The actions of the Docs folder permissions (bim360/docs/v1 .../permissions; the reference pages)
 * each level is granted as: View Only, View/Download, View/Download+PublishMarkups,
 * View/Download+Upload, View/Download+Upload+Edit, Full controller.
 */
const LEVEL_PERMISSION_ACTIONS = {
	view: ['VIEW', 'COLLABORATE'],
	download: ['VIEW', 'DOWNLOAD', 'COLLABORATE'],
	collaborate: ['VIEW', 'DOWNLOAD', 'COLLABORATE', 'PUBLISH_MARKUP'],
	upload: ['PUBLISH', 'VIEW', 'DOWNLOAD', 'COLLABORATE'],
	edit: ['PUBLISH', 'VIEW', 'DOWNLOAD', 'COLLABORATE', 'EDIT'],
	control: ['PUBLISH', 'VIEW', 'DOWNLOAD', 'COLLABORATE', 'EDIT', 'CONTROL'],
};

/** The actions a folder grant of the seed (a level) stands for. */
const grantActions = (grant) => [...LEVEL_PERMISSION_ACTIONS[LEVELS[rank(grant)]]];

/** The level a set of folder permission actions gives for reading and writing; none without VIEW (Upload Only). */
function levelOfActions(actions) {
	const has = (action) => actions.includes(action);
	if (has('CONTROL')) return 'control';
	if (has('EDIT')) return 'edit';
	if (!has('VIEW')) return null;
	if (has('PUBLISH')) return 'upload';
	if (has('PUBLISH_MARKUP')) return 'collaborate';
	return has('DOWNLOAD') ? 'download' : 'view';
}

/** The permissions the Docs API set on a folder, by `SUBJECTTYPE:subjectId` (made empty on first use). */
function subjectPermissionsOf(folder) {
	if (!folder.subjectPermissions) folder.subjectPermissions = new Map();
	return folder.subjectPermissions;
}

/** The subjects a user's folder permissions come from: the user, its company and its roles in the project (as the Account Admin API gave them, or the seed's). */
function subjectKeys(project, userId) {
	const given = project.userDetails?.get(userId);
	const { companyId, roleIds = [] } = given ? { ...membership(project.id, userId), ...given } : membership(project.id, userId);
	return [`USER:${userId}`, ...(companyId ? [`COMPANY:${companyId}`] : []), ...roleIds.map((id) => `ROLE:${id}`)];
}

/** The level a user has on a folder: project admins and the app have control. */
function permissionLevel(state, project, folder, userId, role) {
	if (!role) return null;
	if (role === 'app' || role === 'admin') return 'control';
	if (project.kind === 'team') return 'edit';
	const keys = subjectKeys(project, userId);
	let best = -1;
	for (let current = folder; current; current = state.folders.get(current.parentId)) {
		const grant = current.grants.get(userId);
		if (grant) best = Math.max(best, rank(grant));
		for (const key of keys) {
			const permission = current.subjectPermissions?.get(key);
			const level = permission && levelOfActions(permission.actions);
			if (level) best = Math.max(best, rank(level));
		}
	}
	return best < 0 ? null : LEVELS[best];
}

/** Whether a level allows an action of the CheckPermission command. */
function allows(level, action) {
	if (!level) return false;
	return LEVELS.slice(0, rank(level) + 1).some((each) => LEVEL_ACTIONS[each].includes(action));
}

module.exports = { ACTIONS, LEVELS, LEVEL_PERMISSION_ACTIONS, permissionLevel, allows, rank, grantActions, subjectPermissionsOf };
