'use strict';

const { collect } = require('../../../../nodes/shared/paging/pager');
const { MAX_OSS_PAGE, ossNext } = require('../../../../nodes/shared/paging/ossNext');
const { context, list, standIn } = require('./stand-in');

/** `count` objects, `limit` a page, each page's `next` the address of the one after it (startAt). */
const objects = (count) =>
	standIn((request) => {
		const url = new URL(request.url, 'https://developer.api.autodesk.com');
		const start = Number(url.searchParams.get('startAt') ?? 0);
		const limit = Number(request.query?.limit ?? url.searchParams.get('limit'));
		const items = Array.from({ length: Math.max(0, Math.min(limit, count - start)) }, (_, index) => ({ objectKey: `o${start + index}` }));
		const next = start + limit < count ? `https://developer.api.autodesk.com/oss/v2/buckets/b/objects?limit=${limit}&startAt=${start + limit}` : undefined;
		return { items, next };
	});

describe('OSS next paging (buckets, objects)', () => {
	test(`Return All asks for pages of ${MAX_OSS_PAGE} and follows next to the end`, async () => {
		const service = objects(250);
		const records = await collect(context, ossNext, list({ url: '/oss/v2/buckets/b/objects', query: { beginsWith: 'o' } }), { send: service.send });
		expect(records).toHaveLength(250);
		expect(records[249]).toEqual({ objectKey: 'o249' });
		expect(service.requests[0].query).toEqual({ beginsWith: 'o', limit: MAX_OSS_PAGE });
		expect(service.requests.slice(1).map((request) => [request.url, request.query])).toEqual([
			['https://developer.api.autodesk.com/oss/v2/buckets/b/objects?limit=100&startAt=100', undefined],
			['https://developer.api.autodesk.com/oss/v2/buckets/b/objects?limit=100&startAt=200', undefined],
		]);
	});

	test('a Limit asks for a page of that size, and no more pages', async () => {
		const service = objects(250);
		const records = await collect(context, ossNext, list(), { limit: 7, send: service.send });
		expect(records.map((record) => record.objectKey)).toEqual(['o0', 'o1', 'o2', 'o3', 'o4', 'o5', 'o6']);
		expect(service.requests.map((request) => request.query)).toEqual([{ limit: 7 }]);
	});

	test('no next, or an empty answer, ends the list', async () => {
		const service = standIn(() => ({}));
		expect(await collect(context, ossNext, list(), { send: service.send })).toEqual([]);
		expect(service.requests).toHaveLength(1);
	});
});
