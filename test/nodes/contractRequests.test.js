'use strict';

/**
 * The check that holds the requests an operation's good run sent against what its contract says
 * (requestMismatches, test/support/contractRequests.js), on made-up logs: every contract's good
 * run is held against it in goodRuns.test.js.
 */

const { requestMismatches } = require('../support/contractRequests');

describe('the check finds a contract that says what was not sent', () => {
	const read = [['data:read']];
	const write = [['data:write']];
	const contract = {
		firstRequest: { method: 'GET', path: '^/a$', scopes: { need: read } },
		laterRequests: [{ method: 'POST', path: '^/b$', scopes: { need: write } }],
		faulted: { method: 'GET', path: '^/a$' },
		signed: [{ method: 'PUT', path: '^/s3/' }],
	};
	const entry = (method, path, headers = { authorization: 'Bearer t' }) => ({ method, path, headers });
	const asked = new Map([
		['GET /a', read],
		['POST /b', write],
		['DELETE /c', [['data:create']]],
	]);

	test('it agrees with a log that is as the contract says', () => {
		expect(requestMismatches(contract, [entry('GET', '/a'), entry('POST', '/b'), entry('PUT', '/s3/x', {})], asked)).toEqual([]);
	});

	test('a first request that is not firstRequest, and claims never sent', () => {
		expect(requestMismatches(contract, [entry('POST', '/b')], asked)).toEqual([
			'firstRequest says GET ^/a$, but the first request sent was POST /b',
			'faulted says GET ^/a$, but no request sent matches it',
			'signed says PUT ^/s3/ is sent, but no request sent matches it',
		]);
	});

	test('a request of other scopes that laterRequests lacks, and a tokenless request not in signed', () => {
		const log = [entry('GET', '/a'), entry('POST', '/b'), entry('PUT', '/s3/x', {}), entry('DELETE', '/c'), entry('GET', '/cdn/y', {})];
		expect(requestMismatches(contract, log, asked)).toEqual([
			'DELETE /c was asked [["data:create"]], scopes neither firstRequest nor laterRequests lists: add it to laterRequests with the README scopes row that lists them',
			'GET /cdn/y was sent without being asked for scopes: list it in signed if it goes, without a token, to a signed address (/s3/, /cdn/)',
		]);
	});

	test('scopes the sandbox asked that are not the ones the contract says', () => {
		const other = new Map([...asked, ['POST /b', read]]);
		expect(requestMismatches(contract, [entry('GET', '/a'), entry('POST', '/b'), entry('PUT', '/s3/x', {})], other)).toEqual([
			'laterRequests says POST ^/b$ needs [["data:write"]], but POST /b was asked [["data:read"]]',
		]);
	});
});
