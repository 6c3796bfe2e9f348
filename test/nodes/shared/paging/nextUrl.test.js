'use strict';

const { collect } = require('../../../../nodes/shared/paging/pager');
const { nextUrlPaging } = require('../../../../nodes/shared/paging/nextUrl');
const { context, list, standIn } = require('./stand-in');

/**
 * An ACC list as Account Admin answers it (`autodesk-platform-services/aps-sdk-openapi`
 * construction/accountadmin/accountadmin.yaml, `Pagination`): `count` users, `nextUrl` absolute
 * and carrying limit and offset, empty on the last page.
 */
const users = (count, { nextUrl } = {}) =>
	standIn((request) => {
		const url = new URL(request.url, 'https://developer.api.autodesk.com');
		const limit = Number(request.query?.limit ?? url.searchParams.get('limit'));
		const offset = Number(url.searchParams.get('offset') ?? 0);
		const results = Array.from({ length: Math.max(0, Math.min(limit, count - offset)) }, (_, index) => ({ id: `user-${offset + index}` }));
		const next = offset + limit < count ? `https://developer.api.autodesk.com/construction/admin/v1/projects/p/users?limit=${limit}&offset=${offset + limit}` : '';
		return { pagination: { limit, offset, totalResults: count, nextUrl: nextUrl ? nextUrl(offset) : next, previousUrl: '' }, results };
	});

describe('ACC pagination.nextUrl paging', () => {
	test('the first request asks for the largest page (or the Limit), each next page is nextUrl, an empty nextUrl ends the list', async () => {
		const service = users(450);
		const records = await collect(context, nextUrlPaging({ maxPage: 200 }), list({ url: '/construction/admin/v1/projects/p/users', query: { 'filter[name]': 'a' } }), { send: service.send });
		expect(records).toHaveLength(450);
		expect(new Set(records.map((record) => record.id)).size).toBe(450);
		expect(service.requests.map((request) => [request.url, request.query])).toEqual([
			['/construction/admin/v1/projects/p/users', { 'filter[name]': 'a', limit: 200 }],
			['https://developer.api.autodesk.com/construction/admin/v1/projects/p/users?limit=200&offset=200', undefined],
			['https://developer.api.autodesk.com/construction/admin/v1/projects/p/users?limit=200&offset=400', undefined],
		]);
	});

	test('a Limit asks for no larger page and no page more than it needs', async () => {
		const service = users(450);
		const records = await collect(context, nextUrlPaging({ maxPage: 200 }), list(), { limit: 20, send: service.send });
		expect(records).toHaveLength(20);
		expect(service.requests.map((request) => request.query)).toEqual([{ limit: 20 }]);
	});

	test('a nextUrl that points at a page already read ends the list with an error', async () => {
		const service = users(450, { nextUrl: () => 'https://developer.api.autodesk.com/construction/admin/v1/projects/p/users?limit=200&offset=200' });
		await expect(collect(context, nextUrlPaging({ maxPage: 200 }), list(), { send: service.send })).rejects.toThrow(
			"Get many things stopped: the service's list does not end (its next page repeats a page already read)",
		);
		expect(service.requests).toHaveLength(2);
	});
});
