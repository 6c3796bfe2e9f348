'use strict';

const { credentialsForToken } = require('./credentials');
const { runNode } = require('./engine');
const { scopesAsked } = require('./contractRequests');
const { withOwnSandbox } = require('./faults');
const { USER } = require('./webhooks');

/**
 * The good run of an operation's contract (test/support/contracts.js), as the suites that cover
 * every operation run it: its set-up in the sandbox, then the node (as a tool when `tool`, as in runNode) with a
 * token of the contract's kind (credentialsForToken) that holds every scope the contracts name.
 */

/** Every scope the contracts' requests need. */
function everyScope(contracts) {
	return [...new Set(contracts.flatMap((contract) => [contract.firstRequest, ...contract.laterRequests].flatMap((request) => request.scopes.need.flat())))];
}

/** Sets up the contract's input in `sandbox` and runs its parameters; `beforeRun(sandbox)` after the set-up. */
async function runGoodRun(sandbox, contract, scopes, { tool, beforeRun } = {}) {
	const input = await contract.setup(sandbox);
	sandbox.ctx.log.clear();
	const before = beforeRun?.(sandbox);
	// As a tool, the builder has allowed access changes: the run shows what a model is given.
	const parameters = tool ? { ...contract.parameters, allowAccessChanges: true } : contract.parameters;
	const run = await runNode({ tool, parameters, items: input, credentials: credentialsForToken(sandbox, contract.token, { userId: USER, scopes }) });
	return { ...run, before };
}

/** A GET of a file's bytes from a signed address. */
const isDownload = (entry) => entry.method === 'GET' && /^\/(s3|cdn)\//.test(entry.path);

/**
 * The good run of a contract (as a tool when `tool`, as in runNode), in a sandbox of its own: its `items` and
 * `error`, the requests the sandbox logged (`entries`, in the order they arrived), the scopes it
 * asked of each (`asked`, from scopesAsked) and the downloads from signed addresses among them.
 */
function recordedGoodRun(contract, scopes, tool) {
	return withOwnSandbox(async (sandbox) => {
		const { items, error, before: asked } = await runGoodRun(sandbox, contract, scopes, { tool, beforeRun: scopesAsked });
		const entries = [...sandbox.ctx.log.entries];
		return { items, error, entries, asked, downloads: entries.filter(isDownload) };
	});
}

/**
 * Each contract's good run (as a tool when `tool`), run once however many checks ask for it (recordedGoodRun):
 * `goodRunOf(contract)` answers the same promise each time.
 */
function sharedGoodRuns(scopes, tool = false) {
	const runs = new Map();
	return (contract) => {
		if (!runs.has(contract.key)) runs.set(contract.key, recordedGoodRun(contract, scopes, tool));
		return runs.get(contract.key);
	};
}

module.exports = { everyScope, runGoodRun, sharedGoodRuns };
