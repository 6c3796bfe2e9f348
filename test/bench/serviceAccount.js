'use strict';

const { SEED } = require('../../sandbox/seed/data');
const { seededServiceAccountData } = require('../e2e/support');
const { createWorkflow, runManually, nodeItems, nodeTimeMs } = require('./harness');
const { serviceAccount } = require('./workflows');
const { median, ratio, round } = require('./stats');

/**
 * Benchmark 9: the action node with Authentication: Service Account, Project > Get over 1,000
 * input items (1,000 API requests in one run). From the sandbox's log: token exchanges
 * (`/authentication/v2/token`) and API requests of a run whose credential has no stored token
 * (cold) and of a run of the same workflow with the token kept (warm); and the first request's
 * added latency for signing and exchange: the time from n8n's start of the execution to the first
 * API request's arrival at the sandbox, cold against warm, medians over `runs` pairs. Each cold run
 * gets a credential of its own, saved through n8n's REST API as the credential dialog does.
 */

const TYPE = 'autodeskApsServiceAccountApi';
const ITEMS = 1000;
const HUB = SEED.hubs.bim360;
const PROJECT = SEED.projects.tower;
const TOKEN_PATH = '/authentication/v2/token';

async function savedCredential(bench, name) {
	const saved = await bench.n8n.rest('POST', '/credentials', {
		name,
		type: TYPE,
		data: seededServiceAccountData(bench.sandbox, { scope: 'data:read' }),
	});
	return { id: saved.id, name: saved.name };
}

/** One run, measured from the sandbox's log (cleared before it). */
async function measuredRun(bench, workflowId) {
	const { sandbox } = bench;
	sandbox.ctx.log.clear();
	const result = await runManually(bench, workflowId, { timeoutMs: 600_000 });
	if (result.status !== 'success') {
		const error = result.execution.data.resultData.error;
		throw new Error(`The workflow ended ${result.status}: ${error && error.message}`);
	}
	const entries = sandbox.ctx.log.entries;
	const exchanges = entries.filter((entry) => entry.path === TOKEN_PATH);
	const api = entries.filter((entry) => entry.path !== TOKEN_PATH);
	const projectGets = api.filter(
		(entry) => entry.method === 'GET' && entry.path === `/project/v1/hubs/${HUB}/projects/${PROJECT}`,
	);
	const outputs = nodeItems(result.execution, 'APS');
	const startedAt = Date.parse(result.execution.startedAt);
	return {
		exchanges: exchanges.length,
		exchangesAnswered200: exchanges.filter((entry) => entry.status === 200).length,
		apiRequests: api.length,
		extraRequests: api.length - ITEMS,
		answeredNot200: projectGets.filter((entry) => entry.status !== 200).length,
		outputItems: outputs.length,
		firstRequestMs: api.length ? api[0].time - startedAt : undefined,
		exchangeToFirstRequestMs: exchanges.length && api.length ? api[0].time - exchanges[0].time : undefined,
		nodeMs: nodeTimeMs(result.execution, 'APS'),
		wallMs: result.wallMs,
	};
}

async function benchServiceAccount(bench, { runs, log }) {
	log(`Service Account: Project > Get over ${ITEMS} items; ${runs} cold/warm pairs after a warm-up pair`);
	const items = Array.from({ length: ITEMS }, () => ({ hubId: HUB, projectId: PROJECT }));
	const pair = async (index) => {
		const credential = await savedCredential(bench, `APS service account (bench ${index})`);
		const workflowId = await createWorkflow(bench.n8n, serviceAccount.node({ credential, items }));
		const cold = await measuredRun(bench, workflowId);
		const warm = await measuredRun(bench, workflowId);
		return { cold, warm };
	};
	await pair(0);
	const samples = [];
	for (let run = 1; run <= runs; run++) {
		const sample = await pair(run);
		samples.push(sample);
		log(
			`  run ${run}/${runs}: cold ${sample.cold.exchanges} exchange(s), ${sample.cold.apiRequests} API requests, first request after ${round(sample.cold.firstRequestMs)} ms; warm ${sample.warm.exchanges} exchange(s), ${sample.warm.apiRequests} API requests, first request after ${round(sample.warm.firstRequestMs)} ms`,
		);
	}
	const of = (phase, field) => median(samples.map((sample) => sample[phase][field]));
	const cold = {
		firstRequestMs: of('cold', 'firstRequestMs'),
		exchangeToFirstRequestMs: of('cold', 'exchangeToFirstRequestMs'),
		nodeMs: of('cold', 'nodeMs'),
	};
	const warm = { firstRequestMs: of('warm', 'firstRequestMs'), nodeMs: of('warm', 'nodeMs') };
	return {
		title: `Service Account: ${ITEMS.toLocaleString('en-US')} requests (Project > Get over ${ITEMS} items) in one run`,
		runs,
		items: ITEMS,
		counts: { cold: samples[0].cold, warm: samples[0].warm },
		cold,
		warm,
		addedFirstRequestMs: cold.firstRequestMs - warm.firstRequestMs,
		ratios: { firstRequestColdVsWarm: ratio(cold.firstRequestMs, warm.firstRequestMs) },
		samples,
		targets: { exchanges: 1, extraRequests: 0 },
	};
}

module.exports = { benchServiceAccount };
