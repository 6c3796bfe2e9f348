'use strict';

const { call } = require('../support/sandbox');
const { createWorkflow, runManually, nodeItems, storedDesigns } = require('./harness');
const { waits } = require('./workflows');
const { ratio, round } = require('./stats');

/**
 * Benchmark 5: 20 designs translated and waited for in one run, every job taking the same time T
 * in the sandbox. This node (Translation Job > Create, Wait for Completion) against HTTP Request +
 * Wait + HTTP Request (manifest) + If looping the unfinished items back to Wait, built from n8n's
 * own nodes. Measured: the execution's wall time (its start, before the first job is sent, to its
 * end, after the last output) as a multiple of T. One run each: these are ratios, not assertions.
 */

const JOBS = 20;
const JOB_SECONDS = 10;
/** The Wait node's interval in the n8n workflow: what a user would pick for jobs of about T. */
const WAIT_SECONDS = 5;

async function admin(sandbox, method, path, json) {
	const response = await call(sandbox, method, path, { json });
	if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}`);
	return response;
}

const CONTENDERS = [
	{
		key: 'node',
		label: 'This node: Translation Job > Create, Wait for Completion',
		outputNode: 'APS',
		workflow: (options) => waits.node(options),
	},
	{
		key: 'http',
		label: `HTTP Request + Wait (${WAIT_SECONDS} s) + HTTP Request (manifest) + If, looping back to Wait`,
		outputNode: 'Done',
		workflow: (options) => waits.http({ ...options, waitSeconds: WAIT_SECONDS }),
	},
];

async function runContender(bench, contender, tag) {
	const { sandbox, n8n, credential } = bench;
	const items = storedDesigns(sandbox, `${tag}-${contender.key}-${Date.now()}`, JOBS);
	const workflowId = await createWorkflow(
		n8n,
		contender.workflow({ credential, baseUrl: sandbox.url, items }),
	);
	sandbox.ctx.log.clear();
	const result = await runManually(bench, workflowId, { timeoutMs: 600_000 });
	if (result.status !== 'success') {
		const error = result.execution.data.resultData.error;
		throw new Error(
			`${contender.key}: the workflow ended ${result.status}: ${error && error.message}`,
		);
	}
	const outputs = nodeItems(result.execution, contender.outputNode);
	const succeeded = outputs.filter((json) => json.status === 'success').length;
	const manifestReads = sandbox.ctx.log.find({ method: 'GET', path: /\/manifest$/ }).length;
	return {
		outputItems: outputs.length,
		succeeded,
		manifestReads,
		wallSeconds: result.wallMs / 1000,
		multipleOfT: result.wallMs / (JOB_SECONDS * 1000),
		growthMb: (result.peakKb - result.rssBeforeKb) / 1024,
	};
}

async function benchWaits(bench, { log }) {
	const previous = bench.sandbox.ctx.state.derivative.settings.durationMs;
	await admin(bench.sandbox, 'POST', '/__sandbox/derivative/settings', {
		durationMs: JOB_SECONDS * 1000,
	});
	log(
		`Waits: ${JOBS} translations of ${JOB_SECONDS} s each, waited for in one run; warm-up run of each contender`,
	);
	const contenders = [];
	try {
		for (const contender of CONTENDERS) await runContender(bench, contender, 'warm');
		for (const contender of CONTENDERS) {
			const sample = await runContender(bench, contender, 'run');
			log(
				`  ${contender.key}: ${JSON.stringify(Object.fromEntries(Object.entries(sample).map(([k, v]) => [k, round(v, 2)])))}`,
			);
			contenders.push({ key: contender.key, label: contender.label, ...sample });
		}
	} finally {
		await admin(bench.sandbox, 'POST', '/__sandbox/derivative/settings', { durationMs: previous });
	}
	const [node, http] = contenders;
	return {
		title: `${JOBS} translations of ${JOB_SECONDS} s each, waited for in one run`,
		runs: 1,
		jobs: JOBS,
		jobSeconds: JOB_SECONDS,
		waitSeconds: WAIT_SECONDS,
		contenders,
		ratios: {
			nodeMultipleOfT: node.multipleOfT,
			httpMultipleOfT: http.multipleOfT,
			nodeVsHttpWall: ratio(node.wallSeconds, http.wallSeconds),
		},
		targets: { multipleOfT: 1.5 },
	};
}

module.exports = { benchWaits };
