'use strict';

const { badRequest } = require('./access');

/**
 * Paging of the Submittals lists (the reference pages: `limit` 1-50, default 20, and `offset`);
 * the page says `{ limit, offset, totalResults, nextUrl, previousUrl }`, the next page's full
 * address with every parameter of the request.
 */
const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 50;

function readInteger(query, name, fallback) {
	const values = query.getAll(name);
	if (values.length === 0) return fallback;
	if (values.length > 1 || !/^\d+$/.test(values[0]))
		throw badRequest(`${name} must be a single non-negative integer; got '${values.join(',')}'.`);
	return Number(values[0]);
}

function pageUrl(ctx, request, offset) {
	const query = new URLSearchParams(request.query);
	query.set('offset', String(offset));
	return `${ctx.baseUrl}${request.path}?${query.toString()}`;
}

/** A page of `records` (each rendered by `render`) as the Submittals API answers it. */
function submittalsPage(ctx, request, records, render = (record) => structuredClone(record)) {
	const limit = readInteger(request.query, 'limit', DEFAULT_LIMIT);
	const offset = readInteger(request.query, 'offset', 0);
	if (limit < 1 || limit > MAX_LIMIT) throw badRequest(`limit must be between 1 and ${MAX_LIMIT}; got ${limit}.`);
	const pagination = { limit, offset, totalResults: records.length, nextUrl: '', previousUrl: '' };
	if (offset + limit < records.length) pagination.nextUrl = pageUrl(ctx, request, offset + limit);
	if (offset > 0) pagination.previousUrl = pageUrl(ctx, request, Math.max(0, offset - limit));
	return { pagination, results: records.slice(offset, offset + limit).map(render) };
}

/** Refuses query parameters the endpoint does not know (a misspelt filter would match all). */
function refuseUnknown(query, known) {
	for (const key of query.keys()) if (!known.includes(key)) throw badRequest(`Unknown query parameter '${key}'.`);
}

module.exports = { submittalsPage, refuseUnknown, MAX_LIMIT };
