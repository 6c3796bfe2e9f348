'use strict';

const { collect, collectWithIncluded, onePage, pages, PAGES_AHEAD } = require('../../../../nodes/shared/paging/pager');
const { MAX_LIST_PAGES } = require('../../../../nodes/shared/paging/guard');
const { offsetPaging } = require('../../../../nodes/shared/paging/offset');
const { ossNext } = require('../../../../nodes/shared/paging/ossNext');
const { linksNext } = require('../../../../nodes/shared/paging/linksNext');
const { context, list, standIn } = require('./stand-in');

/** `count` records `{ id }` in pages by limit and offset, with the total; `short` gives a page its own length. */
const offsetService = ({ count, cap = Infinity, short = {}, refused, hold } = {}) =>
	standIn(async (request) => {
		const { limit, offset } = request.query;
		if (hold) await hold(offset);
		if (offset === refused) throw new Error(`offset ${offset} refused`);
		const length = Math.max(0, Math.min(limit, cap, count - offset, short[offset] ?? Infinity));
		return { pagination: { limit, offset, totalResults: count }, results: Array.from({ length }, (_, index) => ({ id: offset + index })) };
	});

const offsets = (service) => service.requests.map((request) => request.query.offset);
const ids = (from, to) => Array.from({ length: to - from }, (_, index) => from + index);

