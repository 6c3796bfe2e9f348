'use strict';

const path = require('node:path');

/** Reading executions as n8n's executions API answers them. */

/** The JSON of a node's first output in an execution's run data. */
function nodeOutput(runData, nodeName) {
	const runs = runData[nodeName];
	if (!runs)
		throw new Error(`Node "${nodeName}" did not run; ran: ${Object.keys(runData).join(', ')}`);
	const items = (runs[0].data && runs[0].data.main[0]) || [];
	return items.map((item) => item.json);
}

/**
 * An execution as GET /rest/executions/:id answers it, its `data` decoded from the flatted format
 * n8n stores it in (with n8n's own copy of `flatted`), plus `output(nodeName)`.
 */
function decodeExecution(execution, n8nDir) {
	const flatted = require(path.join(n8nDir, 'node_modules', 'flatted'));
	const data = typeof execution.data === 'string' ? flatted.parse(execution.data) : execution.data;
	const runData = data.resultData.runData;
	return { ...execution, data, output: (nodeName) => nodeOutput(runData, nodeName) };
}

/**
 * The outcome of a run (a decoded execution that has ended): { ok, status, run, error, runData,
 * output(nodeName) } where `run` is the execution (`run.data.resultData`), `error` the workflow's
 * error if any, and `output(nodeName)` the JSON of that node's first output.
 */
function runOutcome(execution) {
	const resultData = execution.data.resultData;
	return {
		ok: execution.status === 'success' && !resultData.error,
		status: execution.status,
		run: execution,
		error: resultData.error,
		runData: resultData.runData,
		output: execution.output,
	};
}

module.exports = { decodeExecution, runOutcome, nodeOutput };
