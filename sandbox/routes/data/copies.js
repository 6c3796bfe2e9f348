'use strict';

const { HttpError } = require('../../http');
const { apiJson } = require('../../responses');
const { requireFolder, requireFolderAccess, requireItem } = require('./access');
const { badInput, isPlainObject, requireExtension, requireString } = require('./body');
const { checkName } = require('./names');
const { JSONAPI, itemType, renderItem, renderVersion, segment } = require('./render');
const { addCopiedItem, addCopiedVersion } = require('./versionChanges');

/**
 * copyFrom on POST versions and POST items (datamanagement.yaml): a version of the project copied
 * as the new tip of an item (its own item too: a restore after a delete) or as the first version
 * of a new item in a folder, each with the body its schema requires (VersionPayload, ItemPayload). BIM 360 / ACC Docs only; never across projects; the caller reads the
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

const who = (ctx, caller) => ({ userId: caller.userId || caller.clientId, time: ctx.clock.now() });
const projectPath = (ctx, project) => `${ctx.baseUrl}/data/v1/projects/${segment(project.id)}`;

/**
 * The extension kind a copy names (the copyFrom parameter of datamanagement.yaml): Document in a
 * Plans folder or its subfolders, File in any other folder; the version's follows its item's.
 */
const kindOfFolder = (folder) => (folder.folderType === 'plan' ? 'Document' : 'File');
const kindOfItem = (item) => (item.document ? 'Document' : 'File');
const ruleFor = (folder) =>
	folder.folderType === 'plan'
		? `for a copy into ${folder.name}, a Plans folder`
		: `for a copy into ${folder.name}, a folder outside Plans`;

function requireObject(value, field, what) {
	if (!isPlainObject(value)) throw badInput(`${field} is required: ${what}.`);
	return value;
}

function requireReference(reference, type, field) {
	const data = requireObject(reference?.data, field, `{"type": "${type}", "id": ...}`);
	if (data.type !== type) throw badInput(`${field}.type must be "${type}"; got ${JSON.stringify(data.type)}.`);
	return requireString(data.id, `${field}.id`);
}

/**
 * The body of POST items?copyFrom= as ItemPayload requires it: data.attributes.extension,
 * data.relationships.tip and parent, and the first version (named by tip) in `included`, with
 * its name and extension.
 */
function readItemCopy(document) {
	const payload = document.data;
	const attributes = requireObject(payload.attributes, 'data.attributes', 'an object with the item extension');
	requireObject(attributes.extension, 'data.attributes.extension', 'an object with type and version');
	if (attributes.displayName !== undefined) checkName(attributes.displayName, 'data.attributes.displayName');
	const relationships = requireObject(payload.relationships, 'data.relationships', 'an object with tip and parent');
	const tipId = requireReference(relationships.tip, 'versions', 'data.relationships.tip.data');
	const parentId = requireReference(relationships.parent, 'folders', 'data.relationships.parent.data');
	if (!Array.isArray(document.included) || !document.included.length)
		throw badInput('included is required: an array holding the first version (the one data.relationships.tip names).');
	const index = document.included.findIndex((entry) => isPlainObject(entry) && entry.type === 'versions' && entry.id === tipId);
	if (index < 0) throw badInput(`included must hold the version ${tipId} that data.relationships.tip names.`);
	const first = document.included[index];
	const field = `included[${index}].attributes`;
	requireObject(first.attributes, field, 'an object with name and extension');
	const name = checkName(first.attributes.name, `${field}.name`);
	requireObject(first.attributes.extension, `${field}.extension`, 'an object with type and version');
	return { attributes, parentId, first, field, name };
}

/** The body of POST versions?copyFrom= as VersionPayload requires it: the name, the extension and the item. */
function readVersionCopy(payload) {
	const attributes = requireObject(payload.attributes, 'data.attributes', 'an object with name and extension');
	const name = checkName(attributes.name, 'data.attributes.name');
	requireObject(attributes.extension, 'data.attributes.extension', 'an object with type and version');
	const relationships = requireObject(payload.relationships, 'data.relationships', 'an object with item');
	const itemId = requireReference(relationships.item, 'items', 'data.relationships.item.data');
	return { attributes, name, itemId };
}

/** POST versions?copyFrom=: a copy of the version as the new tip of the item of the relationship. */
function postCopiedVersion(ctx, request, caller, project, payload) {
	const state = ctx.state.data;
	const body = readVersionCopy(payload);
	const source = copySource(state, project, caller, request.query.get('copyFrom'));
	const item = requireItem(state, project, body.itemId);
	requireFolderAccess(state, project, state.folders.get(item.folderId), caller, 'write');
	if (item.cloudModel)
		throw badInput(`${item.displayName} is a cloud-workshared model: its versions come from publishing (PublishModel), not from POST versions.`);
	requireExtension(
		body.attributes.extension,
		`versions:autodesk.bim360:${kindOfItem(item)}`,
		'data.attributes.extension',
		`for a version of ${item.displayName} (${itemType(project, item)})`,
	);
	if (item.reservedUserId && item.reservedUserId !== caller.userId)
		throw new HttpError(423, 'Locked', `The item ${item.displayName} is locked (reserved) by another user.`, 'ERR_LOCKED');
	const version = addCopiedVersion(state, item, source, body.name, who(ctx, caller));
	return apiJson(201, {
		jsonapi: JSONAPI,
		links: { self: { href: `${projectPath(ctx, project)}/versions/${segment(version.id)}` } },
		data: renderVersion(ctx.baseUrl, state, version),
		included: [renderItem(ctx.baseUrl, state, item)],
	});
}

/** POST items?copyFrom=: a new item in the parent folder; a name the folder holds is a 409. */
function postCopiedItem(ctx, request, caller, project, document) {
	const state = ctx.state.data;
	const body = readItemCopy(document);
	const source = copySource(state, project, caller, request.query.get('copyFrom'));
	const folder = requireFolder(state, project, body.parentId);
	requireFolderAccess(state, project, folder, caller, 'write');
	const kind = kindOfFolder(folder);
	requireExtension(body.attributes.extension, `items:autodesk.bim360:${kind}`, 'data.attributes.extension', ruleFor(folder));
	requireExtension(body.first.attributes.extension, `versions:autodesk.bim360:${kind}`, `${body.field}.extension`, ruleFor(folder));
	const name = body.attributes.displayName || body.name;
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
