'use strict';

const http = require('node:http');
const { runNode } = require('../../../support/engine');
const { sandboxCredentials } = require('../../../support/credentials');
const { call, useSandbox } = require('../../../support/sandbox');
const { GUID, issueParameters, seedIssues } = require('../../AutodeskConstructionCloud/actions/issue/issueSandbox');
const { collect } = require('../../../../nodes/shared/paging/pager');
const { offsetPaging } = require('../../../../nodes/shared/paging/offset');
const { context, list, standIn } = require('./stand-in');

/**
 * A stand-in Issues service on loopback: `answer(offset, limit)` gives each page's body, after
 * `hold(pending)` resolves (default: at once), with the status `status(offset)` (default 200). The
 * node's credential and token come from the sandbox.
 */
async function issueService(answer, hold = async () => undefined, status = () => 200) {
	const requests = [];
	let inFlight = 0;
	const pending = [];
	const server = http.createServer(async (request, response) => {
		const query = new URL(request.url, 'http://x').searchParams;
		requests.push(query.get('offset'));
		inFlight++;
		service.maxInFlight = Math.max(service.maxInFlight, inFlight);
		await hold(pending, Number(query.get('offset')));
		inFlight--;
		response.writeHead(status(Number(query.get('offset'))), { 'content-type': 'application/json' });
		response.end(JSON.stringify(answer(Number(query.get('offset')), Number(query.get('limit')))));
	});
	await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
	const service = {
		url: `http://127.0.0.1:${server.address().port}`,
		requests,
		maxInFlight: 0,
		close: () => new Promise((resolve) => server.close(resolve)),
	};
	return service;
}

/**
 * A service that ignores `offset` and gives no `pagination.totalResults` (as a proxy that drops
 * them might): every page is the same full page.
 */
const offsetIgnoringService = () =>
	issueService((offset, limit) => ({ results: Array.from({ length: limit }, (_, index) => ({ id: `issue-${index}` })) }));

/**
 * `count` issues, each page at most `cap` of them, with the total; `short` gives one page's own
 * length; the page at offset `refused` answers 400 with the service's reason.
 */
const countedService = ({ count, cap, short = {}, refused }, hold) =>
	issueService(
		(offset, limit) => {
			if (offset === refused) return { title: 'Bad Request', detail: `offset ${offset} refused` };
			const length = Math.min(limit, cap, count - offset, short[offset] ?? Infinity);
			const results = Array.from({ length }, (_, index) => ({ id: `issue-${offset + index}` }));
			return { pagination: { limit, offset, totalResults: count }, results };
		},
		hold,
		(offset) => (offset === refused ? 400 : 200),
	);

/** Holds every page after the first until `count` are waiting (or 5 s pass), then answers them together. */
const untilWaiting = (count) => (pending, offset) =>
	offset === 0
		? undefined
		: new Promise((resolve) => {
				pending.push(resolve);
				const release = () => pending.splice(0).forEach((answer) => answer());
				if (pending.length >= count) release();
				else setTimeout(release, 5000).unref();
			});

const ids = (from, to) => Array.from({ length: to - from }, (_, index) => `issue-${from + index}`);
const byNumber = (offsets) => offsets.map(Number).sort((a, b) => a - b);

