'use strict';

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

/** The level a user has on a folder: project admins and the app have control. */
function permissionLevel(state, project, folder, userId, role) {
	if (!role) return null;
	if (role === 'app' || role === 'admin') return 'control';
	if (project.kind === 'team') return 'edit';
	let best = -1;
	for (let current = folder; current; current = state.folders.get(current.parentId)) {
		const grant = current.grants.get(userId);
		if (grant) best = Math.max(best, rank(grant));
	}
	return best < 0 ? null : LEVELS[best];
}

/** Whether a level allows an action of the CheckPermission command. */
function allows(level, action) {
	if (!level) return false;
	return LEVELS.slice(0, rank(level) + 1).some((each) => LEVEL_ACTIONS[each].includes(action));
}

module.exports = { ACTIONS, LEVELS, permissionLevel, allows, rank };
