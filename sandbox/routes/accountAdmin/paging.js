'use strict';

const { badRequest } = require('./access');

/**
 * Paging of the Account Admin lists (accountadmin.yaml, `Pagination`): `limit` 1-200 (default
 * 20) and `offset`; the page says `{ limit, offset, totalResults, nextUrl, previousUrl }`, the
 * next page's full address with every parameter of the request.
 */
const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 200;

function readInteger(query, name, fallback) {
	const values = query.getAll(name);
	if (values.length === 0) return fallback;
	if (values.length > 1 || !/^\d+$/.test(values[0]))
		throw badRequest(`${name} must be a single non-negative integer; got '${values.join(',')}'.`);
	return Number(values[0]);
}

function readPaging(query) {
	const limit = readInteger(query, 'limit', DEFAULT_LIMIT);
	const offset = readInteger(query, 'offset', 0);
	if (limit < 1 || limit > MAX_LIMIT) throw badRequest(`limit must be between 1 and ${MAX_LIMIT}; got ${limit}.`);
	return { limit, offset };
}

function pageUrl(ctx, request, offset) {
	const query = new URLSearchParams(request.query);
	query.set('offset', String(offset));
	return `${ctx.baseUrl}${request.path}?${query.toString()}`;
}

/** A page of `records` as the Admin API answers it. */
function adminPage(ctx, request, records) {
	const { limit, offset } = readPaging(request.query);
	const pagination = { limit, offset, totalResults: records.length };
	if (offset + limit < records.length) pagination.nextUrl = pageUrl(ctx, request, offset + limit);
	if (offset > 0) pagination.previousUrl = pageUrl(ctx, request, Math.max(0, offset - limit));
	return { pagination, results: records.slice(offset, offset + limit) };
}

/** Refuses query parameters the endpoint does not know (a misspelt filter would silently match all). */
function refuseUnknown(query, known) {
	for (const key of query.keys()) if (!known.includes(key)) throw badRequest(`Unknown query parameter '${key}'.`);
}

const TEXT_MATCHES = ['contains', 'startsWith', 'endsWith', 'equals'];

/** The test of `filterTextMatch` (contains by default) for a wanted text, in any case. */
function textMatcher(query, wanted) {
	const mode = query.get('filterTextMatch') || 'contains';
	if (!TEXT_MATCHES.includes(mode)) throw badRequest(`filterTextMatch must be one of ${TEXT_MATCHES.join(', ')}; got '${mode}'.`);
	const text = wanted.toLowerCase();
	const tests = {
		contains: (value) => value.includes(text),
		startsWith: (value) => value.startsWith(text),
		endsWith: (value) => value.endsWith(text),
		equals: (value) => value === text,
	};
	return (value) => tests[mode](String(value ?? '').toLowerCase());
}

/** The values of a comma-separated query parameter. */
const listOf = (query, name) => (query.get(name) || '').split(',').map((value) => value.trim()).filter(Boolean);

/**
 * The order the `sort` parameter asks for: fields among `fields`, each `asc` (the default) or
 * `desc` (accountadmin.yaml: `sortBy`, `userSortBy`), applied in sequence.
 */
function sorter(query, fields) {
	const keys = listOf(query, 'sort').map((key) => {
		const [field, direction = 'asc'] = key.split(/\s+/);
		if (!fields.includes(field) || !['asc', 'desc'].includes(direction)) throw badRequest(`sort must name fields among ${fields.join(', ')}, each with asc or desc; got '${key}'.`);
		return { field, sign: direction === 'desc' ? -1 : 1 };
	});
	return (a, b) => {
		for (const { field, sign } of keys) {
			const order = String(a[field] ?? '').localeCompare(String(b[field] ?? ''));
			if (order) return order * sign;
		}
		return 0;
	};
}

module.exports = { adminPage, listOf, refuseUnknown, sorter, textMatcher, readPaging, MAX_LIMIT };
