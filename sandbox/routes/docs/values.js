'use strict';

const { json } = require('../../responses');
const { requireFolderAccess, requireVersion } = require('../data/access');
const { badInput, checked, docsCall } = require('./access');
const { definitionsOf, valuesOf } = require('./state');
const { assignedAttributes } = require('./versions');

const WRITE = [['data:write']];
/** The reference page: "For text field (string) attributes, the max length is 255." */
const MAX_TEXT = 255;
/** ISO 8601 dates and times the sandbox takes: a day, or a day and time with a zone. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2}))?$/;

/**
 * POST .../versions/:versionId/custom-attributes:batch-update: sets (or, with null, clears) the
 * values of the version's attributes, all or none; answers every attribute of the version that
 * has a value afterwards, as the reference page's example does.
 */
function batchUpdate(ctx, request) {
	const { project, caller, data, docs } = docsCall(ctx, request, WRITE);
	const version = checked(() => requireVersion(data, project, request.params.versionId));
	const folder = data.folders.get(data.items.get(version.itemId).folderId);
	checked(() => requireFolderAccess(data, project, folder, caller, 'write'));
	const definitions = new Map(definitionsOf(docs, data.folders, folder).map((each) => [each.id, each]));
	const changes = readChanges(request.json()).map(({ id, value }) => {
		const definition = definitions.get(id);
		if (!definition)
			throw badInput(`Custom attribute ${id} is not defined for the documents of folder '${folder.name}'.`);
		return { id, value: value === null ? null : checkedValue(definition, value) };
	});
	const values = valuesOf(docs, version.id);
	for (const { id, value } of changes) {
		if (value === null) values.delete(id);
		else values.set(id, value);
	}
	return json(200, { results: assignedAttributes(docs, version.id) });
}

function readChanges(body) {
	if (!Array.isArray(body) || body.length === 0)
		throw badInput('The body must be a non-empty array of { id, value }.');
	const seen = new Set();
	return body.map((entry) => {
		const id = entry && typeof entry === 'object' ? entry.id : undefined;
		const number = typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id;
		if (!Number.isInteger(number)) throw badInput(`id must be the integer id of a custom attribute; got ${JSON.stringify(id)}.`);
		if (!('value' in entry)) throw badInput(`value is required for custom attribute ${number} (null clears it).`);
		if (seen.has(number)) throw badInput(`Custom attribute ${number} is given more than once.`);
		seen.add(number);
		return { id: number, value: entry.value };
	});
}

/** The value as stored, or a 400 naming the rule of the attribute's type. */
function checkedValue(definition, value) {
	if (typeof value !== 'string')
		throw badInput(`The value of '${definition.name}' must be a string or null; got ${JSON.stringify(value)}.`);
	if (definition.type === 'array') {
		if (!definition.arrayValues.includes(value))
			throw badInput(`'${value}' is not a value of the drop-down '${definition.name}' (${definition.arrayValues.join(', ')}).`);
		return value;
	}
	if (definition.type === 'date') {
		const time = ISO_DATE.test(value) ? Date.parse(value) : Number.NaN;
		if (Number.isNaN(time))
			throw badInput(`The value of '${definition.name}' must be an ISO 8601 date; got '${value}'.`);
		// Milliseconds are discarded (the reference page).
		return new Date(Math.floor(time / 1000) * 1000).toISOString();
	}
	if (value.length > MAX_TEXT)
		throw badInput(`The value of '${definition.name}' may hold up to ${MAX_TEXT} characters; got ${value.length}.`);
	return value;
}

module.exports = { batchUpdate };
