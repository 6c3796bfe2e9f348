'use strict';

const crypto = require('node:crypto');
const { HttpError } = require('../../http');
const { apiJson } = require('../../responses');
const { requireProject, requireFolder, requireItem, requireFolderAccess } = require('./access');
const { readApiBody, badInput, requireExtension, requireString, isPlainObject } = require('./body');
const { checkName } = require('./names');
const { JSONAPI, renderItem, renderVersion, segment } = require('./render');
const { addUploadedItem, addUploadedVersion } = require('./state');
const { DM_BUCKET, reserveDmObject, findObject } = require('../oss/state');
const { postCopiedItem, postCopiedVersion } = require('./copies');
const { DELETED_TYPE, postDeletedVersion } = require('./deletes');

const CREATE = [['data:create']];

/**
 * The upload path of Data Management: a storage location (POST storage: an object key reserved in
 * wip.dm.prod for a folder or an item), the bytes put there through OSS's signed upload, then the
 * item with its first version (POST items) or a new version of an item (POST versions). An item or
 * version may only name a storage location of its project whose object has been uploaded, once.
 */
function registerUploads(router, ctx) {
	const data = () => ctx.state.data;
	const vendorOf = (project) => (project.kind === 'dm' ? 'autodesk.bim360' : 'autodesk.core');
	const projectPath = (project) => `${ctx.baseUrl}/data/v1/projects/${segment(project.id)}`;

	router
		.add('POST', '/data/v1/projects/:projectId/storage', (request) => {
			const caller = ctx.tokens.authenticate(request, CREATE);
			const state = data();
			const project = requireProject(state, caller, request.params.projectId);
			const payload = readApiBody(request).data;
			if (payload.type !== 'objects')
				throw badInput(`data.type must be "objects"; got ${JSON.stringify(payload.type)}.`);
			const name = checkName(payload.attributes?.name, 'data.attributes.name');
			const target = payload.relationships?.target?.data;
			if (!isPlainObject(target) || !['folders', 'items'].includes(target.type))
				throw badInput('data.relationships.target.data.type must be "folders" or "items".');
			requireString(target.id, 'data.relationships.target.data.id');
			const folder =
				target.type === 'folders'
					? requireFolder(state, project, target.id)
					: state.folders.get(requireItem(state, project, target.id).folderId);
			requireFolderAccess(state, project, folder, caller, 'write');

			const extension = name.includes('.') ? `.${name.split('.').pop()}` : '';
			const objectId = reserveDmObject(ctx.state.oss, `${crypto.randomUUID()}${extension}`);
			state.storages.set(objectId, { projectId: project.id, folderId: folder.id, used: false });
			return apiJson(201, {
				jsonapi: JSONAPI,
				links: { self: { href: `${ctx.baseUrl}/oss/v2/buckets/${DM_BUCKET}/objects/${encodeURIComponent(objectId.split('/').pop())}` } },
				data: {
					type: 'objects',
					id: objectId,
					relationships: {
						target: {
							links: { related: { href: `${projectPath(project)}/folders/${segment(folder.id)}` } },
							data: { type: 'folders', id: folder.id },
						},
					},
				},
			});
		})
		.add('POST', '/data/v1/projects/:projectId/items', (request) => {
			const caller = ctx.tokens.authenticate(request, CREATE);
			const state = data();
			const project = requireProject(state, caller, request.params.projectId);
			const document = readApiBody(request);
			const payload = document.data;
			const vendor = vendorOf(project);
			if (payload.type !== 'items')
				throw badInput(`data.type must be "items"; got ${JSON.stringify(payload.type)}.`);
			if (request.query.get('copyFrom')) return postCopiedItem(ctx, request, caller, project, document);
			requireExtension(payload.attributes?.extension, `items:${vendor}:File`, 'data.attributes.extension');
			const parentData = payload.relationships?.parent?.data;
			if (!isPlainObject(parentData) || parentData.type !== 'folders')
				throw badInput('data.relationships.parent.data must be {"type": "folders", "id": ...}.');
			const tip = payload.relationships?.tip?.data;
			if (!isPlainObject(tip) || tip.type !== 'versions')
				throw badInput('data.relationships.tip.data must be {"type": "versions", "id": ...}.');
			requireString(tip.id, 'data.relationships.tip.data.id');
			const included = Array.isArray(document.included) ? document.included : [];
			const first = included.find((entry) => isPlainObject(entry) && entry.type === 'versions' && entry.id === tip.id);
			if (!first) throw badInput(`included must hold the version ${tip.id} that data.relationships.tip names.`);
			const name = checkName(first.attributes?.name, 'included[0].attributes.name');
			if (payload.attributes.displayName !== undefined)
				checkName(payload.attributes.displayName, 'data.attributes.displayName');
			requireExtension(first.attributes.extension, `versions:${vendor}:File`, 'included[0].attributes.extension');

			const folder = requireFolder(state, project, parentData.id);
			requireFolderAccess(state, project, folder, caller, 'write');
			const displayName = payload.attributes.displayName || name;
			const lower = displayName.toLowerCase();
			const clash = folder.itemIds
				.map((id) => state.items.get(id))
				.find((item) => !item.hidden && item.displayName.toLowerCase() === lower);
			if (clash)
				throw new HttpError(
					409,
					'Conflict',
					`A file named ${clash.displayName} already exists in ${folder.name} (${clash.id}); add a version to it (POST /data/v1/projects/:projectId/versions) instead.`,
					'ERR_CONFLICT',
				);
			const object = uploadedObject(project, first.relationships?.storage?.data, 'included[0].relationships.storage.data');
			const item = addUploadedItem(state, project, folder, {
				displayName,
				name,
				object,
				userId: caller.userId || caller.clientId,
				time: ctx.clock.now(),
			});
			const version = state.versions.get(item.versionIds[0]);
			return apiJson(201, {
				jsonapi: JSONAPI,
				links: { self: { href: `${projectPath(project)}/items/${segment(item.id)}` } },
				data: renderItem(ctx.baseUrl, state, item),
				included: [renderVersion(ctx.baseUrl, state, version)],
			});
		})
		.add('POST', '/data/v1/projects/:projectId/versions', (request) => {
			const caller = ctx.tokens.authenticate(request, CREATE);
			const state = data();
			const project = requireProject(state, caller, request.params.projectId);
			const payload = readApiBody(request).data;
			if (payload.type !== 'versions')
				throw badInput(`data.type must be "versions"; got ${JSON.stringify(payload.type)}.`);
			if (request.query.get('copyFrom')) return postCopiedVersion(ctx, request, caller, project, payload);
			if (!isPlainObject(payload.attributes)) throw badInput('data.attributes must be an object.');
			if (payload.attributes.extension?.type === DELETED_TYPE)
				return postDeletedVersion(ctx, request, caller, project, payload);
			const name = checkName(payload.attributes.name, 'data.attributes.name');
			requireExtension(payload.attributes.extension, `versions:${vendorOf(project)}:File`, 'data.attributes.extension');
			const itemData = payload.relationships?.item?.data;
			if (!isPlainObject(itemData) || itemData.type !== 'items')
				throw badInput('data.relationships.item.data must be {"type": "items", "id": ...}.');
			requireString(itemData.id, 'data.relationships.item.data.id');

			const item = requireItem(state, project, itemData.id);
			requireFolderAccess(state, project, state.folders.get(item.folderId), caller, 'write');
			if (item.cloudModel)
				throw badInput(`${item.displayName} is a cloud-workshared model: its versions come from publishing (PublishModel), not from POST versions.`);
			if (item.reservedUserId && item.reservedUserId !== caller.userId)
				throw new HttpError(423, 'Locked', `The item ${item.displayName} is locked (reserved) by another user.`, 'ERR_LOCKED');
			const object = uploadedObject(project, payload.relationships.storage?.data, 'data.relationships.storage.data');
			const version = addUploadedVersion(state, item, {
				name,
				object,
				userId: caller.userId || caller.clientId,
				time: ctx.clock.now(),
			});
			return apiJson(201, {
				jsonapi: JSONAPI,
				links: { self: { href: `${projectPath(project)}/versions/${segment(version.id)}` } },
				data: renderVersion(ctx.baseUrl, state, version),
				included: [renderItem(ctx.baseUrl, state, item)],
			});
		});

	/** The uploaded OSS object of a storage location of this project, used now. */
	function uploadedObject(project, storage, field) {
		if (!isPlainObject(storage) || storage.type !== 'objects')
			throw badInput(`${field} must be {"type": "objects", "id": ...}: the storage location of the uploaded file.`);
		requireString(storage.id, `${field}.id`);
		const location = data().storages.get(storage.id);
		if (!location || location.projectId !== project.id)
			throw new HttpError(404, 'Not Found', `Storage ${storage.id} was not created in project ${project.id} (POST /data/v1/projects/:projectId/storage).`);
		if (location.used) throw badInput(`Storage ${storage.id} already holds a version: upload the file to a new storage location.`);
		const oss = ctx.state.oss;
		const object = findObject(oss, oss.buckets.get(DM_BUCKET), storage.id.split('/').pop(), ctx.clock.now());
		if (!object) throw badInput(`Nothing has been uploaded to storage ${storage.id} yet: upload the file (signeds3upload) first.`);
		location.used = true;
		return object;
	}
}

module.exports = { registerUploads };
