'use strict';

const { HttpError } = require('../../http');
const { apiJson } = require('../../responses');
const { requireProject, requireFolderAccess } = require('./access');
const { readApiBody, badInput, requireString, isPlainObject } = require('./body');
const { JSONAPI, renderFolder, segment } = require('./render');
const { addFolder } = require('./state');
const { checkName } = require('./names');

const CREATE = [['data:create']];
/** The OpenAPI's limit: folders nest up to 25 levels deep (the root folder is level 0). */
const MAX_DEPTH = 25;

/** POST /data/v1/projects/:projectId/folders: a subfolder (FolderPayload), 201 with the folder. */
function registerFolderCreate(router, ctx) {
	router.add('POST', '/data/v1/projects/:projectId/folders', (request) => {
		const caller = ctx.tokens.authenticate(request, CREATE);
		const state = ctx.state.data;
		const project = requireProject(state, caller, request.params.projectId);
		const payload = readApiBody(request).data;
		if (payload.type !== 'folders')
			throw badInput(`data.type must be "folders"; got ${JSON.stringify(payload.type)}.`);
		if (!isPlainObject(payload.attributes)) throw badInput('data.attributes must be an object.');
		const name = checkName(payload.attributes.name, 'data.attributes.name');
		const extension = payload.attributes.extension;
		if (!isPlainObject(extension)) throw badInput('data.attributes.extension must be an object.');
		const vendor = project.kind === 'dm' ? 'autodesk.bim360' : 'autodesk.core';
		if (extension.type !== `folders:${vendor}:Folder`)
			throw badInput(
				`data.attributes.extension.type must be folders:${vendor}:Folder in this project; got ${JSON.stringify(extension.type)}.`,
			);
		requireString(extension.version, 'data.attributes.extension.version');
		const parentData = payload.relationships?.parent?.data;
		if (!isPlainObject(parentData) || parentData.type !== 'folders')
			throw badInput('data.relationships.parent.data must be {"type": "folders", "id": ...}.');
		requireString(parentData.id, 'data.relationships.parent.data.id');

		const parent = state.folders.get(parentData.id);
		if (!parent || parent.projectId !== project.id)
			throw new HttpError(404, 'Not Found', `Folder ${parentData.id} does not exist in project ${project.id}.`);
		requireFolderAccess(state, project, parent, caller, 'write');
		if (project.kind === 'dm' && parent.isRoot)
			throw badInput(
				'In BIM 360 and Construction Cloud projects folders are created inside an existing folder (such as Project Files or Plans), not in the root folder.',
			);
		if (depthOf(state, parent) + 1 > MAX_DEPTH)
			throw badInput(`Folders can be nested up to ${MAX_DEPTH} levels deep.`);
		const lower = name.toLowerCase();
		const clash = parent.childFolderIds
			.map((id) => state.folders.get(id))
			.find((sibling) => !sibling.hidden && sibling.name.toLowerCase() === lower);
		if (clash)
			throw new HttpError(
				409,
				'Conflict',
				`A folder named ${clash.name} already exists in ${parent.name} (${clash.id}).`,
				'ERR_CONFLICT',
			);

		const folder = addFolder(state, project, parent, name, caller.userId || caller.clientId, ctx.clock.now());
		const href = `${ctx.baseUrl}/data/v1/projects/${segment(project.id)}/folders/${segment(folder.id)}`;
		return apiJson(201, {
			jsonapi: JSONAPI,
			links: { self: { href } },
			data: renderFolder(ctx.baseUrl, state, folder),
		});
	});
}

function depthOf(state, folder) {
	let depth = 0;
	for (let current = folder; current && current.parentId; current = state.folders.get(current.parentId)) depth++;
	return depth;
}

module.exports = { registerFolderCreate, MAX_DEPTH };
