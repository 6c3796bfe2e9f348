'use strict';

const { spawnGroup, capture } = require('../e2e/processes');
const { runManually, nodeTimeMs } = require('./harness');
const { medians, ratio, round, rotated } = require('./stats');

/**
 * What the list benchmarks (1 and 11) share: a contender that is an n8n workflow, one that is a
 * bare `fetch` loop in a Node process of its own, and the runs of all of them (a warm-up each,
 * then alternating in a rotated order), with medians and the ratios of this node to the others.
 */

/** One run of a workflow; checks it produced `expected` records (`countRecords(execution)`). */
async function n8nContender(bench, workflowId, nodes, countRecords, expected) {
	const result = await runManually(bench, workflowId);
	if (result.status !== 'success') {
		const error = result.execution.data.resultData.error;
		throw new Error(`The workflow ended ${result.status}: ${error && error.message}`);
	}
	const records = countRecords(result.execution);
	if (records !== expected) throw new Error(`Expected ${expected} records, got ${records}`);
	return {
		ms: nodes.reduce((total, name) => total + nodeTimeMs(result.execution, name), 0),
		wallMs: result.wallMs,
		peakMb: result.peakKb / 1024,
		growthMb: (result.peakKb - result.rssBeforeKb) / 1024,
	};
}

/**
 * `node <script> ...args` with n8n's Node; the script prints { ms, count, peakKb } as JSON, its
 * time measured inside it.
 */
async function fetchLoopContender(bench, script, args, expected) {
	const child = spawnGroup(bench.n8n.runtime.nodeBin, [script, ...args], {});
	const stdout = capture(child.stdout);
	const stderr = capture(child.stderr);
	const { code } = await child.exited;
	if (code !== 0) throw new Error(`The fetch loop failed (${code}): ${stderr.text}`);
	const result = JSON.parse(stdout.text);
	if (result.count !== expected)
		throw new Error(`The fetch loop got ${result.count} records, not ${expected}`);
	return { ms: result.ms, wallMs: result.ms, peakMb: result.peakKb / 1024 };
}

/**
 * Runs the contenders (keys node, http, httpSplit and fetch): one warm-up each, then `runs`
 * runs in a rotated order. Answers { contenders (medians and samples), ratios }.
 */
async function compareContenders(contenders, { runs, log }) {
	for (const contender of contenders) await contender.run();
	const samples = Object.fromEntries(contenders.map((contender) => [contender.key, []]));
	for (let run = 0; run < runs; run++) {
		for (const contender of rotated(contenders, run)) {
			const sample = await contender.run();
			samples[contender.key].push(sample);
			log(
				`  run ${run + 1}/${runs} ${contender.key}: ${round(sample.ms)} ms, peak ${round(sample.peakMb)} MB`,
			);
		}
	}
	const results = contenders.map((contender) => ({
		key: contender.key,
		label: contender.label,
		...medians(samples[contender.key], ['ms', 'wallMs', 'peakMb', 'growthMb']),
		samples: samples[contender.key],
	}));
	const byKey = Object.fromEntries(results.map((result) => [result.key, result]));
	return {
		contenders: results,
		ratios: {
			timeVsHttp: ratio(byKey.node.ms, byKey.http.ms),
			timeVsHttpSplit: ratio(byKey.node.ms, byKey.httpSplit.ms),
			timeVsFetch: ratio(byKey.node.ms, byKey.fetch.ms),
			peakVsHttp: ratio(byKey.node.peakMb, byKey.http.peakMb),
			peakVsHttpSplit: ratio(byKey.node.peakMb, byKey.httpSplit.peakMb),
		},
	};
}

module.exports = { n8nContender, fetchLoopContender, compareContenders };