describe('issue lists paged by offset', () => {
	const sandbox = useSandbox();
	/** Issue > Get Many, Return All, against a stand-in service, with the sandbox's token. */
	const getAllFrom = (service) =>
		runNode({
			parameters: issueParameters({ operation: 'getAll', returnAll: true }),
			credentials: { ...sandboxCredentials(sandbox, { scopes: ['data:read'] }), baseUrl: service.url },
		});

	test('a page that repeats the one before ends the list with an error naming it, instead of a loop', async () => {
		const service = await offsetIgnoringService();
		try {
			const { error, items } = await getAllFrom(service);
			expect(items).toEqual([]);
			expect(error.message).toBe("Get many issues stopped: the service's list does not end (a page at offset 100 repeats the page before it)");
			expect(service.requests).toEqual(['0', '100']);
		} finally {
			await service.close();
		}
	});

	test('a Limit the repeated pages would reach is met before the repetition is seen', async () => {
		const service = await offsetIgnoringService();
		try {
			const { error, items } = await runNode({
				parameters: issueParameters({ operation: 'getAll', returnAll: false, limit: 30 }),
				credentials: { ...sandboxCredentials(sandbox, { scopes: ['data:read'] }), baseUrl: service.url },
			});
			expect(error).toBeUndefined();
			expect(items).toHaveLength(30);
			expect(service.requests).toEqual(['0']);
		} finally {
			await service.close();
		}
	});

	test('against the sandbox, the last page is the one that reaches totalResults', async () => {
		const { items, error } = await runNode({
			parameters: issueParameters({ operation: 'getTypes' }),
			credentials: sandboxCredentials(sandbox, { scopes: ['data:read'] }),
		});
		expect(error).toBeUndefined();
		expect(items).toHaveLength(4);
		expect(sandbox.ctx.log.find({ path: `/construction/issues/v1/projects/${GUID}/issue-types` })).toHaveLength(1);
	});

	test('once a page gives totalResults, the next three pages are asked for while it is read', async () => {
		const service = await countedService({ count: 400, cap: 100 }, untilWaiting(3));
		try {
			const { error, items } = await getAllFrom(service);
			expect(error).toBeUndefined();
			expect(items.map((item) => item.json.id)).toEqual(ids(0, 400));
			expect(service.maxInFlight).toBe(3);
			expect(byNumber(service.requests)).toEqual([0, 100, 200, 300]);
		} finally {
			await service.close();
		}
	});

	test('pages smaller than asked for, and a short page midway, still give every issue once and in order', async () => {
		const service = await countedService({ count: 230, cap: 50, short: { 50: 40 } });
		try {
			const { error, items } = await getAllFrom(service);
			expect(error).toBeUndefined();
			expect(items.map((item) => item.json.id)).toEqual(ids(0, 230));
			expect(byNumber(service.requests)).toEqual(expect.arrayContaining([0, 50, 90, 140, 190]));
			expect(Math.max(...byNumber(service.requests))).toBeLessThan(230);
		} finally {
			await service.close();
		}
	});

	test('a page asked for ahead that fails fails the list with its error when its turn comes', async () => {
		const service = await countedService({ count: 400, cap: 100, refused: 200 });
		try {
			const { error, items } = await getAllFrom(service);
			expect(items).toEqual([]);
			expect(error.httpCode).toBe('400');
			expect(error.message).toMatch(/offset 200 refused/);
			// The page at 300, asked for with it, may still be on its way: the run does not wait for it.
			expect(byNumber(service.requests)).toEqual(expect.arrayContaining([0, 100, 200]));
		} finally {
			await service.close();
		}
	});

	test('a page asked for ahead that fails, then dropped after a short page, does not fail the list', async () => {
		// Page 50 holds 40: the pages asked for at 100 and 150 are dropped, the list goes on at 90.
		const service = await countedService({ count: 230, cap: 50, short: { 50: 40 }, refused: 100 });
		try {
			const { error, items } = await getAllFrom(service);
			expect(error).toBeUndefined();
			expect(items.map((item) => item.json.id)).toEqual(ids(0, 230));
			expect(service.requests.filter((offset) => offset === '100')).toHaveLength(1);
		} finally {
			await service.close();
		}
	});

	test('a token that expires while pages are asked for ahead is refreshed once; each page is read again with the new one', async () => {
		await seedIssues(sandbox, 430);
		const issuesPath = `/construction/issues/v1/projects/${GUID}/issues`;
		const record = sandbox.ctx.log.record.bind(sandbox.ctx.log);
		let pageRequests = 0;
		// The log records a request as it arrives: the pages asked for ahead find the token expired.
		sandbox.ctx.log.record = (entry) => {
			if (entry.path === issuesPath && ++pageRequests === 2) sandbox.ctx.tokens.expireAccessTokens();
			return record(entry);
		};
		const { error, items } = await runNode({
			parameters: issueParameters({ operation: 'getAll', returnAll: true }),
			credentials: sandboxCredentials(sandbox, { scopes: ['data:read'] }),
		});
		expect(error).toBeUndefined();
		expect(new Set(items.map((item) => item.json.id)).size).toBe(436);
		const pages = sandbox.ctx.log.find({ path: issuesPath });
		expect(pages.filter((entry) => entry.status === 401).length).toBeGreaterThan(1);
		expect(byNumber(pages.filter((entry) => entry.status === 200).map((entry) => entry.query.offset))).toEqual([0, 100, 200, 300, 400]);
		const tokenRequests = (await call(sandbox, 'GET', '/__sandbox/oauth/token-requests')).body;
		expect(tokenRequests).toEqual([expect.objectContaining({ grantType: 'refresh_token', ok: true })]);
	});
});

describe('offset paging, its own rules', () => {
	test('without a total, a full page asks for the next and a short one ends the list', async () => {
		const service = standIn((request) => ({ results: Array.from({ length: request.query.offset < 200 ? 100 : 30 }, (_, index) => ({ id: request.query.offset + index })) }));
		const records = await collect(context, offsetPaging({ maxPage: 100 }), list(), { send: service.send });
		expect(records).toHaveLength(230);
		expect(service.requests.map((request) => request.query.offset)).toEqual([0, 100, 200]);
	});

	test('without a total, nothing is asked for ahead', async () => {
		const service = standIn((request) => ({ results: request.query.offset < 300 ? Array.from({ length: 100 }, (_, index) => ({ id: request.query.offset + index })) : [] }));
		await collect(context, offsetPaging({ maxPage: 100 }), list(), { send: service.send });
		expect(service.maxInFlight).toBe(1);
	});

	test("limit and offset in the body's pagination (a POST query), the records where the service puts them", async () => {
		const service = standIn((request) => {
			const { offset, limit } = request.body.pagination;
			const collection = Array.from({ length: Math.min(limit, 1500 - offset) }, (_, index) => ({ objectid: offset + index }));
			return { pagination: { offset, limit, totalResults: 1500 }, data: { type: 'properties', collection } };
		});
		const style = offsetPaging({ maxPage: 1000, in: 'body', records: (body) => body?.data?.collection });
		const records = await collect(context, style, list({ method: 'POST', body: { query: { $in: ['objectid', 1, 2] } } }), { send: service.send });
		expect(records).toHaveLength(1500);
		expect(service.requests.map((request) => request.body)).toEqual([
			{ query: { $in: ['objectid', 1, 2] }, pagination: { offset: 0, limit: 1000 } },
			{ query: { $in: ['objectid', 1, 2] }, pagination: { offset: 1000, limit: 1000 } },
		]);
		expect(service.requests.every((request) => request.query === undefined)).toBe(true);
	});

	test('a service that ignores offset (no total, the same full page) ends the list at its second page', async () => {
		const service = standIn(() => ({ results: Array.from({ length: 100 }, (_, index) => ({ id: index })) }));
		await expect(collect(context, offsetPaging({ maxPage: 100 }), list(), { send: service.send })).rejects.toThrow(
			"Get many things stopped: the service's list does not end (a page at offset 100 repeats the page before it)",
		);
		expect(service.requests).toHaveLength(2);
	});
});
