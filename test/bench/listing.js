'use strict';

const path = require('node:path');
const { SEED } = require('../../sandbox/seed/data');
const { call } = require('../support/sandbox');
const { createWorkflow, nodeItems } = require('./harness');
const { listing } = require('./workflows');
const { n8nContender, fetchLoopContender, compareContenders } = require('./pagedList');

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

async function fetchLoop(bench) {
	const url = `${bench.sandbox.url}/project/v1/hubs/${HUB}/projects?page[limit]=200`;
	return fetchLoopContender(bench, FETCH_LOOP, [url, bench.token], PROJECTS);
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
			run: () => n8nContender(bench, ids.node, ['APS'], count('APS'), PROJECTS),
		},
		{
			key: 'http',
			label: 'HTTP Request node, pagination on links.next (50 page items)',
			run: () => n8nContender(bench, ids.http, ['HTTP Request'], pageItems, PROJECTS),
		},
		{
			key: 'httpSplit',
			label: 'HTTP Request + Split Out (one item per project, as this node gives)',
			run: () =>
				n8nContender(
					bench,
					ids.httpSplit,
					['HTTP Request', 'Split Out'],
					count('Split Out'),
					PROJECTS,
				),
		},
		{
			key: 'fetch',
			label: 'Bare fetch loop (Node 24, own process; the floor)',
			run: () => fetchLoop(bench),
		},
	];

	log(`Listing: ${PROJECTS} projects in ${PROJECTS / 200} pages; warm-up run of each contender`);
	const { contenders: results, ratios } = await compareContenders(contenders, { runs, log });
	return {
		title: `List ${PROJECTS.toLocaleString('en-US')} projects (${PROJECTS / 200} pages)`,
		runs,
		contenders: results,
		ratios,
		targets: { timeVsHttp: 1.0, timeVsFetch: 1.3 },
	};
}

module.exports = { benchListing, PROJECTS };
