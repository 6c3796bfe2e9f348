'use strict';

const { json } = require('../../responses');
const { requireFolder, requireFolderAccess } = require('../data/access');
const { badInput, checked, docsCall } = require('./access');
const { definitionsOf } = require('./state');

const READ = [['data:read']];
/** The reference page: limit 1-200, default 10; offset default 0. */
const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 200;

/** GET .../folders/:folderId/custom-attribute-definitions: one page of the folder's definitions. */
function listDefinitions(ctx, request) {
	const { project, caller, data, docs } = docsCall(ctx, request, READ);
	const folder = checked(() => requireFolder(data, project, request.params.folderId));
	checked(() => requireFolderAccess(data, project, folder, caller, 'read'));
	const limit = readInteger(request.query, 'limit', DEFAULT_LIMIT);
	const offset = readInteger(request.query, 'offset', 0);
	if (limit < 1 || limit > MAX_LIMIT)
		throw badInput(`limit must be between 1 and ${MAX_LIMIT}; got ${limit}.`);
	const definitions = definitionsOf(docs, data.folders, folder);
	const pageUrl = (at) => {
		const url = new URL(`${ctx.baseUrl}${request.path}`);
		url.searchParams.set('limit', String(limit));
		url.searchParams.set('offset', String(at));
		return url.href;
	};
	return json(200, {
		results: definitions.slice(offset, offset + limit).map(rendered),
		pagination: {
			limit,
			offset,
			totalResults: definitions.length,
			previousUrl: offset > 0 ? pageUrl(Math.max(0, offset - limit)) : '',
			nextUrl: offset + limit < definitions.length ? pageUrl(offset + limit) : '',
		},
	});
}

/** A definition as the API lists it: `arrayValues` only for a drop-down (`array`). */
function rendered({ id, name, type, arrayValues }) {
	return type === 'array' ? { id, name, type, arrayValues: [...arrayValues] } : { id, name, type };
}

function readInteger(query, name, fallback) {
	const values = query.getAll(name);
	if (values.length === 0) return fallback;
	if (values.length > 1 || !/^\d+$/.test(values[0]))
		throw badInput(`${name} must be a single non-negative integer; got '${values.join(',')}'.`);
	return Number(values[0]);
}

module.exports = { listDefinitions, rendered, READ };
