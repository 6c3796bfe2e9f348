'use strict';

const { badRequest } = require('./access');

/**
 * `limit`/`offset` paging of the RFIs API's lists: `{ pagination: { limit, offset, totalResults },
 * results }`; the search reads them from its body's `pagination`, the GET lists from the query
 * (the sandbox's choice where the reference pages are silent: docs/service-decisions.md ("RFIs v3")).
 */
const PAGING = { defaultLimit: 20, maxLimit: 100 };

function checkPaging(limit, offset) {
	if (!Number.isInteger(limit) || limit < 1 || limit > PAGING.maxLimit)
		throw badRequest(`limit must be an integer between 1 and ${PAGING.maxLimit}; got ${limit}.`);
	if (!Number.isInteger(offset) || offset < 0)
		throw badRequest(`offset must be a non-negative integer; got ${offset}.`);
	return { limit, offset };
}

function queryPaging(query) {
	const number = (name, fallback) => {
		const values = query.getAll(name);
		if (!values.length) return fallback;
		if (values.length > 1 || !/^\d+$/.test(values[0]))
			throw badRequest(`${name} must be a single non-negative integer; got '${values.join(',')}'.`);
		return Number(values[0]);
	};
	return checkPaging(number('limit', PAGING.defaultLimit), number('offset', 0));
}

function bodyPaging(pagination) {
	if (pagination === undefined) return checkPaging(PAGING.defaultLimit, 0);
	if (pagination === null || typeof pagination !== 'object' || Array.isArray(pagination))
		throw badRequest('pagination must be an object with limit and offset.');
	const unknown = Object.keys(pagination).find((key) => key !== 'limit' && key !== 'offset');
	if (unknown) throw badRequest(`Unknown field 'pagination.${unknown}'.`);
	return checkPaging(pagination.limit ?? PAGING.defaultLimit, pagination.offset ?? 0);
}

function page(records, { limit, offset }, render = (record) => record) {
	return {
		pagination: { limit, offset, totalResults: records.length },
		results: records.slice(offset, offset + limit).map(render),
	};
}

/** Refuses query parameters a GET list does not know. */
function refuseUnknownQuery(query, known) {
	for (const key of query.keys())
		if (!known.includes(key)) throw badRequest(`Unknown query parameter '${key}'.`);
}

module.exports = { PAGING, queryPaging, bodyPaging, page, refuseUnknownQuery };
