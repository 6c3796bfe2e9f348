'use strict';

const { HttpError } = require('../../http');
const { apiJson } = require('../../responses');
const { requireItem, projectRole } = require('./access');
const { badInput, isPlainObject, requireString } = require('./body');
const { allows, permissionLevel } = require('./permissions');
const { JSONAPI, renderItem, renderVersion, segment } = require('./render');
const { addDeletedVersion } = require('./versionChanges');

const DELETED_TYPE = 'versions:autodesk.core:Deleted';

/**
 * POST versions with the extension type versions:autodesk.core:Deleted: the delete of the
 * "Delete and Restore Files" tutorial. No name and no storage; the item named by the item
 * relationship gets a deleted version and is hidden. Only in BIM 360 / ACC Docs; the caller needs
 * the delete permission (Edit or higher) on the item's folder; a file locked by someone else
 * cannot be deleted.
 */
function postDeletedVersion(ctx, request, caller, project, payload) {
	const state = ctx.state.data;
	requireString(payload.attributes.extension.version, 'data.attributes.extension.version');
	const itemData = payload.relationships?.item?.data;
	if (!isPlainObject(itemData) || itemData.type !== 'items')
		throw badInput('data.relationships.item.data must be {"type": "items", "id": ...}.');
	requireString(itemData.id, 'data.relationships.item.data.id');
	if (project.kind !== 'dm')
		throw badInput('Files can be deleted only in BIM 360 and Autodesk Construction Cloud (Docs) projects.');
	const item = requireItem(state, project, itemData.id);
	const folder = state.folders.get(item.folderId);
	const level = permissionLevel(state, project, folder, caller.userId, projectRole(project, caller.userId));
	if (!level)
		throw new HttpError(403, 'Forbidden', `User ${caller.userId} has no permission on folder ${folder.name}.`, 'ERR_FORBIDDEN');
	if (!allows(level, 'delete'))
		throw new HttpError(
			403,
			'Forbidden',
			`User ${caller.userId} may not delete files in folder ${folder.name}: deleting needs the Edit permission or higher (the user has ${level}).`,
			'ERR_FORBIDDEN',
		);
	if (item.reservedUserId && item.reservedUserId !== caller.userId) {
		const locker = (state.users.get(item.reservedUserId) || {}).name || item.reservedUserId;
		throw new HttpError(423, 'Locked', `The item ${item.displayName} is locked (reserved) by ${locker}; it cannot be deleted.`, 'ERR_LOCKED');
	}
	const tip = state.versions.get(item.versionIds[item.versionIds.length - 1]);
	if (tip.kind === 'deleted')
		throw new HttpError(409, 'Conflict', `The item ${item.displayName} is already deleted (version ${tip.versionNumber}).`, 'ERR_CONFLICT');
	const version = addDeletedVersion(state, item, { userId: caller.userId || caller.clientId, time: ctx.clock.now() });
	return apiJson(201, {
		jsonapi: JSONAPI,
		links: { self: { href: `${ctx.baseUrl}/data/v1/projects/${segment(project.id)}/versions/${segment(version.id)}` } },
		data: renderVersion(ctx.baseUrl, state, version),
		included: [renderItem(ctx.baseUrl, state, item)],
	});
}

module.exports = { DELETED_TYPE, postDeletedVersion };
