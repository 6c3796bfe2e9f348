'use strict';

/**
 * An operation refused as a tool (its contract's `notATool`, test/support/contracts.js) is refused
 * before anything is sent, whatever the tool output. What every other operation gives as a tool
 * call is checked from its good run in goodRuns.test.js.
 */

const { collectContracts } = require('../support/contracts');
const { withOwnSandbox } = require('../support/faults');
const { everyScope, runGoodRun } = require('../support/goodRuns');

const { contracts } = collectContracts();
const EVERY_SCOPE = everyScope(contracts);
const refused = contracts.filter((contract) => contract.notATool);

test.concurrent.each(refused.map((contract) => [contract.key, contract]))('%s · refused as a tool, before anything is sent, in compact and in full output', async (_key, contract) => {
	for (const toolOutput of ['compact', 'full']) {
		const run = await withOwnSandbox(async (sandbox) => {
			const done = await runGoodRun(sandbox, { ...contract, parameters: { ...contract.parameters, toolOutput } }, EVERY_SCOPE, { tool: true });
			return { ...done, sent: [...sandbox.ctx.log.entries] };
		});
		expect(run.items).toEqual([]);
		expect(run.error.message.startsWith(contract.notATool)).toBe(true);
		expect(run.sent).toEqual([]);
	}
});