describe('the pager', () => {
	test('Return All reads every page; a Limit asks for pages no larger than it needs and for no page more', async () => {
		const all = offsetService({ count: 250 });
		const records = await collect(context, offsetPaging({ maxPage: 100 }), list(), { send: all.send });
		expect(records.map((record) => record.id)).toEqual(ids(0, 250));
		expect(all.requests.map((request) => request.query.limit)).toEqual([100, 100, 100]);

		const some = offsetService({ count: 250 });
		const first = await collect(context, offsetPaging({ maxPage: 100 }), list(), { limit: 30, send: some.send });
		expect(first.map((record) => record.id)).toEqual(ids(0, 30));
		expect(some.requests.map((request) => request.query)).toEqual([{ limit: 30, offset: 0 }]);
	});

	test('without a page size of its own a style keeps the request as it is', async () => {
		const service = standIn(() => ({ data: [{ id: 'a' }, { id: 'b' }] }));
		const records = await collect(context, linksNext, list({ query: { 'page[limit]': 200 } }), { limit: 1, send: service.send });
		expect(records).toEqual([{ id: 'a' }]);
		expect(service.requests[0].query).toEqual({ 'page[limit]': 200 });
	});

	test('stopping the iteration stops the fetching', async () => {
		const service = standIn((request, index) => ({ items: [{ n: index }], next: `https://x.invalid/oss/v2/buckets?startAt=${index}` }));
		for await (const page of pages(context, ossNext, list(), { send: service.send })) {
			if (page.data[0].n === 3) break;
		}
		expect(service.requests).toHaveLength(3);
	});

	test('collectWithIncluded keeps the included resources of the pages it read', async () => {
		const service = standIn((request, index) => ({
			data: [{ id: `item-${index}` }],
			included: [{ id: `version-${index}` }],
			links: index < 2 ? { next: { href: `/data/v1/list?page=${index + 1}` } } : {},
		}));
		const { data, included } = await collectWithIncluded(context, linksNext, list(), { send: service.send });
		expect(data.map((record) => record.id)).toEqual(['item-1', 'item-2']);
		expect(included.map((record) => record.id)).toEqual(['version-1', 'version-2']);
	});

	test('a page answers its next request, which one page of a list search hands on as its token', async () => {
		const service = standIn(() => ({ data: [{ id: 'p1' }], links: { next: { href: 'https://developer.api.autodesk.com/project/v1/hubs/h/projects?page[number]=1' } } }));
		const page = await onePage(context, linksNext, list(), service.send);
		expect(page.data).toEqual([{ id: 'p1' }]);
		expect(page.next.url).toBe('https://developer.api.autodesk.com/project/v1/hubs/h/projects?page[number]=1');
		expect(page.next.operation).toBe('Get many things');
		expect(service.requests).toHaveLength(1);
	});

	describe('pages asked for ahead', () => {
		test(`once the total is known, the next ${PAGES_AHEAD} pages are asked for while a page is read, and no page past the total`, async () => {
			const service = offsetService({ count: 1000 });
			const listing = pages(context, offsetPaging({ maxPage: 100 }), list(), { send: service.send });
			await listing.next();
			expect(offsets(service)).toEqual([0, 100, 200, 300]);
			const records = [];
			for await (const page of listing) records.push(...page.data);
			expect(records.map((record) => record.id)).toEqual(ids(100, 1000));
			expect(offsets(service).sort((a, b) => a - b)).toEqual(ids(0, 10).map((page) => page * 100));
			expect(service.maxInFlight).toBeLessThanOrEqual(PAGES_AHEAD);
		});

		test('ahead: 0 asks for each page only when the one before it was read, and none after the reader stops', async () => {
			const service = offsetService({ count: 1000 });
			const listing = pages(context, offsetPaging({ maxPage: 100 }), list(), { send: service.send, ahead: 0 });
			await listing.next();
			expect(offsets(service)).toEqual([0]);
			await listing.next();
			expect(offsets(service)).toEqual([0, 100]);
			await listing.return();
			expect(offsets(service)).toEqual([0, 100]);
		});

		test("at the service's own page size when it gives fewer than asked for", async () => {
			const service = offsetService({ count: 200, cap: 50 });
			const records = await collect(context, offsetPaging({ maxPage: 100 }), list(), { send: service.send });
			expect(records.map((record) => record.id)).toEqual(ids(0, 200));
			expect(offsets(service)).toEqual([0, 50, 100, 150]);
		});

		test('no further than the Limit needs', async () => {
			const service = offsetService({ count: 1000 });
			const records = await collect(context, offsetPaging({ maxPage: 100 }), list(), { limit: 250, send: service.send });
			expect(records).toHaveLength(250);
			expect(offsets(service)).toEqual([0, 100, 200]);
		});

		test('a short page midway drops the pages asked for ahead and goes on from where the list really is', async () => {
			const service = offsetService({ count: 230, cap: 50, short: { 50: 40 } });
			const records = await collect(context, offsetPaging({ maxPage: 100 }), list(), { send: service.send });
			expect(records.map((record) => record.id)).toEqual(ids(0, 230));
			expect(offsets(service)).toEqual(expect.arrayContaining([0, 50, 90, 140, 190]));
			expect(Math.max(...offsets(service))).toBeLessThan(230);
		});

		test('a page asked for ahead that failed fails the list when its turn comes, not before', async () => {
			const service = offsetService({ count: 400, refused: 200 });
			const read = [];
			const listing = (async () => {
				for await (const page of pages(context, offsetPaging({ maxPage: 100 }), list(), { send: service.send })) read.push(page.data.length);
			})();
			await expect(listing).rejects.toThrow('offset 200 refused');
			expect(read).toEqual([100, 100]);
		});

		test('a failed page asked for ahead and then dropped is no unhandled rejection and does not fail the list', async () => {
			const unhandled = [];
			const onUnhandled = (reason) => unhandled.push(reason);
			process.on('unhandledRejection', onUnhandled);
			try {
				const service = offsetService({ count: 230, cap: 50, short: { 50: 40 }, refused: 100 });
				const records = await collect(context, offsetPaging({ maxPage: 100 }), list(), { send: service.send });
				expect(records.map((record) => record.id)).toEqual(ids(0, 230));
				expect(offsets(service).filter((offset) => offset === 100)).toHaveLength(1);
				await new Promise((resolve) => setImmediate(resolve));
				expect(unhandled).toEqual([]);
			} finally {
				process.off('unhandledRejection', onUnhandled);
			}
		});

		test('a list that ends before the pages asked for ahead leaves none of them unhandled', async () => {
			const unhandled = [];
			const onUnhandled = (reason) => unhandled.push(reason);
			process.on('unhandledRejection', onUnhandled);
			try {
				const service = offsetService({ count: 400, refused: 300 });
				const records = await collect(context, offsetPaging({ maxPage: 100 }), list(), { limit: 150, send: service.send });
				expect(records).toHaveLength(150);
				const listing = pages(context, offsetPaging({ maxPage: 100 }), list(), { send: service.send });
				await listing.next();
				await listing.return();
				await new Promise((resolve) => setImmediate(resolve));
				expect(unhandled).toEqual([]);
			} finally {
				process.off('unhandledRejection', onUnhandled);
			}
		});
	});

	describe('the guard against a list that never ends', () => {
		test(`more than ${MAX_LIST_PAGES} pages end the list with an error naming it`, async () => {
			const service = standIn((request, index) => ({ items: [], next: `https://x.invalid/oss/v2/buckets?startAt=${index}` }));
			await expect(collect(context, ossNext, list(), { send: service.send })).rejects.toThrow(
				`Get many things stopped: the service's list does not end (more than ${MAX_LIST_PAGES} pages)`,
			);
			expect(service.requests).toHaveLength(MAX_LIST_PAGES);
		});

		test('a next page that was already read ends the list, before it is asked for again', async () => {
			const service = standIn((request, index) => ({ items: [{ n: index }], next: 'https://x.invalid/oss/v2/buckets?startAt=b' }));
			await expect(collect(context, ossNext, list(), { send: service.send })).rejects.toThrow(
				"Get many things stopped: the service's list does not end (its next page repeats a page already read)",
			);
			expect(service.requests).toHaveLength(2);
		});

		test('the error says what to do', async () => {
			const service = standIn(() => ({ items: [{}], next: 'https://x.invalid/same' }));
			const error = await collect(context, ossNext, list({ url: 'https://x.invalid/same' }), { send: service.send }).catch((thrown) => thrown);
			expect(error.name).toBe('NodeOperationError');
			expect(error.description).toMatch(/Narrow the list with a filter or a Limit/);
		});
	});
});
