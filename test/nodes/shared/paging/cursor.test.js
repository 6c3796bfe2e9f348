'use strict';

const { collect } = require('../../../../nodes/shared/paging/pager');
const { cursorPaging } = require('../../../../nodes/shared/paging/cursor');
const { context, list, standIn } = require('./stand-in');

/**
 * A stand-in AEC Data Model GraphQL list (`hubs(pagination: $pagination)`, answering
 * `{ data: { hubs: { pagination { cursor pageSize } results } } }`): `count` hubs, the cursor an
 * opaque token of the next offset, null on the last page.
 */
const hubs = (count, { cursor } = {}) =>
	standIn((request) => {
		const { cursor: given, limit } = request.body.variables.pagination;
		const start = given ? Number(Buffer.from(given, 'base64url').toString()) : 0;
		const results = Array.from({ length: Math.max(0, Math.min(limit, count - start)) }, (_, index) => ({ id: `hub-${start + index}` }));
		const next = start + limit < count ? Buffer.from(String(start + limit)).toString('base64url') : null;
		return { data: { hubs: { pagination: { cursor: cursor ? cursor(start) : next, pageSize: results.length }, results } } };
	});

const HUBS = 'query Hubs($pagination: PaginationInput) { hubs(pagination: $pagination) { pagination { cursor pageSize } results { id name } } }';
const graphql = () => list({ method: 'POST', url: '/aec/graphql', body: { query: HUBS, variables: { filter: { name: 'x' } } } });
const style = cursorPaging({ maxPage: 50, connection: (data) => data.hubs });

describe('GraphQL cursor paging (AEC Data Model)', () => {
	test('the first request asks for a page of the limit; each next sends the cursor given, the other variables kept; no cursor ends the list', async () => {
		const service = hubs(120);
		const records = await collect(context, style, graphql(), { send: service.send });
		expect(records.map((record) => record.id)).toEqual(Array.from({ length: 120 }, (_, index) => `hub-${index}`));
		expect(service.requests.map((request) => request.body.variables)).toEqual([
			{ filter: { name: 'x' }, pagination: { limit: 50 } },
			{ filter: { name: 'x' }, pagination: { cursor: 'NTA', limit: 50 } },
			{ filter: { name: 'x' }, pagination: { cursor: 'MTAw', limit: 50 } },
		]);
		expect(service.requests.every((request) => request.body.query === HUBS)).toBe(true);
	});

	test('a Limit asks for a page of its size and for no page more', async () => {
		const service = hubs(120);
		const records = await collect(context, style, graphql(), { limit: 10, send: service.send });
		expect(records).toHaveLength(10);
		expect(service.requests.map((request) => request.body.variables.pagination)).toEqual([{ limit: 10 }]);
	});

	test('a cursor given again ends the list with an error', async () => {
		const service = hubs(120, { cursor: () => 'same' });
		await expect(collect(context, style, graphql(), { send: service.send })).rejects.toThrow(
			"Get many things stopped: the service's list does not end (its next page repeats a page already read)",
		);
		expect(service.requests).toHaveLength(2);
	});

	test('an answer without the list gives no records', async () => {
		const service = standIn(() => ({ data: { hubs: null } }));
		expect(await collect(context, style, graphql(), { send: service.send })).toEqual([]);
	});
});
