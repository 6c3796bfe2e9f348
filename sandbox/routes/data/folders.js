'use strict';

const { HttpError } = require('../../http');
const { apiJson } = require('../../responses');
const { requireProject, requireFolder, requireFolderAccess } = require('./access');
const { listParam, booleanParam, paginate } = require('./paging');
const { JSONAPI, itemType, renderFolder, renderItem, renderVersion } = require('./render');

const READ = [['data:read']];
const CONTENT_TYPES = ['folders', 'items'];

/** A folder and its contents. Contents links are relative paths, the other links absolute. */
function registerFolders(router, ctx) {
	const data = () => ctx.state.data;

	router
		.add('GET', '/data/v1/projects/:projectId/folders/:folderId', (request) => {
			const caller = ctx.tokens.authenticate(request, READ);
			const project = requireProject(data(), caller, request.params.projectId);
			const folder = requireFolder(data(), project, request.params.folderId);
			requireFolderAccess(data(), project, folder, caller, 'read');
			return apiJson(200, {
				jsonapi: JSONAPI,
				links: { self: { href: `${ctx.baseUrl}${request.path}` } },
				data: renderFolder(ctx.baseUrl, data(), folder),
			});
		})
		.add('GET', '/data/v1/projects/:projectId/folders/:folderId/contents', (request) => {
			const state = data();
			const caller = ctx.tokens.authenticate(request, READ);
			const project = requireProject(state, caller, request.params.projectId);
			const folder = state.folders.get(request.params.folderId);
			if (!folder || folder.projectId !== project.id) return folderWarning(request.params.folderId);
			requireFolderAccess(state, project, folder, caller, 'read');

			const types = listParam(request.query, 'filter[type]');
			const unknown = (types || []).filter((type) => !CONTENT_TYPES.includes(type));
			if (unknown.length)
				throw new HttpError(
					400,
					'Bad Request',
					`filter[type] must be folders or items; got ${unknown.join(',')}.`,
					'BAD_INPUT',
				);
			const extensionTypes = listParam(request.query, 'filter[extension.type]');
			const includeHidden = booleanParam(request.query, 'includeHidden');
			const vendor = project.kind === 'dm' ? 'autodesk.bim360' : 'autodesk.core';

			const entries = [
				...folder.childFolderIds.map((id) => ({
					type: 'folders',
					extensionType: `folders:${vendor}:Folder`,
					record: state.folders.get(id),
				})),
				...folder.itemIds.map((id) => ({
					type: 'items',
					extensionType: itemType(project, state.items.get(id)),
					record: state.items.get(id),
				})),
			].filter(
				(entry) =>
					(includeHidden || !entry.record.hidden) &&
					(!types || types.includes(entry.type)) &&
					(!extensionTypes || extensionTypes.includes(entry.extensionType)),
			);
			const { page, links } = paginate(entries, {
				query: request.query,
				path: request.path,
				baseUrl: ctx.baseUrl,
				relative: true,
			});
			const items = page.filter((entry) => entry.type === 'items').map((entry) => entry.record);
			return apiJson(200, {
				jsonapi: JSONAPI,
				links,
				data: page.map((entry) =>
					entry.type === 'folders'
						? renderFolder(ctx.baseUrl, state, entry.record)
						: renderItem(ctx.baseUrl, state, entry.record),
				),
				included: items.map((item) =>
					renderVersion(
						ctx.baseUrl,
						state,
						state.versions.get(item.versionIds[item.versionIds.length - 1]),
					),
				),
			});
		});
}

/** The other error shape of the real service: `meta.warnings[]` instead of `errors[]`. */
function folderWarning(folderId) {
	return apiJson(404, {
		jsonapi: JSONAPI,
		meta: {
			warnings: [
				{
					Id: null,
					HttpStatusCode: '404',
					ErrorCode: 'BAD_INPUT',
					Title: 'Unable to get folder',
					Detail: `The folder ${folderId} does not exist or you do not have access to it.`,
					AboutLink: null,
					Source: [],
					meta: [],
				},
			],
		},
	});
}

module.exports = { registerFolders };
