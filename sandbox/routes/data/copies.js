'use strict';

const { HttpError } = require('../../http');
const { apiJson } = require('../../responses');
const { requireFolder, requireFolderAccess, requireItem } = require('./access');
const { badInput, isPlainObject, requireString } = require('./body');
const { checkName } = require('./names');
const { JSONAPI, renderItem, renderVersion, segment } = require('./render');
const { addCopiedItem, addCopiedVersion } = require('./versionChanges');

/**
 * copyFrom on POST versions and POST items (datamanagement.yaml): a version of the project copied
 * as the new tip of an item (of its own item: a restore after a delete) or as the first version of
 * a new item in a folder. BIM 360 / ACC Docs only; never across projects; the caller reads the
 * source's folder and writes the target's.
 */

/** The version to copy: of this project, not a deleted one, readable by the caller. */
function copySource(state, project, caller, versionId) {
	if (project.kind !== 'dm')
		throw badInput('copyFrom is supported only in BIM 360 and Autodesk Construction Cloud (Docs) projects.');
	const source = state.versions.get(versionId);
	if (!source) throw new HttpError(404, 'Not Found', `Version ${versionId} (copyFrom) does not exist.`);
	if (source.projectId !== project.id)
		throw badInput(`Version ${versionId} (copyFrom) is in another project: versions cannot be copied across projects.`);
	if (source.kind === 'deleted')
		throw badInput(`Version ${versionId} (copyFrom) is a deleted version: copy the version before it.`);
	const item = state.items.get(source.itemId);
	requireFolderAccess(state, project, state.folders.get(item.folderId), caller, 'read');
	return source;
}

const optionalName = (attributes, field) =>
	attributes?.name === undefined ? undefined : checkName(attributes.name, field);
const who = (ctx, caller) => ({ userId: caller.userId || caller.clientId, time: ctx.clock.now() });
const projectPath = (ctx, project) => `${ctx.baseUrl}/data/v1/projects/${segment(project.id)}`;

/** POST versions?copyFrom=: the item of the relationship, or the source's own item. */
function postCopiedVersion(ctx, request, caller, project, payload) {
	const state = ctx.state.data;
	const source = copySource(state, project, caller, request.query.get('copyFrom'));
	const itemData = payload.relationships?.item?.data;
	if (itemData !== undefined && (!isPlainObject(itemData) || itemData.type !== 'items'))
		throw badInput('data.relationships.item.data must be {"type": "items", "id": ...}.');
	const item = itemData ? requireItem(state, project, requireString(itemData.id, 'data.relationships.item.data.id')) : state.items.get(source.itemId);
	requireFolderAccess(state, project, state.folders.get(item.folderId), caller, 'write');
	if (item.cloudModel)
		throw badInput(`${item.displayName} is a cloud-workshared model: its versions come from publishing (PublishModel), not from POST versions.`);
	if (item.reservedUserId && item.reservedUserId !== caller.userId)
		throw new HttpError(423, 'Locked', `The item ${item.displayName} is locked (reserved) by another user.`, 'ERR_LOCKED');
	const name = optionalName(payload.attributes, 'data.attributes.name');
	const version = addCopiedVersion(state, item, source, name, who(ctx, caller));
	return apiJson(201, {
		jsonapi: JSONAPI,
		links: { self: { href: `${projectPath(ctx, project)}/versions/${segment(version.id)}` } },
		data: renderVersion(ctx.baseUrl, state, version),
		included: [renderItem(ctx.baseUrl, state, item)],
	});
}

/** POST items?copyFrom=: a new item in the parent folder; a name the folder holds is a 409. */
function postCopiedItem(ctx, request, caller, project, payload) {
	const state = ctx.state.data;
	const source = copySource(state, project, caller, request.query.get('copyFrom'));
	const parentData = payload.relationships?.parent?.data;
	if (!isPlainObject(parentData) || parentData.type !== 'folders')
		throw badInput('data.relationships.parent.data must be {"type": "folders", "id": ...}.');
	const folder = requireFolder(state, project, requireString(parentData.id, 'data.relationships.parent.data.id'));
	requireFolderAccess(state, project, folder, caller, 'write');
	const name = optionalName(payload.attributes, 'data.attributes.name') || source.name;
	const lower = name.toLowerCase();
	const clash = folder.itemIds.map((id) => state.items.get(id)).find((item) => !item.hidden && item.displayName.toLowerCase() === lower);
	if (clash)
		throw new HttpError(409, 'Conflict', `A file named ${clash.displayName} already exists in ${folder.name} (${clash.id}).`, 'ERR_CONFLICT');
	const item = addCopiedItem(state, folder, source, name, who(ctx, caller));
	return apiJson(201, {
		jsonapi: JSONAPI,
		links: { self: { href: `${projectPath(ctx, project)}/items/${segment(item.id)}` } },
		data: renderItem(ctx.baseUrl, state, item),
		included: [renderVersion(ctx.baseUrl, state, state.versions.get(item.versionIds[0]))],
	});
}

module.exports = { postCopiedItem, postCopiedVersion };
