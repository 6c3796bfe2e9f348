'use strict';

const { HttpError } = require('../../http');
const { apiJson } = require('../../responses');
const { projectRole, requireFolder, requireProject } = require('./access');
const { badInput, isPlainObject, readApiBody, requireString } = require('./body');
const { checkName } = require('./names');
const { allows, permissionLevel } = require('./permissions');
const { JSONAPI, renderFolder } = require('./render');

const WRITE = [['data:write']];

/**
 * PATCH /data/v1/projects/:projectId/folders/:folderId (ModifyFolderPayload): a new name, or
 * `hidden`: true deletes a BIM 360 / ACC Docs folder (it stays, hidden, and can be restored with
 * false). Renaming needs Edit on the folder, deleting or restoring Full control (admin); the root
 * and the top folders (Project Files, Plans) cannot be deleted. A move (the parent relationship)
 * is not modelled: 501.
 */
function registerFolderModify(router, ctx) {
	router.add('PATCH', '/data/v1/projects/:projectId/folders/:folderId', (request) => {
		const caller = ctx.tokens.authenticate(request, WRITE);
		const state = ctx.state.data;
		const project = requireProject(state, caller, request.params.projectId);
		const payload = readApiBody(request).data;
		if (payload.type !== 'folders')
			throw badInput(`data.type must be "folders"; got ${JSON.stringify(payload.type)}.`);
		requireString(payload.id, 'data.id');
		if (payload.id !== request.params.folderId)
			throw badInput(`data.id ${payload.id} does not match the folder id of the path ${request.params.folderId}.`);
		if (payload.relationships !== undefined)
			throw new HttpError(501, 'Not Implemented', 'Moving a folder (data.relationships.parent) is not modelled by the sandbox.', 'NOT_MODELLED');
		const attributes = payload.attributes;
		if (!isPlainObject(attributes) || !Object.keys(attributes).length)
			throw badInput('data.attributes must hold name or hidden.');
		if (attributes.hidden !== undefined && typeof attributes.hidden !== 'boolean')
			throw badInput('data.attributes.hidden must be true or false.');
		const name = attributes.name === undefined ? undefined : checkName(attributes.name, 'data.attributes.name');

		const folder = requireFolder(state, project, request.params.folderId);
		const level = permissionLevel(state, project, folder, caller.userId, projectRole(project, caller.userId));
		const forbid = (what, needed) =>
			new HttpError(403, 'Forbidden', `User ${caller.userId} may not ${what} folder ${folder.name}: it needs the ${needed} permission (the user has ${level || 'none'}).`, 'ERR_FORBIDDEN');
		if (attributes.hidden !== undefined) {
			if (project.kind !== 'dm') throw badInput('Folders can be deleted (hidden) only in BIM 360 and Autodesk Construction Cloud (Docs) projects.');
			if (!allows(level, 'admin')) throw forbid(attributes.hidden ? 'delete' : 'restore', 'Full control');
			const parent = state.folders.get(folder.parentId);
			if (!parent || parent.isRoot) throw badInput(`${folder.name} is a top folder of the project: it cannot be deleted.`);
			folder.hidden = attributes.hidden;
		}
		if (name !== undefined) {
			if (!allows(level, 'updateMetaData')) throw forbid('rename', 'Edit');
			folder.name = name;
		}
		const now = ctx.clock.now();
		Object.assign(folder, { lastModifiedTime: now, lastModifiedUserId: caller.userId || caller.clientId });
		for (let above = folder; above; above = state.folders.get(above.parentId)) above.rollupTime = now;
		return apiJson(200, {
			jsonapi: JSONAPI,
			links: { self: { href: `${ctx.baseUrl}${request.path}` } },
			data: renderFolder(ctx.baseUrl, state, folder),
		});
	});
}

module.exports = { registerFolderModify };
