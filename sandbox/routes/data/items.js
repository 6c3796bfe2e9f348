'use strict';

const { HttpError } = require('../../http');
const { apiJson } = require('../../responses');
const { requireProject, requireItem, requireVersion, requireFolderAccess } = require('./access');
const { readApiBody, badInput, requireString, isPlainObject } = require('./body');
const { listParam, paginate } = require('./paging');
const { JSONAPI, renderItem, renderVersion } = require('./render');
const { touchItem } = require('./state');
const { settlePublishing } = require('./commands');

const READ = [['data:read']];
const WRITE = [['data:write']];

/** Items, their versions, and the item update (PATCH .../items/{item_id}). */
function registerItems(router, ctx) {
	const data = () => ctx.state.data;
	const self = (request) => ({ self: { href: `${ctx.baseUrl}${request.path}` } });
	const versionsOf = (item) => item.versionIds.map((id) => data().versions.get(id));
	const tipOf = (item) => data().versions.get(item.versionIds[item.versionIds.length - 1]);

	/** The item of the path, after the caller's read (or write) access to its folder is checked. */
	const readableItem = (request, caller, needed = 'read') => {
		const project = requireProject(data(), caller, request.params.projectId);
		const item = requireItem(data(), project, request.params.itemId);
		requireFolderAccess(data(), project, data().folders.get(item.folderId), caller, needed);
		if (item.cloudModel) settlePublishing(data(), item, ctx.clock.now());
		return { project, item };
	};

	router
		.add('GET', '/data/v1/projects/:projectId/items/:itemId', (request) => {
			const { item } = readableItem(request, ctx.tokens.authenticate(request, READ));
			return apiJson(200, {
				jsonapi: JSONAPI,
				links: self(request),
				data: renderItem(ctx.baseUrl, data(), item),
				included: [renderVersion(ctx.baseUrl, data(), tipOf(item))],
			});
		})
		.add('GET', '/data/v1/projects/:projectId/items/:itemId/versions', (request) => {
			const { item } = readableItem(request, ctx.tokens.authenticate(request, READ));
			const numbers = listParam(request.query, 'filter[versionNumber]');
			if (numbers && numbers.some((number) => !/^\d+$/.test(number)))
				throw badInput(`filter[versionNumber] must hold integers; got ${numbers.join(',')}.`);
			const newestFirst = versionsOf(item)
				.reverse()
				.filter((version) => !numbers || numbers.includes(String(version.versionNumber)));
			const { page, links } = paginate(newestFirst, {
				query: request.query,
				path: request.path,
				baseUrl: ctx.baseUrl,
				relative: true,
			});
			return apiJson(200, {
				jsonapi: JSONAPI,
				links,
				data: page.map((version) => renderVersion(ctx.baseUrl, data(), version)),
			});
		})
		.add('GET', '/data/v1/projects/:projectId/items/:itemId/tip', (request) => {
			const { item } = readableItem(request, ctx.tokens.authenticate(request, READ));
			return apiJson(200, {
				jsonapi: JSONAPI,
				links: self(request),
				data: renderVersion(ctx.baseUrl, data(), tipOf(item)),
			});
		})
		.add('GET', '/data/v1/projects/:projectId/versions/:versionId', (request) => {
			const caller = ctx.tokens.authenticate(request, READ);
			const project = requireProject(data(), caller, request.params.projectId);
			const version = requireVersion(data(), project, request.params.versionId);
			const item = data().items.get(version.itemId);
			requireFolderAccess(data(), project, data().folders.get(item.folderId), caller, 'read');
			return apiJson(200, {
				jsonapi: JSONAPI,
				links: self(request),
				data: renderVersion(ctx.baseUrl, data(), version),
			});
		})
		.add('PATCH', '/data/v1/projects/:projectId/items/:itemId', (request) => {
			const caller = ctx.tokens.authenticate(request, WRITE);
			const state = data();
			const project = requireProject(state, caller, request.params.projectId);
			const payload = readApiBody(request).data;
			if (payload.type !== 'items')
				throw badInput(`data.type must be "items"; got ${JSON.stringify(payload.type)}.`);
			requireString(payload.id, 'data.id');
			if (payload.id !== request.params.itemId)
				throw badInput(
					`data.id ${payload.id} does not match the item id of the path ${request.params.itemId}.`,
				);
			if (payload.attributes !== undefined && !isPlainObject(payload.attributes))
				throw badInput('data.attributes must be an object.');

			const { item } = readableItem(request, caller, 'write');
			if (item.reservedUserId && item.reservedUserId !== caller.userId) {
				const locker = (state.users.get(item.reservedUserId) || {}).name || item.reservedUserId;
				throw new HttpError(
					423,
					'Locked',
					`The item ${item.displayName} is locked (reserved) by ${locker} since ${new Date(item.reservedTime).toISOString()}.`,
					'ERR_LOCKED',
				);
			}
			const attributes = payload.attributes || {};
			if ('displayName' in attributes) {
				requireString(attributes.displayName, 'data.attributes.displayName');
				if (project.kind === 'dm') {
					throw badInput(
						'Changing displayName is not supported for items of document-management (BIM 360 / ACC) projects; ' +
							'create a new version of the item (POST /data/v1/projects/:projectId/versions) with the new name instead.',
					);
				}
				item.displayName = attributes.displayName;
			}
			touchItem(state, item, caller.userId || caller.clientId, ctx.clock.now());
			return apiJson(200, {
				jsonapi: JSONAPI,
				links: self(request),
				data: renderItem(ctx.baseUrl, state, item),
				included: [renderVersion(ctx.baseUrl, state, tipOf(item))],
			});
		});
}

module.exports = { registerItems };
