'use strict';

const { collect } = require('../../../../nodes/shared/paging/pager');
const { linksNext, nextLink, nextPageUrl } = require('../../../../nodes/shared/paging/linksNext');
const { MAX_LIST_ITEMS } = require('../../../../nodes/shared/paging/guard');
const { context, list, standIn } = require('./stand-in');

describe('links.next paging (JSON:API, webhooks)', () => {
	test('pages are followed with the first request\'s headers and user, the query left to the link', async () => {
		const service = standIn((request, index) => ({ data: [{ id: `hook-${index}` }], links: index < 3 ? { next: `/hooks?pageState=s${index}` } : {} }));
		const hooks = await collect(context, linksNext, list({ url: '/webhooks/v1/hooks', query: { status: 'active' }, headers: { 'x-ads-region': 'EMEA' }, userId: 'u1' }), { send: service.send });
		expect(hooks.map((hook) => hook.id)).toEqual(['hook-1', 'hook-2', 'hook-3']);
		expect(service.requests.map((request) => [request.url, request.query])).toEqual([
			['/webhooks/v1/hooks', { status: 'active' }],
			['/webhooks/v1/hooks?pageState=s1', undefined],
			['/webhooks/v1/hooks?pageState=s2', undefined],
		]);
		expect(service.requests.every((request) => request.headers['x-ads-region'] === 'EMEA' && request.userId === 'u1')).toBe(true);
	});

	test('a pageState read again under another address ends the list', async () => {
		const service = standIn((request, index) => ({ data: [{ id: index }], links: { next: index === 1 ? '/hooks?pageState=s' : `/hooks?pageState=s&round=${index}` } }));
		await expect(collect(context, linksNext, list({ url: '/webhooks/v1/hooks' }), { send: service.send })).rejects.toThrow(
			"Get many things stopped: the service's list does not end (its next page repeats a page already read)",
		);
		expect(service.requests).toHaveLength(2);
	});

	test('a link back to the first page, query and all, ends the list', async () => {
		const service = standIn(() => ({ data: [{ id: 'p' }], links: { next: { href: '/project/v1/hubs/h/projects?page[limit]=200' } } }));
		await expect(collect(context, linksNext, list({ url: '/project/v1/hubs/h/projects', query: { 'page[limit]': 200 } }), { send: service.send })).rejects.toThrow(
			/its next page repeats a page already read/,
		);
		expect(service.requests).toHaveLength(1);
	});

	test(`more than ${MAX_LIST_ITEMS} resources end the list (a new pageState on every page)`, async () => {
		const service = standIn((request, index) => ({ data: Array.from({ length: 100 }, (_, n) => ({ id: n })), links: { next: `/hooks?pageState=${index}` } }));
		await expect(collect(context, linksNext, list({ url: '/webhooks/v1/hooks' }), { send: service.send })).rejects.toThrow(
			`(more than ${MAX_LIST_ITEMS} resources)`,
		);
		expect(service.requests).toHaveLength(101);
	});
});

describe('nextLink', () => {
	test.each([
		['JSON:API object', { links: { next: { href: 'https://h/p?page%5Bnumber%5D=1' } } }, 'https://h/p?page%5Bnumber%5D=1'],
		['relative JSON:API object', { links: { next: { href: '/data/v1/x?page%5Bnumber%5D=2' } } }, '/data/v1/x?page%5Bnumber%5D=2'],
		['webhooks path', { links: { next: '/webhooks/v1/hooks?pageState=abc' } }, '/webhooks/v1/hooks?pageState=abc'],
		['last page', { links: { self: { href: 'x' } } }, undefined],
		['null next', { links: { next: null } }, undefined],
		['no body (204)', undefined, undefined],
	])('%s', (_, body, expected) => {
		expect(nextLink(body)).toBe(expected);
	});
});

describe('nextPageUrl', () => {
	test.each([
		['webhooks: relative to /webhooks/v1 (OpenAPI example)', '/webhooks/v1/hooks', '/hooks?pageState=abc', '/webhooks/v1/hooks?pageState=abc'],
		['webhooks: an event list (the guide)', '/webhooks/v1/systems/data/events/dm.version.added/hooks', '/systems/data/events/dm.version.added/hooks?pageState=a', '/webhooks/v1/systems/data/events/dm.version.added/hooks?pageState=a'],
		['webhooks: a full path is taken as it is', '/webhooks/v1/hooks', '/webhooks/v1/hooks?pageState=abc', '/webhooks/v1/hooks?pageState=abc'],
		['webhooks: an absolute URL is taken as it is', '/webhooks/v1/hooks', 'https://h/webhooks/v1/hooks?pageState=abc', 'https://h/webhooks/v1/hooks?pageState=abc'],
		['JSON:API: a path from the root', '/project/v1/hubs', '/project/v1/hubs?page%5Bnumber%5D=1', '/project/v1/hubs?page%5Bnumber%5D=1'],
		['any API: a relative path is below the list\'s API root', '/data/v1/projects/b.1/folders/f/contents', '/projects/b.1/folders/f/contents?page%5Bnumber%5D=1', '/data/v1/projects/b.1/folders/f/contents?page%5Bnumber%5D=1'],
	])('%s', (_, listUrl, next, expected) => {
		expect(nextPageUrl(listUrl, next)).toBe(expected);
	});
});
