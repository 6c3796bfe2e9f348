'use strict';

/**
 * The bad-input catalogue: every invalid input the service's rules let one imagine,
 * each refused before any request with a NodeOperationError whose message names the field and the
 * rule. The rows are the operations' contracts' (`badInputs`, test/support/contracts.js);
 * test/bad-inputs.md lists them for users, and this test holds the two together: every row of a
 * contract is in the file with the exact message the node gives, and every row of the file is run here.
 */

const fs = require('node:fs');
const path = require('node:path');
const { useSandbox } = require('../support/sandbox');
const { SandboxCredentialsHelper, SERVICE_ACCOUNT_TYPE, credentialsForToken, sandboxCredentials, serviceAccountCredentials } = require('../support/credentials');
const { runNode } = require('../support/engine');
const { SEED } = require('../../sandbox/seed/data');
const { collectContracts } = require('../support/contracts');

const sandbox = useSandbox();

// Each row runs with its operation's token (a contract's `token`) unless it says otherwise.
const BAD_INPUTS = collectContracts().contracts.flatMap((contract) => contract.badInputs.map((row) => ({ token: contract.token, ...row })));
const CATALOGUE = path.join(__dirname, '..', 'bad-inputs.md');

/** The rows of every four-column table of bad-inputs.md, keyed by field and input. */
function catalogue() {
	const rows = new Map();
	for (const line of fs.readFileSync(CATALOGUE, 'utf8').split('\n')) {
		if (!line.startsWith('| ') || line.startsWith('| Field ')) continue;
		const cells = line.slice(2, -2).split(' | ').map((cell) => cell.trim().replace(/^`(.*)`$/, '$1'));
		if (cells.length !== 4) throw new Error(`bad-inputs.md: not four cells: ${line}`);
		const [field, input, rule, message] = cells;
		rows.set(`${field} · ${input}`, { rule, message });
	}
	return rows;
}

const LISTED = catalogue();
const key = (row) => `${row.field} · ${row.input}`;

test('bad-inputs.md lists each row once, and nothing else', () => {
	const keys = BAD_INPUTS.map(key);
	expect(new Set(keys).size).toBe(keys.length);
	expect([...LISTED.keys()].sort()).toEqual([...keys].sort());
	expect(keys.length).toBeGreaterThanOrEqual(40);
});

test.each(BAD_INPUTS.map((row) => [key(row), row]))('%s', async (_name, row) => {
	const credentials = { ...credentialsForToken(sandbox, row.token, { userId: 'user-admin' }), ...row.credentials };
	const credentialsHelper = row.serviceAccount
		? new SandboxCredentialsHelper({ ...serviceAccountCredentials(sandbox), ...row.credentials }, SERVICE_ACCOUNT_TYPE)
		: undefined;
	const parameters = row.serviceAccount ? { authentication: 'serviceAccount', ...row.parameters } : row.parameters;
	const { items, error } = await runNode({ parameters, items: row.items, credentials, credentialsHelper });
	expect(items).toEqual([]);
	expect(error).toBeDefined();
	expect(error.name).toBe('NodeOperationError');
	expect(error.message).toBe(LISTED.get(key(row))?.message);
	const named = row.named ?? row.field.split(' › ').pop();
	expect(error.message.toLowerCase()).toContain(named.toLowerCase());
	expect(sandbox.ctx.log.entries).toEqual([]);
});

test('under Continue On Fail a refused item is an error item of its own; the others are sent', async () => {
	const { items, error } = await runNode({
		parameters: {
			resource: 'project',
			operation: 'get',
			hubId: { __rl: true, mode: 'id', value: SEED.hubs.bim360 },
			projectId: { __rl: true, mode: 'id', value: '={{ $json.project }}' },
		},
		items: [{ json: { project: SEED.projects.tower } }, { json: { project: SEED.hubs.bim360 } }, { json: { project: SEED.projects.tower } }],
		continueOnFail: true,
		credentials: sandboxCredentials(sandbox, { userId: 'user-admin' }),
	});
	expect(error).toBeUndefined();
	expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
	expect(items[1].json.error).toMatch(/^Project must be a project of the hub, not the hub itself/);
	expect(items[0].json.name).toBe('Sandbox Tower');
	expect(sandbox.ctx.log.find({ path: /\/projects\// })).toHaveLength(2);
});
