'use strict';

const { HttpError } = require('../../http');
const { json } = require('../../responses');
const manifests = require('./manifests');
const { modelObjects, subtree, isLarge } = require('./modelObjects');
const { queryPredicate } = require('./propertyQuery');

/**
 * Metadata of a design translated to SVF or SVF2: its model views, each view's object tree and
 * properties. While the service extracts a view's data it answers 202 (`{ result: 'success' }`):
 * the first `settings.propertiesPendingReads` reads of each view do so. A large model's full
 * properties answer 413 unless `forceget=true`; the paged properties query always works.
 */

const MAX_QUERY_LIMIT = 1000;
const DEFAULT_QUERY_LIMIT = 20;
const VIEWABLE_TYPES = new Set(['svf', 'svf2']);

/** The model views of the manifest's successful SVF/SVF2 derivatives. */
function viewsOf(manifest, now) {
	const view = manifests.manifestView(manifest, now);
	const views = [];
	for (const derivative of view.derivatives) {
		if (!VIEWABLE_TYPES.has(derivative.outputType) || derivative.status !== 'success') continue;
		for (const child of derivative.children) {
			if (child.type === 'geometry' && !views.some((existing) => existing.guid === child.guid)) views.push({ name: child.name, role: child.role, guid: child.guid });
		}
	}
	return views;
}

function listViews(manifest, now) {
	const views = viewsOf(manifest, now);
	if (!views.length) throw new HttpError(404, 'Not Found', 'No model views: translate the design to SVF or SVF2 first, and wait until that derivative has succeeded.');
	return json(200, { data: { type: 'metadata', metadata: views.map((view) => ({ ...view, isMasterView: false })) } });
}

/** The view's objects, or a 202 while the sandbox still "extracts" them. */
function viewObjects(ctx, manifest, guid) {
	const now = ctx.clock.now();
	if (!viewsOf(manifest, now).some((view) => view.guid === guid)) {
		throw new HttpError(404, 'Not Found', `No model view ${guid} in the manifest of ${manifest.urn}.`);
	}
	const state = ctx.state.derivative;
	const key = `${manifest.region}|${manifest.urn}|${guid}`;
	const pending = state.pendingReads.get(key) ?? 0;
	if (pending < state.settings.propertiesPendingReads) {
		state.pendingReads.set(key, pending + 1);
		return { accepted: json(202, { result: 'success' }) };
	}
	return modelObjects(manifest, guid);
}

function objectIdParam(request) {
	const value = request.query.get('objectid');
	if (value === null) return undefined;
	if (!/^\d+$/.test(value)) throw new HttpError(400, 'Bad Request', 'objectid must be an integer.');
	return Number(value);
}

function objectTree(ctx, request, manifest) {
	const objectid = objectIdParam(request);
	const level = request.query.get('level');
	if (level !== null && (level !== '1' || objectid === undefined)) throw new HttpError(400, 'Bad Request', 'level supports only 1, and only with objectid.');
	const found = viewObjects(ctx, manifest, request.params.guid);
	if (found.accepted) return found.accepted;
	let objects = found.tree;
	if (objectid !== undefined) {
		const root = subtree(found.tree, objectid);
		if (!root) throw new HttpError(404, 'Not Found', `No object ${objectid} in model view ${request.params.guid}.`);
		objects = [level === '1' ? { ...root, objects: root.objects?.map(({ objectid: id, name }) => ({ objectid: id, name })) } : root];
	}
	return json(200, { data: { type: 'objects', objects } });
}

function allProperties(ctx, request, manifest) {
	const objectid = objectIdParam(request);
	const found = viewObjects(ctx, manifest, request.params.guid);
	if (found.accepted) return found.accepted;
	if (objectid === undefined && isLarge(manifest) && request.query.get('forceget') !== 'true') {
		throw new HttpError(413, 'Request Entity Too Large', "The properties of this model view exceed 20 MB. Please use the 'forceget' parameter to force querying the data, or query them page by page with properties:query.");
	}
	const collection = objectid === undefined ? found.objects : found.objects.filter((object) => object.objectid === objectid);
	return json(200, { data: { type: 'properties', collection } });
}

function queryProperties(ctx, request, manifest) {
	const body = request.json();
	if (!body || typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, 'Bad Request', 'The body must be a JSON object.');
	// modelderivative/modelderivative.yaml (aps-sdk-openapi) lists all three as required, yet documents
	// defaults for pagination and all properties without fields; Autodesk's SDK requires only query.
	if (body.query === undefined) throw new HttpError(400, 'Bad Request', 'query is required.');
	const { offset, limit } = checkedPagination(body.pagination);
	const matches = queryPredicate(body.query);
	const fields = checkedFields(body.fields);
	const found = viewObjects(ctx, manifest, request.params.guid);
	if (found.accepted) return found.accepted;
	const matching = found.objects.filter(matches);
	const page = matching.slice(offset, offset + limit).map((object) => pickFields(object, fields));
	return json(200, { pagination: { limit, offset, totalResults: matching.length }, data: { type: 'properties', collection: page } });
}

function checkedPagination(pagination = {}) {
	const { offset = 0, limit = DEFAULT_QUERY_LIMIT } = pagination;
	if (!Number.isInteger(offset) || offset < 0) throw new HttpError(400, 'Bad Request', 'pagination.offset must be an integer of 0 or more.');
	if (!Number.isInteger(limit) || limit < 1 || limit > MAX_QUERY_LIMIT) throw new HttpError(400, 'Bad Request', `pagination.limit must be an integer from 1 to ${MAX_QUERY_LIMIT}.`);
	return { offset, limit };
}

function checkedFields(fields) {
	if (fields === undefined) return undefined;
	if (!Array.isArray(fields) || !fields.every((field) => typeof field === 'string')) throw new HttpError(400, 'Bad Request', 'fields must be an array of strings.');
	return fields;
}

/** Keeps `objectid`, `name`, `externalId` and the properties the field patterns name (`properties.Mass*`). */
function pickFields(object, fields) {
	if (!fields) return object;
	const picked = {};
	for (const key of ['objectid', 'name', 'externalId']) if (fields.includes(key)) picked[key] = object[key];
	if (fields.includes('properties')) picked.properties = object.properties;
	else {
		const patterns = fields.filter((field) => field.startsWith('properties.')).map((field) => new RegExp(`^${field.slice(11).replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`));
		if (patterns.length) picked.properties = Object.fromEntries(Object.entries(object.properties).filter(([name]) => patterns.some((pattern) => pattern.test(name))));
	}
	return picked;
}

module.exports = { listViews, objectTree, allProperties, queryProperties };
