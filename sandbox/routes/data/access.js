'use strict';

const { HttpError } = require('../../http');
const { permissionLevel, rank } = require('./permissions');

/**
 * Who may see what. The caller is `ctx.tokens.authenticate(...)`: a null userId is the app itself
 * (two-legged, no x-user-id), which sees everything. Folder access is inherited: a grant on a
 * folder covers its subfolders. Project admins and the app may write everywhere; members of
 * team projects may write everywhere; members of document-management projects need grants.
 */

function requireHub(state, caller, hubId) {
	const hub = state.hubs.get(hubId);
	if (!hub) throw new HttpError(404, 'Not Found', `Hub ${hubId} does not exist.`);
	if (caller.userId && !hub.memberIds.has(caller.userId)) {
		throw new HttpError(403, 'Forbidden', `User ${caller.userId} is not a member of hub ${hubId}.`);
	}
	return hub;
}

function requireHubProject(state, caller, hubId, projectId) {
	const hub = requireHub(state, caller, hubId);
	const project = state.projects.get(projectId);
	if (!project || project.hubId !== hub.id)
		throw new HttpError(404, 'Not Found', `Project ${projectId} does not exist in hub ${hubId}.`);
	requireProjectMember(project, caller);
	return project;
}

/** The project a `/hubs/:hubId/projects/:projectId` path names, checked as `requireHubProject` does. */
function requirePathProject(state, caller, request) {
	return requireHubProject(state, caller, request.params.hubId, request.params.projectId);
}

function requireProject(state, caller, projectId) {
	const project = state.projects.get(projectId);
	if (!project) throw new HttpError(404, 'Not Found', `Project ${projectId} does not exist.`);
	requireProjectMember(project, caller);
	return project;
}

function requireProjectMember(project, caller) {
	if (!projectRole(project, caller.userId)) {
		throw new HttpError(
			403,
			'Forbidden',
			`User ${caller.userId} is not a member of project ${project.id}.`,
		);
	}
}

/** 'app' | 'admin' | 'member' | undefined */
function projectRole(project, userId) {
	if (!userId) return 'app';
	return project.members.get(userId);
}

function isProjectAdmin(project, userId) {
	const role = projectRole(project, userId);
	return role === 'app' || role === 'admin';
}

/** 'write' | 'read' | null: writing takes the Upload level or higher (permissions.js). */
function folderAccess(state, project, folder, userId) {
	const level = permissionLevel(state, project, folder, userId, projectRole(project, userId));
	if (!level) return null;
	return rank(level) >= rank('upload') ? 'write' : 'read';
}

function requireFolderAccess(state, project, folder, caller, needed) {
	const access = folderAccess(state, project, folder, caller.userId);
	const enough = needed === 'read' ? access !== null : access === 'write';
	if (!enough) {
		const what = needed === 'read' ? 'read' : 'write';
		throw new HttpError(
			403,
			'Forbidden',
			`User ${caller.userId} has no ${what} permission on folder ${folder.name}.`,
			'ERR_FORBIDDEN',
		);
	}
}

function requireFolder(state, project, folderId) {
	const folder = state.folders.get(folderId);
	if (!folder || folder.projectId !== project.id)
		throw new HttpError(
			404,
			'Not Found',
			`Folder ${folderId} does not exist in project ${project.id}.`,
		);
	return folder;
}

function requireItem(state, project, itemId) {
	const item = state.items.get(itemId);
	if (!item || item.projectId !== project.id)
		throw new HttpError(
			404,
			'Not Found',
			`Item ${itemId} does not exist in project ${project.id}.`,
		);
	return item;
}

function requireVersion(state, project, versionId) {
	const version = state.versions.get(versionId);
	if (!version || version.projectId !== project.id)
		throw new HttpError(
			404,
			'Not Found',
			`Version ${versionId} does not exist in project ${project.id}.`,
		);
	return version;
}

module.exports = {
	requireHub,
	requirePathProject,
	requireProject,
	projectRole,
	isProjectAdmin,
	folderAccess,
	requireFolderAccess,
	requireFolder,
	requireItem,
	requireVersion,
};
