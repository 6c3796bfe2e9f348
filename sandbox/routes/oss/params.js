'use strict';

const { ossError } = require('./errors');

/** An integer query parameter within [min, max], or its default; a 400 otherwise. */
function intParam(query, name, { min, max, fallback }) {
	const text = query.get(name);
	if (text === null || text === '') return fallback;
	const value = Number(text);
	if (!Number.isInteger(value) || value < min || value > max) {
		throw ossError(400, `${name} must be an integer from ${min} to ${max}; got ${JSON.stringify(text)}.`);
	}
	return value;
}

/** One page of `keys` (sorted) after `startAt` (exclusive), with the next page's URL if any. */
function page(keys, { query, baseUrl, pathname }) {
	const limit = intParam(query, 'limit', { min: 1, max: 100, fallback: 10 });
	const startAt = query.get('startAt');
	const sorted = [...keys].sort();
	const from = startAt ? sorted.findIndex((key) => key > startAt) : 0;
	const rest = from < 0 ? [] : sorted.slice(from);
	const keysOfPage = rest.slice(0, limit);
	let next;
	if (rest.length > limit) {
		const params = new URLSearchParams(query);
		params.set('startAt', keysOfPage[keysOfPage.length - 1]);
		params.set('limit', String(limit));
		next = `${baseUrl}${pathname}?${params.toString()}`;
	}
	return { keys: keysOfPage, next };
}

/** The JSON body, or a 400 in OSS's shape. */
function jsonBody(request) {
	try {
		return request.json();
	} catch {
		throw ossError(400, 'The request body is not valid JSON.');
	}
}

module.exports = { intParam, page, jsonBody };
