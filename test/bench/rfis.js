'use strict';

const path = require('node:path');
const { SEED } = require('../../sandbox/seed/data');
const { call } = require('../support/sandbox');
const { createWorkflow, nodeItems } = require('./harness');
const { rfis } = require('./workflows');
const { n8nContender, fetchLoopContender, compareContenders } = require('./pagedList');

/**
 * Benchmark 15: RFI > Get Many of 10,000 RFIs of one project (100 pages of 100, the RFIs API's
 * largest page, asked for in the body of POST search:rfis). This node (Return All) and the HTTP
 * Request node paging by the body's `pagination.offset` until `pagination.totalResults`, both run
 * by the same n8n server through its REST API, and a bare `fetch` loop in a Node process of its own
 * (the floor). Time and memory as in benchmark 1.
 */

const PROJECT = SEED.projects.hospital;
const RFIS = 10_000;
const PAGE = 100;
const FETCH_LOOP = path.join(__dirname, 'fetchSearchLoop.js');

const searchUrl = (bench) =>
	`${bench.sandbox.url}/construction/rfis/v3/projects/${PROJECT.slice(2)}/search:rfis`;

/** Brings the project to RFIS listed RFIs through the sandbox's seeding path. */
async function seedRfis(bench) {
	const path = searchUrl(bench).slice(bench.sandbox.url.length);
	const listed = await call(bench.sandbox, 'POST', path, {
		token: bench.token,
		json: { pagination: { limit: 1 } },
	});
	if (listed.status !== 200) throw new Error(`Searching RFIs answered ${listed.status}: ${listed.text}`);
	const missing = RFIS - listed.body.pagination.totalResults;
	if (missing <= 0) return;
	const seeded = await call(bench.sandbox, 'POST', '/__sandbox/seed/rfis', {
		json: { projectId: PROJECT, count: missing },
	});
	if (seeded.status !== 201) throw new Error(`Seeding RFIs answered ${seeded.status}: ${seeded.text}`);
}

async function benchRfis(bench, { runs, log }) {
	const { n8n, sandbox, credential } = bench;
	await seedRfis(bench);
	const common = {
		credential,
		baseUrl: sandbox.url,
		hubId: SEED.hubs.acc,
		projectId: PROJECT,
		pageSize: PAGE,
	};
	const ids = {
		node: await createWorkflow(n8n, rfis.node(common)),
		http: await createWorkflow(n8n, rfis.http(common)),
		httpSplit: await createWorkflow(n8n, rfis.http({ ...common, splitOut: true })),
	};
	const count = (nodeName) => (execution) => nodeItems(execution, nodeName).length;
	const pageItems = (execution) =>
		nodeItems(execution, 'HTTP Request').reduce((total, page) => total + page.results.length, 0);
	const contenders = [
		{
			key: 'node',
			label: 'This node: RFI > Get Many, Return All',
			run: () => n8nContender(bench, ids.node, ['APS'], count('APS'), RFIS),
		},
		{
			key: 'http',
			label: `HTTP Request node, POST with the body's pagination.offset until pagination.totalResults (${RFIS / PAGE} page items)`,
			run: () => n8nContender(bench, ids.http, ['HTTP Request'], pageItems, RFIS),
		},
		{
			key: 'httpSplit',
			label: 'HTTP Request + Split Out (one item per RFI, as this node gives)',
			run: () =>
				n8nContender(bench, ids.httpSplit, ['HTTP Request', 'Split Out'], count('Split Out'), RFIS),
		},
		{
			key: 'fetch',
			label: 'Bare fetch loop (Node 24, own process; the floor)',
			run: () =>
				fetchLoopContender(bench, FETCH_LOOP, [searchUrl(bench), bench.token, String(PAGE)], RFIS),
		},
	];

	log(`RFIs: ${RFIS} RFIs in ${RFIS / PAGE} pages; warm-up run of each contender`);
	const { contenders: results, ratios } = await compareContenders(contenders, { runs, log });
	return {
		title: `RFI > Get Many of ${RFIS.toLocaleString('en-US')} RFIs (${RFIS / PAGE} pages)`,
		runs,
		contenders: results,
		ratios,
		targets: { timeVsHttp: 1.0, timeVsFetch: 1.3 },
	};
}

module.exports = { benchRfis, RFIS };
