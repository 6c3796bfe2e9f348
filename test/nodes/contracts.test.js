'use strict';

/**
 * Every operation of the action nodes has its contract beside its tests (test/support/contracts.js), and
 * every contract belongs to an operation; each contract says what the suites that cover every
 * operation read from it, about its own operation. That its requests are the ones its good run
 * sends is goodRuns.test.js's.
 */

const { allResources } = require('../support/actionNodes');
const { collectContracts } = require('../support/contracts');

const { contracts, missing, strays } = collectContracts();

test('every operation of the node has a contract beside its tests', () => {
	expect(missing.map((file) => `add ${file} (see test/support/contracts.js)`)).toEqual([]);
	expect(contracts.length).toBe(allResources().reduce((sum, { resource }) => sum + Object.keys(resource.operations).length, 0));
});

test('every contract is of an operation of the node', () => {
	expect(strays.map((file) => `${file}: no operation of an action node's actions/resources.ts has this name; rename or remove it`)).toEqual([]);
});

describe.each(contracts.map((contract) => [contract.key, contract]))('%s', (_key, contract) => {
	test('names its operation: in its messages, and in the README', () => {
		expect(contract.label).toEqual(expect.any(String));
		expect(contract.readme).toEqual({ resource: expect.any(String), operation: expect.any(String) });
	});

	test("says the token it runs with: a user's (three-legged) or the app's own (two-legged)", () => {
		expect(['user', 'app']).toContain(contract.token);
	});

	test('runs its own operation, in the good run and in every bad-input row', () => {
		expect(contract.setup).toEqual(expect.any(Function));
		const own = { resource: contract.resource, operation: contract.operation };
		expect(contract.parameters).toMatchObject(own);
		for (const row of contract.badInputs) expect([row.field, row.input, row.parameters]).toEqual([row.field, row.input, expect.objectContaining(own)]);
	});

	test('its requests are said whole: a method, a path pattern its example matches, the scopes', () => {
		const requests = [contract.firstRequest, contract.faulted];
		for (const request of requests) expect(request).toEqual(expect.objectContaining({ method: expect.stringMatching(/^(GET|POST|PUT|PATCH|DELETE)$/), path: expect.any(String) }));
		for (const { method, path, example, scopes } of [contract.firstRequest, ...contract.laterRequests]) {
			expect([method, path, example]).toEqual([expect.stringMatching(/^(GET|POST|PUT|PATCH|DELETE)$/), expect.any(String), expect.stringMatching(/^\//)]);
			expect(example).toMatch(new RegExp(path));
			expect(scopes).toEqual({ row: expect.any(String), need: expect.arrayContaining([expect.any(Array)]) });
		}
		for (const request of contract.signed) expect(request).toEqual({ method: expect.stringMatching(/^(GET|PUT)$/), path: expect.stringMatching(/^\^\/(s3|cdn)\//) });
	});
});
