'use strict';

/**
 * Every operation as a tool call (the node under n8n's Tool type name), from its contract's good
 * run (test/support/contracts.js): it succeeds, gives a model no binary data, downloads no file
 * bytes from a signed address, and carries no more than the node's own output (its JSON and
 * files). A new operation is checked here as soon as it has its contract.
 */

const { collectContracts } = require('../../support/contracts');
const { withOwnSandbox } = require('../../support/faults');
const { everyScope, runGoodRun } = require('../../support/goodRuns');

const { contracts } = collectContracts();
const EVERY_SCOPE = everyScope(contracts);
/** What the items carry: their JSON and, for a file, its binary data (base64 here). */
const bytesOf = (items) => JSON.stringify(items.map((item) => [item.json, item.binary ?? null])).length;

async function goodRun(contract, type) {
	return withOwnSandbox(async (sandbox) => {
		const run = await runGoodRun(sandbox, contract, EVERY_SCOPE, { type });
		const downloads = sandbox.ctx.log.entries.filter((entry) => entry.method === 'GET' && /^\/(s3|cdn)\//.test(entry.path));
		return { ...run, downloads };
	});
}

test.concurrent.each(contracts.map((contract) => [contract.key, contract]))('%s · as a tool: no binary, no file bytes fetched, no more than the node gives', async (_key, contract) => {
	const [plain, asTool] = [await goodRun(contract, 'autodeskAps'), await goodRun(contract, 'autodeskApsTool')];
	expect(plain.error).toBeUndefined();
	expect(asTool.error).toBeUndefined();
	expect(asTool.items.length).toBeGreaterThan(0);
	expect(asTool.items.filter((item) => item.binary !== undefined)).toEqual([]);
	expect(asTool.downloads).toEqual([]);
	expect(bytesOf(asTool.items)).toBeLessThanOrEqual(bytesOf(plain.items));
	expect(asTool.items.every((item) => item.pairedItem !== undefined)).toBe(true);
});
