'use strict';

const { badRequest } = require('./access');
const { listParam: listFilter } = require('../data/paging');

/**
 * `limit`/`offset` paging of the Issues API: `{ pagination: { limit, offset, totalResults },
 * results }`. Each list has its own default and largest limit
 * (`autodesk-platform-services/aps-sdk-openapi` construction/issues/Issues.yaml: issues 1-100,
 * default 100; attribute definitions and mappings 1-200, default 200; the file gives none for the
 * others).
 */
function readPaging(query, { defaultLimit, maxLimit }) {
	const limit = readInteger(query, 'limit', defaultLimit);
	const offset = readInteger(query, 'offset', 0);
	if (limit < 1 || limit > maxLimit)
		throw badRequest(`limit must be between 1 and ${maxLimit}; got ${limit}.`);
	return { limit, offset };
}

function readInteger(query, name, fallback) {
	const values = query.getAll(name);
	if (values.length === 0) return fallback;
	if (values.length > 1 || !/^\d+$/.test(values[0]))
		throw badRequest(`${name} must be a single non-negative integer; got '${values.join(',')}'.`);
	return Number(values[0]);
}

function page(records, { limit, offset }, render = (record) => record) {
	return {
		pagination: { limit, offset, totalResults: records.length },
		results: records.slice(offset, offset + limit).map(render),
	};
}

/** `true` or `false`; undefined when absent. */
function booleanFilter(query, name) {
	const value = query.get(name);
	if (value === null) return undefined;
	if (value !== 'true' && value !== 'false')
		throw badRequest(`${name} must be true or false; got '${value}'.`);
	return value === 'true';
}

/** Refuses query parameters the endpoint does not know (a misspelt filter would silently match all). */
function refuseUnknown(query, known) {
	for (const key of query.keys()) {
		const name = key.startsWith('filter[customAttributes][') ? 'filter[customAttributes]' : key;
		if (!known.includes(name)) throw badRequest(`Unknown query parameter '${key}'.`);
	}
}

module.exports = { readPaging, page, listFilter, booleanFilter, refuseUnknown };
