'use strict';

const path = require('node:path');
const { SEED } = require('../../sandbox/seed/data');
const { spawnGroup, capture } = require('../e2e/processes');
const { call } = require('../support/sandbox');
const { createWorkflow, runManually, nodeTimeMs, nodeItems } = require('./harness');
const { listing } = require('./workflows');
const { medians, ratio, round, rotated } = require('./stats');

/**
 * Benchmark 1: list 10,000 projects of a hub (50 pages of 200). This node (Return All) and the
 * HTTP Request node with pagination on `links.next`, both run by the same n8n server through its
 * REST API, and a bare `fetch` loop in a Node process of its own (the floor). Time: n8n's own
 * measure of the nodes' execution (no n8n start-up, no saving of the execution); memory: the
 * server's peak resident size during the run (VmHWM, reset before each run).
 */

const HUB = SEED.hubs.bim360;
const PROJECTS = 10_000;
const FETCH_LOOP = path.join(__dirname, 'fetchLoop.js');

/** Brings the hub to PROJECTS projects through the sandbox's seeding path. */
async function seedProjects(sandbox) {
	const missing = PROJECTS - sandbox.ctx.state.data.hubs.get(HUB).projects.length;
	if (missing <= 0) return;
	const seeded = await call(sandbox, 'POST', '/__sandbox/seed/projects', {
		json: { hubId: HUB, count: missing },
	});
	if (seeded.status !== 201 || seeded.body.total !== PROJECTS)
		throw new Error(`Seeding projects answered ${seeded.status}: ${seeded.text}`);
}

/** One run of a workflow; checks it produced every project. */
async function n8nContender(bench, workflowId, nodes, countProjects) {
	const result = await runManually(bench, workflowId);
	if (result.status !== 'success') {
		const error = result.execution.data.resultData.error;
		throw new Error(`The workflow ended ${result.status}: ${error && error.message}`);
	}
	const projects = countProjects(result.execution);
	if (projects !== PROJECTS) throw new Error(`Expected ${PROJECTS} projects, got ${projects}`);
	return {
		ms: nodes.reduce((total, name) => total + nodeTimeMs(result.execution, name), 0),
		wallMs: result.wallMs,
		peakMb: result.peakKb / 1024,
		growthMb: (result.peakKb - result.rssBeforeKb) / 1024,
	};
}

async function fetchLoop(bench) {
	const url = `${bench.sandbox.url}/project/v1/hubs/${HUB}/projects?page[limit]=200`;
	const child = spawnGroup(bench.n8n.runtime.nodeBin, [FETCH_LOOP, url, bench.token], {});
	const stdout = capture(child.stdout);
	const stderr = capture(child.stderr);
	const { code } = await child.exited;
	if (code !== 0) throw new Error(`The fetch loop failed (${code}): ${stderr.text}`);
	const result = JSON.parse(stdout.text);
	if (result.count !== PROJECTS) throw new Error(`The fetch loop got ${result.count} projects`);
	return { ms: result.ms, wallMs: result.ms, peakMb: result.peakKb / 1024 };
}

async function benchListing(bench, { runs, log }) {
	const { n8n, sandbox, credential } = bench;
	await seedProjects(sandbox);
	const common = { credential, baseUrl: sandbox.url, hubId: HUB };
	const ids = {
		node: await createWorkflow(n8n, listing.node(common)),
		http: await createWorkflow(n8n, listing.http(common)),
		httpSplit: await createWorkflow(n8n, listing.http({ ...common, splitOut: true })),
	};
	const count = (nodeName) => (execution) => nodeItems(execution, nodeName).length;
	const pageItems = (execution) =>
		nodeItems(execution, 'HTTP Request').reduce((total, page) => total + page.data.length, 0);
	const contenders = [
		{
			key: 'node',
			label: 'This node: Project > Get Many, Return All',
			run: () => n8nContender(bench, ids.node, ['APS'], count('APS')),
		},
		{
			key: 'http',
			label: 'HTTP Request node, pagination on links.next (50 page items)',
			run: () => n8nContender(bench, ids.http, ['HTTP Request'], pageItems),
		},
		{
			key: 'httpSplit',
			label: 'HTTP Request + Split Out (one item per project, as this node gives)',
			run: () =>
				n8nContender(bench, ids.httpSplit, ['HTTP Request', 'Split Out'], count('Split Out')),
		},
		{
			key: 'fetch',
			label: 'Bare fetch loop (Node 24, own process; the floor)',
			run: () => fetchLoop(bench),
		},
	];

	log(`Listing: ${PROJECTS} projects in ${PROJECTS / 200} pages; warm-up run of each contender`);
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
		title: `List ${PROJECTS.toLocaleString('en-US')} projects (${PROJECTS / 200} pages)`,
		runs,
		contenders: results,
		ratios: {
			timeVsHttp: ratio(byKey.node.ms, byKey.http.ms),
			timeVsHttpSplit: ratio(byKey.node.ms, byKey.httpSplit.ms),
			timeVsFetch: ratio(byKey.node.ms, byKey.fetch.ms),
			peakVsHttp: ratio(byKey.node.peakMb, byKey.http.peakMb),
			peakVsHttpSplit: ratio(byKey.node.peakMb, byKey.httpSplit.peakMb),
		},
		targets: { timeVsHttp: 1.0, timeVsFetch: 1.3 },
	};
}

module.exports = { benchListing, PROJECTS };
