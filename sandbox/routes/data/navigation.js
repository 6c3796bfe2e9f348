'use strict';

const { HttpError } = require('../../http');
const { apiJson } = require('../../responses');
const {
	requirePathProject,
	requireProject,
	requireFolder,
	requireItem,
	requireVersion,
	requireFolderAccess,
} = require('./access');
const { listParam } = require('./paging');
const { JSONAPI, renderHub, renderFolder, renderItem, renderVersion } = require('./render');

const READ = [['data:read']];

/**
 * From one resource to another (datamanagement/datamanagement.yaml, aps-sdk-openapi): a project's
 * hub, an item's or a folder's parent folder, a version's item, and the resources an item has refs with.
 */
function registerNavigation(router, ctx) {
	const data = () => ctx.state.data;
	const document = (request, body) =>
		apiJson(200, {
			jsonapi: JSONAPI,
			links: { self: { href: `${ctx.baseUrl}${request.path}` } },
			...body,
		});
	const readable = (project, caller, folder) =>
		requireFolderAccess(data(), project, folder, caller, 'read');

	router
		.add('GET', '/project/v1/hubs/:hubId/projects/:projectId/hub', (request) => {
			const caller = ctx.tokens.authenticate(request, READ);
			const project = requirePathProject(data(), caller, request);
			return document(request, { data: renderHub(ctx.baseUrl, data().hubs.get(project.hubId)) });
		})
		.add('GET', '/data/v1/projects/:projectId/folders/:folderId/parent', (request) => {
			const caller = ctx.tokens.authenticate(request, READ);
			const project = requireProject(data(), caller, request.params.projectId);
			const folder = requireFolder(data(), project, request.params.folderId);
			readable(project, caller, folder);
			const parent = data().folders.get(folder.parentId);
			if (!parent)
				throw new HttpError(
					404,
					'Not Found',
					`Folder ${folder.id} is the root folder of project ${project.id}: it has no parent.`,
				);
			return document(request, { data: renderFolder(ctx.baseUrl, data(), parent) });
		})
		.add('GET', '/data/v1/projects/:projectId/items/:itemId/parent', (request) => {
			const caller = ctx.tokens.authenticate(request, READ);
			const project = requireProject(data(), caller, request.params.projectId);
			const item = requireItem(data(), project, request.params.itemId);
			const folder = data().folders.get(item.folderId);
			readable(project, caller, folder);
			return document(request, { data: renderFolder(ctx.baseUrl, data(), folder) });
		})
		.add('GET', '/data/v1/projects/:projectId/versions/:versionId/item', (request) => {
			const caller = ctx.tokens.authenticate(request, READ);
			const project = requireProject(data(), caller, request.params.projectId);
			const item = data().items.get(
				requireVersion(data(), project, request.params.versionId).itemId,
			);
			readable(project, caller, data().folders.get(item.folderId));
			const tip = data().versions.get(item.versionIds[item.versionIds.length - 1]);
			return document(request, {
				data: renderItem(ctx.baseUrl, data(), item),
				included: [renderVersion(ctx.baseUrl, data(), tip)],
			});
		})
		.add('GET', '/data/v1/projects/:projectId/items/:itemId/refs', (request) => {
			const caller = ctx.tokens.authenticate(request, READ);
			const state = data();
			const project = requireProject(state, caller, request.params.projectId);
			const item = requireItem(state, project, request.params.itemId);
			readable(project, caller, state.folders.get(item.folderId));
			const types = listParam(request.query, 'filter[type]');
			const ids = listParam(request.query, 'filter[id]');
			const extensionTypes = listParam(request.query, 'filter[extension.type]');
			const render = { folders: renderFolder, items: renderItem, versions: renderVersion };
			const others = state.refs
				.filter((ref) => ref.fromId === item.id || ref.toId === item.id)
				.map((ref) =>
					ref.fromId === item.id
						? { type: ref.toType, id: ref.toId }
						: { type: ref.fromType, id: ref.fromId },
				)
				.filter((other, index, all) => all.findIndex((same) => same.id === other.id) === index)
				.map((other) => render[other.type](ctx.baseUrl, state, state[other.type].get(other.id)))
				.filter(
					(resource) =>
						(!types || types.includes(resource.type)) &&
						(!ids || ids.includes(resource.id)) &&
						(!extensionTypes || extensionTypes.includes(resource.attributes.extension.type)),
				);
			return document(request, { data: others });
		});
}

module.exports = { registerNavigation };
