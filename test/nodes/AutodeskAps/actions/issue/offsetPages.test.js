'use strict';

const http = require('node:http');
const { runNode } = require('../../../../support/engine');
const { sandboxCredentials } = require('../../../../support/credentials');
const { useSandbox } = require('../../../../support/sandbox');
const { GUID, issueParameters } = require('./issueSandbox');

/**
 * A service that ignores `offset` and gives no `pagination.totalResults` (as a proxy that drops
 * them might): every page is the same full page. The sandbox answers as the real service does, so
 * this one stands in for the broken one; the node's credential (and its token) comes from the sandbox.
 */
async function offsetIgnoringService() {
	const requests = [];
	const server = http.createServer((request, response) => {
		requests.push(new URL(request.url, 'http://x').searchParams.get('offset'));
		const limit = Number(new URL(request.url, 'http://x').searchParams.get('limit'));
		const results = Array.from({ length: limit }, (_, index) => ({ id: `issue-${index}` }));
		response.writeHead(200, { 'content-type': 'application/json' });
		response.end(JSON.stringify({ results }));
	});
	await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
	return { url: `http://127.0.0.1:${server.address().port}`, requests, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('issue lists paged by offset', () => {
	const sandbox = useSandbox();

	test('a page that repeats the one before ends the list with an error naming it, instead of a loop', async () => {
		const service = await offsetIgnoringService();
		try {
			const { error, items } = await runNode({
				parameters: issueParameters({ operation: 'getAll', returnAll: true }),
				credentials: { ...sandboxCredentials(sandbox, { scopes: ['data:read'] }), baseUrl: service.url },
			});
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
});
