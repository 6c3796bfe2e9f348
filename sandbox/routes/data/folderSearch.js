'use strict';

const { HttpError } = require('../../http');
const { apiJson } = require('../../responses');
const { requireProject, requireFolder, folderAccess } = require('./access');
const { paginate } = require('./paging');
const { JSONAPI, renderVersion } = require('./render');

/** The OpenAPI file lists this operation for three-legged tokens only, with both scopes. */
const SEARCH = [['data:read', 'data:search']];
const OPERATORS = {
	'': (actual, wanted) => actual === wanted,
	'-starts': (actual, wanted) => actual.startsWith(wanted),
	'-ends': (actual, wanted) => actual.endsWith(wanted),
	'-contains': (actual, wanted) => actual.includes(wanted),
};
const FILTER = /^filter\[([^\]]+)\](.*)$/;

/**
 * GET .../folders/{folder_id}/search (datamanagement/datamanagement.yaml, aps-sdk-openapi): the tip
 * versions of the items in a folder and its subfolders that the caller can read, filtered by
 * `filter[type|id|<attribute>]` (an attribute also as `attributes.<name>`; comma-separated values
 * are alternatives; `-starts`, `-ends`, `-contains` after the bracket), paged by `page[number]`.
 */
function registerFolderSearch(router, ctx) {
	const data = () => ctx.state.data;
	router.add('GET', '/data/v1/projects/:projectId/folders/:folderId/search', (request) => {
		const caller = ctx.tokens.authenticate(request, SEARCH);
		if (caller.twoLegged)
			throw new HttpError(
				403,
				'Forbidden',
				'Searching a folder needs a three-legged (user) token.',
				'ERR_FORBIDDEN',
			);
		const state = data();
		const project = requireProject(state, caller, request.params.projectId);
		const folder = requireFolder(state, project, request.params.folderId);
		const filters = readFilters(request.query);
		const versions = [];
		const visit = (current) => {
			if (folderAccess(state, project, current, caller.userId)) {
				for (const id of current.itemIds) {
					const item = state.items.get(id);
					versions.push(
						renderVersion(
							ctx.baseUrl,
							state,
							state.versions.get(item.versionIds[item.versionIds.length - 1]),
						),
					);
				}
			}
			for (const id of current.childFolderIds) visit(state.folders.get(id));
		};
		visit(folder);
		const matching = versions.filter((version) => filters.every((filter) => filter.test(version)));
		const { page, links } = paginate(matching, {
			query: request.query,
			path: request.path,
			baseUrl: ctx.baseUrl,
		});
		return apiJson(200, { jsonapi: JSONAPI, links, data: page });
	});
}

function readFilters(query) {
	const filters = [];
	for (const key of new Set(query.keys())) {
		const found = FILTER.exec(key);
		if (!found) continue;
		const [, field, operator] = found;
		const compare = OPERATORS[operator];
		if (!compare)
			throw new HttpError(
				400,
				'Bad Request',
				`${key}: the operator ${operator} is not one of ${Object.keys(OPERATORS).filter(Boolean).join(', ')}.`,
				'BAD_INPUT',
			);
		const wanted = query.getAll(key).flatMap((value) => value.split(','));
		const path =
			field === 'type' || field === 'id' || field.startsWith('attributes.')
				? field
				: `attributes.${field}`;
		filters.push({
			test: (version) => {
				const actual = path
					.split('.')
					.reduce((value, name) => (value == null ? undefined : value[name]), version);
				return actual != null && wanted.some((value) => compare(String(actual), value));
			},
		});
	}
	return filters;
}

module.exports = { registerFolderSearch };
