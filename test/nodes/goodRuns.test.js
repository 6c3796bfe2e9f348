'use strict';

/**
 * The checks of every operation's good run (its contract's `setup` and `parameters`,
 * test/support/contracts.js) through n8n-core's execution, each contract's run made once and
 * shared by its checks (sharedGoodRuns, test/support/goodRuns.js), against a sandbox of its own,
 * with a token of the contract's kind that holds every scope the contracts name. The runs go side
 * by side. A new operation is checked here as soon as it has its contract.
 * - The requests: what the sandbox logged is held against what the contract says, both ways
 *   (requestMismatches, test/support/contractRequests.js).
 * - The output schema: each operation ships the JSON Schema of its output items
 *   (nodes/<node>/__schema__/v1.0.0/<resource>/<operation>.json, where n8n looks for them:
 *   the editor shows a result's shape before a run), and the good run's items fit it. With
 *   UPDATE_OUTPUT_SCHEMAS=1 the test writes each schema from its good run instead (review the
 *   diff).
 * - As a tool call (the node under n8n's Tool type name, a run of its own): it succeeds, gives a
 *   model no binary data, downloads no file bytes from a signed address, gives a link for each
 *   file the node gives, and carries no more than the node's own output (its JSON and files)
 *   besides those links. One refused as a tool is toolCalls.test.js's.
 */

const fs = require('node:fs');
const path = require('node:path');
const { nodeOfResource } = require('../support/actionNodes');
const { collectContracts } = require('../support/contracts');
const { requestMismatches } = require('../support/contractRequests');
const { everyScope, sharedGoodRuns } = require('../support/goodRuns');
const { misfits, inferSchema } = require('../support/jsonSchema');

const ROOT = path.join(__dirname, '..', '..');
const { contracts } = collectContracts();
const EVERY_SCOPE = everyScope(contracts);
const plainRun = sharedGoodRuns(EVERY_SCOPE);
const toolRun = sharedGoodRuns(EVERY_SCOPE, true);
const update = process.env.UPDATE_OUTPUT_SCHEMAS === '1';
const each = (list) => list.map((contract) => [contract.key, contract]);

test.concurrent.each(each(contracts))('%s · the good run sends what the contract says', async (_key, contract) => {
	const { error, entries, asked } = await plainRun(contract);
	expect(error).toBeUndefined();
	expect(requestMismatches(contract, entries, asked)).toEqual([]);
});

test.concurrent.each(each(contracts))('%s · its items fit its output schema', async (_key, contract) => {
	const [resource, operation] = [contract.parameters.resource, contract.parameters.operation];
	const file = path.join(nodeOfResource(resource).schemaDir, resource, `${operation}.json`);
	const { items, error } = await plainRun(contract);
	expect(error).toBeUndefined();
	const values = items.map((item) => item.json);
	if (update) {
		fs.mkdirSync(path.dirname(file), { recursive: true });
		fs.writeFileSync(file, `${JSON.stringify({ $schema: 'http://json-schema.org/draft-07/schema#', ...inferSchema(values) }, null, '\t')}\n`);
	}
	if (!fs.existsSync(file)) throw new Error(`${path.relative(ROOT, file)} is missing: write it with UPDATE_OUTPUT_SCHEMAS=1`);
	const schema = JSON.parse(fs.readFileSync(file, 'utf8'));
	expect(values.flatMap((value) => misfits(value, schema))).toEqual([]);
});

/** What the items carry: their JSON and, for a file, its binary data (base64 here). */
const bytesOf = (items) => JSON.stringify(items.map((item) => [item.json, item.binary ?? null])).length;
/** What a tool gives instead of a file: a signed address and, for a derivative, the cookies to send. */
const LINK_KEYS = ['url', 'cookieHeader'];
const linkBytes = (items) => items.reduce((sum, item) => sum + LINK_KEYS.reduce((bytes, key) => bytes + JSON.stringify(item.json[key] ?? '').length - 2, 0), 0);

test.concurrent.each(each(contracts.filter((contract) => !contract.notATool)))('%s · as a tool: no binary, no file bytes fetched, no more than the node gives', async (_key, contract) => {
	const [plain, asTool] = [await plainRun(contract), await toolRun(contract)];
	expect(plain.error).toBeUndefined();
	expect(asTool.error).toBeUndefined();
	expect(asTool.items.length).toBeGreaterThan(0);
	expect(asTool.items.filter((item) => item.binary !== undefined)).toEqual([]);
	expect(asTool.downloads).toEqual([]);
	if (plain.items.some((item) => item.binary !== undefined)) {
		expect(asTool.items.filter((item) => !/^https?:\/\//.test(item.json.url))).toEqual([]);
	}
	expect(bytesOf(asTool.items) - linkBytes(asTool.items)).toBeLessThanOrEqual(bytesOf(plain.items));
	expect(asTool.items.every((item) => item.pairedItem !== undefined)).toBe(true);
}, 60000); // at worst its two runs one after the other, started side by side with the file's others
