'use strict';

const { HttpError } = require('../../http');
const { apiJson, empty } = require('../../responses');
const { requireProject, requireItem, requireFolderAccess } = require('./access');
const { readApiBody, badInput, requireString, isPlainObject } = require('./body');
const { JSONAPI } = require('./render');

const READ = [['data:read']];
const CREATE = [['data:create']];
const TARGET_TYPES = ['folders', 'items', 'versions'];

/** Custom relationships (refs) from an item to a folder, item or version (POST .../versions/{version_id}/relationships/refs). */
function registerRefs(router, ctx) {
	const data = () => ctx.state.data;

	router
		.add('POST', '/data/v1/projects/:projectId/items/:itemId/relationships/refs', (request) => {
			const caller = ctx.tokens.authenticate(request, CREATE);
			const state = data();
			const project = requireProject(state, caller, request.params.projectId);
			const payload = readApiBody(request).data;
			if (!TARGET_TYPES.includes(payload.type))
				throw badInput(
					`data.type must be one of ${TARGET_TYPES.join(', ')}; got ${JSON.stringify(payload.type)}.`,
				);
			requireString(payload.id, 'data.id');
			const extension = isPlainObject(payload.meta) ? payload.meta.extension : undefined;
			if (!isPlainObject(extension))
				throw badInput('data.meta.extension is required (an object with type and version).');
			requireString(extension.type, 'data.meta.extension.type');
			requireString(extension.version, 'data.meta.extension.version');
			if (extension.data !== undefined && !isPlainObject(extension.data))
				throw badInput('data.meta.extension.data must be an object.');

			const item = requireItem(state, project, request.params.itemId);
			const target = state[payload.type].get(payload.id);
			if (!target || target.projectId !== project.id) {
				throw new HttpError(
					404,
					'Not Found',
					`The ref target ${payload.type} ${payload.id} does not exist in project ${project.id}.`,
				);
			}
			requireFolderAccess(state, project, state.folders.get(item.folderId), caller, 'write');

			const ref = {
				projectId: project.id,
				fromType: 'items',
				fromId: item.id,
				toType: payload.type,
				toId: payload.id,
				extension: { type: extension.type, version: extension.version, data: extension.data || {} },
			};
			const exists = state.refs.some(
				(other) =>
					other.fromId === ref.fromId &&
					other.toId === ref.toId &&
					other.extension.type === ref.extension.type,
			);
			if (!exists) state.refs.push(ref);
			return empty(204);
		})
		.add('GET', '/data/v1/projects/:projectId/items/:itemId/relationships/refs', (request) => {
			const caller = ctx.tokens.authenticate(request, READ);
			const state = data();
			const project = requireProject(state, caller, request.params.projectId);
			const item = requireItem(state, project, request.params.itemId);
			requireFolderAccess(state, project, state.folders.get(item.folderId), caller, 'read');
			const refs = state.refs
				.filter((ref) => ref.fromId === item.id || ref.toId === item.id)
				.map((ref) => {
					const outgoing = ref.fromId === item.id;
					return {
						type: outgoing ? ref.toType : ref.fromType,
						id: outgoing ? ref.toId : ref.fromId,
						meta: {
							refType: ref.extension.type.startsWith('auxiliary:') ? 'auxiliary' : 'xrefs',
							direction: outgoing ? 'from' : 'to',
							fromId: ref.fromId,
							fromType: ref.fromType,
							toId: ref.toId,
							toType: ref.toType,
							extension: ref.extension,
						},
					};
				});
			return apiJson(200, {
				jsonapi: JSONAPI,
				links: { self: { href: `${ctx.baseUrl}${request.path}` } },
				data: refs,
			});
		});
}

module.exports = { registerRefs };
