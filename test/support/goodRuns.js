'use strict';

const { credentialsForToken } = require('./credentials');
const { runNode } = require('./engine');
const { USER } = require('./webhooks');

/**
 * The good run of an operation's contract (test/support/contracts.js), as the suites that cover
 * every operation run it: its set-up in the sandbox, then the node (`type` as in runNode) with a
 * token of the contract's kind (credentialsForToken) that holds every scope the contracts name.
 */

/** Every scope the contracts' requests need. */
function everyScope(contracts) {
	return [...new Set(contracts.flatMap((contract) => [contract.firstRequest, ...contract.laterRequests].flatMap((request) => request.scopes.need.flat())))];
}

/** Sets up the contract's input in `sandbox` and runs its parameters; `beforeRun(sandbox)` after the set-up. */
async function runGoodRun(sandbox, contract, scopes, { type, beforeRun } = {}) {
	const input = await contract.setup(sandbox);
	sandbox.ctx.log.clear();
	const before = beforeRun?.(sandbox);
	const run = await runNode({ type, parameters: contract.parameters, items: input, credentials: credentialsForToken(sandbox, contract.token, { userId: USER, scopes }) });
	return { ...run, before };
}

module.exports = { everyScope, runGoodRun };
