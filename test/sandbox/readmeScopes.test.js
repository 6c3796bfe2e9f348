'use strict';

/**
 * The README's scopes table is what the sandbox asks (and the sandbox follows the OpenAPI files'
 * security). Each operation's contract (test/support/contracts.js) says the scopes its first request
 * needs (and those of later requests that need another row's) and the table's row that lists them:
 * the row lists those scopes, a token with exactly them gets past authentication, and a token
 * lacking any one of them is refused with 401. Every row of the table is some contract's.
 */

const fs = require('node:fs');
const path = require('node:path');
const { useSandbox, tokenFor, call } = require('../support/sandbox');
const { SEED } = require('../../sandbox/seed/data');
const { collectContracts } = require('../support/contracts');

const sandbox = useSandbox();
const README = fs.readFileSync(path.join(__dirname, '../../docs/operations.md'), 'utf8');
const { contracts } = collectContracts();

/** The table's rows, by their Operations cell: the alternatives of scopes, each a list. */
function scopesTable() {
	const start = README.indexOf('| Operations | Scopes |');
	if (start === -1) throw new Error('README.md has no "| Operations | Scopes |" table');
	const rows = new Map();
	for (const line of README.slice(start).split('\n').slice(2)) {
		if (!line.startsWith('|')) break;
		const [operations, scopes] = line.split('|').slice(1, 3).map((cell) => cell.trim());
		rows.set(operations, scopes.split(' or ').map((part) => [...part.matchAll(/`([^`]+)`/g)].map((match) => match[1])));
	}
	return rows;
}

const TABLE = scopesTable();
const sorted = (alternatives) => alternatives.map((scopes) => [...scopes].sort()).sort();

/** The status the sandbox answers the request with a token of `scopes`: the app's own, or the admin's (`kind`, a contract's `token`). */
async function status({ method, path: url, body }, scopes, kind) {
	const token = tokenFor(sandbox, { scopes, userId: kind === 'app' ? null : SEED.users.admin });
	const headers = method === 'PATCH' && url.startsWith('/data/') ? { 'content-type': 'application/vnd.api+json' } : {};
	return (await call(sandbox, method, url, { token, json: body, headers })).status;
}

test('every row of the table covers some operation', () => {
	const named = new Set(contracts.flatMap((contract) => requestsOf(contract).map((request) => request.scopes.row)));
	expect([...TABLE.keys()].filter((row) => !named.has(row))).toEqual([]);
});

const requestsOf = (contract) => [contract.firstRequest, ...contract.laterRequests];
const CASES = contracts.flatMap((contract) =>
	requestsOf(contract).map(({ method, example, body, scopes }) => [`${contract.key} · ${method} ${example} · ${scopes.row}`, { ...scopes, request: { method, path: example, body }, kind: contract.token }]),
);

test.each(CASES)('%s', async (_name, { row, need, request, kind }) => {
	expect(TABLE.has(row) ? sorted(TABLE.get(row)) : `no row "${row}" in the README's scopes table`).toEqual(sorted(need));
	for (const scopes of need) {
		expect(await status(request, scopes, kind)).not.toBe(401);
		for (const missing of scopes) {
			const fewer = scopes.filter((scope) => scope !== missing);
			if (need.some((other) => other.every((scope) => fewer.includes(scope)))) continue;
			expect([missing, await status(request, fewer, kind)]).toEqual([missing, 401]);
		}
	}
});
