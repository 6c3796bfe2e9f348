'use strict';

/**
 * Every operation as a tool call (the node under n8n's Tool type name), from its contract's good
 * run (test/support/contracts.js): it succeeds, gives a model no binary data, downloads no file
 * bytes from a signed address, gives a link for each file the node gives, and carries no more
 * than the node's own output (its JSON and files) besides those links; one refused as a tool (`notATool`) is refused before anything is sent. A new operation
 * is checked here as soon as it has its contract.
 */

const { collectContracts } = require('../../support/contracts');
const { withOwnSandbox } = require('../../support/faults');
const { everyScope, runGoodRun } = require('../../support/goodRuns');

const { contracts } = collectContracts();
const EVERY_SCOPE = everyScope(contracts);
/** What the items carry: their JSON and, for a file, its binary data (base64 here). */
const bytesOf = (items) => JSON.stringify(items.map((item) => [item.json, item.binary ?? null])).length;
/** What a tool gives instead of a file: a signed address and, for a derivative, the cookies to send. */
const LINK_KEYS = ['url', 'cookieHeader'];
const linkBytes = (items) => items.reduce((sum, item) => sum + LINK_KEYS.reduce((bytes, key) => bytes + JSON.stringify(item.json[key] ?? '').length - 2, 0), 0);

async function goodRun(contract, type) {
	return withOwnSandbox(async (sandbox) => {
		const run = await runGoodRun(sandbox, contract, EVERY_SCOPE, { type });
		const downloads = sandbox.ctx.log.entries.filter((entry) => entry.method === 'GET' && /^\/(s3|cdn)\//.test(entry.path));
		return { ...run, downloads };
	});
}

const [refused, tools] = [contracts.filter((contract) => contract.notATool), contracts.filter((contract) => !contract.notATool)];

test.concurrent.each(tools.map((contract) => [contract.key, contract]))('%s · as a tool: no binary, no file bytes fetched, no more than the node gives', async (_key, contract) => {
	const [plain, asTool] = [await goodRun(contract, 'autodeskAps'), await goodRun(contract, 'autodeskApsTool')];
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
});

test.concurrent.each(refused.map((contract) => [contract.key, contract]))('%s · refused as a tool, before anything is sent, in compact and in full output', async (_key, contract) => {
	for (const toolOutput of ['compact', 'full']) {
		const run = await withOwnSandbox(async (sandbox) => {
			const done = await runGoodRun(sandbox, { ...contract, parameters: { ...contract.parameters, toolOutput } }, EVERY_SCOPE, { type: 'autodeskApsTool' });
			return { ...done, sent: [...sandbox.ctx.log.entries] };
		});
		expect(run.items).toEqual([]);
		expect(run.error.message.startsWith(contract.notATool)).toBe(true);
		expect(run.sent).toEqual([]);
	}
});
