'use strict';

const path = require('node:path');

/** Reading executions: what `n8n execute` prints, and what n8n's executions API answers. */

/** The JSON of a node's first output in an execution's run data. */
function nodeOutput(runData, nodeName) {
	const runs = runData[nodeName];
	if (!runs)
		throw new Error(`Node "${nodeName}" did not run; ran: ${Object.keys(runData).join(', ')}`);
	const items = (runs[0].data && runs[0].data.main[0]) || [];
	return items.map((item) => item.json);
}

/**
 * The execution JSON `n8n execute` prints (pretty-printed, after log lines; on failure after an
 * "Execution error:" line): from a line that is exactly "{" to the next line that is exactly "}".
 */
function parseExecution(stdout) {
	const lines = stdout.split('\n');
	for (let start = 0; start < lines.length; start++) {
		if (lines[start].trimEnd() !== '{') continue;
		for (let end = start + 1; end < lines.length; end++) {
			if (lines[end].trimEnd() !== '}') continue;
			try {
				const parsed = JSON.parse(lines.slice(start, end + 1).join('\n'));
				if (parsed && parsed.data && parsed.data.resultData) return parsed;
			} catch {
				// not this block
			}
			break;
		}
	}
	return undefined;
}

/**
 * The outcome of `n8n execute --rawOutput` ({ code, signal, stdout, stderr }): { ok, code, signal,
 * run, error, runData, output(nodeName) } where `run` is the execution (`run.data.resultData`),
 * `error` the workflow's error if any, and `output(nodeName)` the JSON of that node's first output.
 */
function executeResult(result) {
	const run = parseExecution(result.stdout);
	if (!run) {
		throw new Error(
			`n8n execute printed no execution (exit ${result.code}):\n${result.stdout.slice(-4000)}\n${result.stderr.slice(-4000)}`,
		);
	}
	const resultData = run.data.resultData;
	return {
		ok: result.code === 0 && !resultData.error,
		code: result.code,
		signal: result.signal,
		run,
		error: resultData.error,
		runData: resultData.runData,
		output: (nodeName) => nodeOutput(resultData.runData, nodeName),
		stdout: result.stdout,
		stderr: result.stderr,
	};
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

module.exports = { parseExecution, executeResult, decodeExecution, nodeOutput };
