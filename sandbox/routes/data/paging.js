'use strict';

const { HttpError } = require('../../http');

const MAX_PAGE_LIMIT = 200;

/** `page[number]` (0-based) and `page[limit]` (1..200, default 200); anything else is a 400. */
function readPage(query) {
	const number = readInteger(query, 'page[number]', 0);
	const limit = readInteger(query, 'page[limit]', MAX_PAGE_LIMIT);
	if (limit < 1 || limit > MAX_PAGE_LIMIT) {
		throw new HttpError(
			400,
			'Bad Request',
			`page[limit] must be between 1 and ${MAX_PAGE_LIMIT}; got ${limit}.`,
			'BAD_INPUT',
		);
	}
	return { number, limit };
}

function readInteger(query, name, fallback) {
	const values = query.getAll(name);
	if (values.length === 0) return fallback;
	if (values.length > 1 || !/^\d+$/.test(values[0])) {
		throw new HttpError(
			400,
			'Bad Request',
			`${name} must be a single non-negative integer; got ${values.join(',')}.`,
			'BAD_INPUT',
		);
	}
	return Number(values[0]);
}

/** A filter that may repeat or hold comma-separated values; undefined when absent. */
function listParam(query, name) {
	const values = query
		.getAll(name)
		.flatMap((value) => value.split(','))
		.map((value) => value.trim())
		.filter(Boolean);
	return values.length ? values : undefined;
}

function booleanParam(query, name) {
	const value = query.get(name);
	if (value === null) return false;
	const lower = value.toLowerCase();
	if (lower !== 'true' && lower !== 'false')
		throw new HttpError(
			400,
			'Bad Request',
			`${name} must be true or false; got ${value}.`,
			'BAD_INPUT',
		);
	return lower === 'true';
}

/**
 * One page of `records` and the collection links. Links keep every other query parameter;
 * `relative` makes first/prev/next paths (starting with the request path) instead of absolute URLs.
 */
function paginate(records, { query, path, baseUrl, relative = false }) {
	const { number, limit } = readPage(query);
	const start = number * limit;
	const page = records.slice(start, start + limit);
	const hrefFor = (pageNumber) => {
		const href = `${path}?${queryString(query, { 'page[number]': String(pageNumber), 'page[limit]': String(limit) })}`;
		return relative ? href : `${baseUrl}${href}`;
	};
	const selfQuery = queryString(query, {});
	const links = {
		self: { href: `${baseUrl}${path}${selfQuery ? `?${selfQuery}` : ''}` },
		first: { href: hrefFor(0) },
	};
	if (number > 0)
		links.prev = { href: hrefFor(Math.min(number - 1, lastPage(records.length, limit))) };
	if (start + limit < records.length) links.next = { href: hrefFor(number + 1) };
	return { page, links };
}

function lastPage(total, limit) {
	return Math.max(0, Math.ceil(total / limit) - 1);
}

/** The query with `overrides` replacing parameters of the same name; brackets stay readable. */
function queryString(query, overrides) {
	const parts = [];
	for (const [key, value] of query) if (!(key in overrides)) parts.push([key, value]);
	for (const [key, value] of Object.entries(overrides)) parts.push([key, value]);
	return parts.map(([key, value]) => `${encodeKey(key)}=${encodeURIComponent(value)}`).join('&');
}

function encodeKey(key) {
	return encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']');
}

module.exports = { readPage, listParam, booleanParam, paginate, MAX_PAGE_LIMIT };
