'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { ACTION_NODES, allResources, nodeOfResource } = require('./actionNodes');
const { empties } = require('./contractValues');

/**
 * The operations' contracts: `test/nodes/<node>/actions/<resource>/<operation>.contract.js`
 * beside each operation's tests, one per operation of each action node's own `resources`. A contract says
 * what the suites that cover every operation need to know:
 * - `label`: the name the node's messages give the faulted request ("Get project failed: …");
 * - `readme`: the resource and operation as the README's operations table names them (by default
 *   as the editor shows them: the Resource and Operation options' names);
 * - `token`: `'app'` when the service takes only the app's own two-legged token (OAuth2 with Client
 *   Credentials) for it; by default `'user'`, a user's three-legged token. Every suite runs the
 *   operation, and asks the sandbox, with that token (credentialsForToken, test/support/credentials.js);
 * - `parameters` of a good run, and `setup(sandbox)`, which seeds the sandbox and answers three
 *   input items that each send the faulted request once (distinct bodies for a POST; by default
 *   three empty items);
 * - `firstRequest`: the first request a good run sends (`method`, `path` a RegExp source, an
 *   `example` path it matches and, for a body-carrying method, a `body`) and the `scopes` it needs:
 *   the README scopes table's `row` that covers it and the scopes the row lists (`need`:
 *   alternatives, each a list);
 * - `laterRequests`: requests sent after the first that the sandbox asks other scopes of than the
 *   first's, one for each set of scopes (`method`, `path` a RegExp source, `example`, `body`,
 *   `scopes`; none by default); a request asked the scopes of the first or of a listed one needs
 *   no entry of its own;
 * - `faulted`: the request the fault suite faults (`method`, `path`), when it is not the first;
 * - `signed`: the requests to the sandbox's signed addresses (`/s3/`, `/cdn/`: `method`, `path`
 *   a RegExp source), which carry no token and so need no row of the table (none by default);
 * - `badInputs`: its rows of test/bad-inputs.md (`field`, `input`, `parameters`, optional `items`,
 *   `credentials` overrides, `serviceAccount` (the node sends with the Service Account credential)
 *   and `named`, the words of the field the message names; none by default).
 * test/nodes/goodRuns.test.js runs each good run and holds the requests the sandbox
 * logged against `firstRequest`, `laterRequests`, `faulted` and `signed`, both ways.
 */

const SUFFIX = '.contract.js';

const contractFile = (resource, operation) => path.join(nodeOfResource(resource).testDir, resource, `${operation}${SUFFIX}`);
const relative = (file) => path.relative(path.join(__dirname, '..', '..'), file);

/** The Operation option of each operation of a resource, by its value. */
const operationOptions = (resource) =>
	new Map(resource.description.find((property) => property.name === 'operation').options.map((option) => [option.value, option]));

/**
 * Every operation of the action nodes, as `{ resource, operation }` (values, as saved workflows
 * hold them), the `node` type it belongs to and `names`, as the editor shows them.
 */
const nodeOperations = () =>
	allResources().flatMap(({ node, resource }) =>
		Object.keys(resource.operations).map((operation) => ({
			node: node.type,
			resource: resource.option.value,
			operation,
			names: { resource: resource.option.name, operation: operationOptions(resource).get(operation).name },
		})),
	);

/** The contract files there are, as paths relative to the package. */
function contractFiles() {
	return ACTION_NODES.filter(({ testDir }) => fs.existsSync(testDir)).flatMap(({ testDir }) =>
		fs
			.readdirSync(testDir, { withFileTypes: true })
			.filter((entry) => entry.isDirectory())
			.flatMap((folder) =>
				fs
					.readdirSync(path.join(testDir, folder.name))
					.filter((name) => name.endsWith(SUFFIX))
					.map((name) => relative(path.join(testDir, folder.name, name))),
			),
	);
}

/**
 * The contracts of every operation that has one, each with `key` ("resource / operation"),
 * `resource`, `operation`, `file` and `faulted` filled in; `missing`: the contract files to add,
 * `strays`: contract files of no operation of the node.
 */
function collectContracts() {
	const contracts = [];
	const missing = [];
	for (const { node, resource, operation, names } of nodeOperations()) {
		const file = contractFile(resource, operation);
		if (!fs.existsSync(file)) {
			missing.push(relative(file));
			continue;
		}
		const contract = require(file);
		contracts.push({
			readme: names,
			token: 'user',
			setup: empties,
			laterRequests: [],
			signed: [],
			badInputs: [],
			...contract,
			key: `${resource} / ${operation}`,
			node,
			resource,
			operation,
			file: relative(file),
			faulted: contract.faulted ?? contract.firstRequest,
		});
	}
	const expected = new Set(nodeOperations().map(({ resource, operation }) => relative(contractFile(resource, operation))));
	const strays = contractFiles().filter((file) => !expected.has(file));
	return { contracts, missing, strays };
}

module.exports = { collectContracts, nodeOperations };
