'use strict';

const path = require('node:path');
const { SEED } = require('../../sandbox/seed/data');
const { call } = require('../support/sandbox');
const { createWorkflow, nodeItems } = require('./harness');
const { accountProjects } = require('./workflows');
const { n8nContender, fetchLoopContender, compareContenders } = require('./pagedList');

/**
 * Benchmark 17: Account Admin Project > Get Many of 5,000 projects of the ACC account (25 pages of
 * 200, the Admin API's largest page, followed by `pagination.nextUrl`). This node (Return All),
 * the HTTP Request node following `pagination.nextUrl`, and a bare `fetch` loop in a Node process
 * of its own (the floor). Time and memory as in benchmark 1.
 */

const ACCOUNT = SEED.hubs.acc;
const PROJECTS = 5_000;
const PAGE = 200;
const FETCH_LOOP = path.join(__dirname, 'fetchNextUrlLoop.js');

const listUrl = (bench) => `${bench.sandbox.url}/construction/admin/v1/accounts/${ACCOUNT.slice(2)}/projects`;

/**
 * Brings the ACC hub to PROJECTS projects through the sandbox's seeding path. The Admin API's
 * view of the projects is built from the hub's on first use: it is dropped, to be built again
 * with the new ones.
 */
async function seedProjects(bench) {
	const hub = bench.sandbox.ctx.state.data.hubs.get(ACCOUNT);
	const missing = PROJECTS - hub.projects.length;
	if (missing > 0) {
		const seeded = await call(bench.sandbox, 'POST', '/__sandbox/seed/projects', { json: { hubId: ACCOUNT, count: missing } });
		if (seeded.status !== 201) throw new Error(`Seeding projects answered ${seeded.status}: ${seeded.text}`);
		bench.sandbox.ctx.state.accountAdmin.projects = null;
	}
	const listed = await call(bench.sandbox, 'GET', `${listUrl(bench).slice(bench.sandbox.url.length)}?limit=1`, { token: bench.token });
	if (listed.status !== 200 || listed.body.pagination.totalResults !== PROJECTS)
		throw new Error(`The Admin API lists ${listed.body.pagination?.totalResults} projects (${listed.status}), not ${PROJECTS}`);
}

async function benchAccountProjects(bench, { runs, log }) {
	const { n8n, sandbox, credential } = bench;
	await seedProjects(bench);
	const common = { credential, baseUrl: sandbox.url, hubId: ACCOUNT, pageSize: PAGE };
	const ids = {
		node: await createWorkflow(n8n, accountProjects.node(common)),
		http: await createWorkflow(n8n, accountProjects.http(common)),
		httpSplit: await createWorkflow(n8n, accountProjects.http({ ...common, splitOut: true })),
	};
	const count = (nodeName) => (execution) => nodeItems(execution, nodeName).length;
	const pageItems = (execution) => nodeItems(execution, 'HTTP Request').reduce((total, page) => total + page.results.length, 0);
	const contenders = [
		{
			key: 'node',
			label: 'This node: Project (account) > Get Many, Return All',
			run: () => n8nContender(bench, ids.node, ['APS'], count('APS'), PROJECTS),
		},
		{
			key: 'http',
			label: `HTTP Request node following pagination.nextUrl (${PROJECTS / PAGE} page items)`,
			run: () => n8nContender(bench, ids.http, ['HTTP Request'], pageItems, PROJECTS),
		},
		{
			key: 'httpSplit',
			label: 'HTTP Request + Split Out (one item per project, as this node gives)',
			run: () => n8nContender(bench, ids.httpSplit, ['HTTP Request', 'Split Out'], count('Split Out'), PROJECTS),
		},
		{
			key: 'fetch',
			label: 'Bare fetch loop (Node 24, own process; the floor)',
			run: () => fetchLoopContender(bench, FETCH_LOOP, [`${listUrl(bench)}?limit=${PAGE}`, bench.token], PROJECTS),
		},
	];

	log(`Account projects: ${PROJECTS} projects in ${PROJECTS / PAGE} pages; warm-up run of each contender`);
	const { contenders: results, ratios } = await compareContenders(contenders, { runs, log });
	return {
		title: `Get Many of ${PROJECTS.toLocaleString('en-US')} account projects (${PROJECTS / PAGE} pages, Account Admin API)`,
		runs,
		contenders: results,
		ratios,
		targets: { timeVsHttp: 1.0, timeVsFetch: 1.3 },
	};
}

module.exports = { benchAccountProjects, PROJECTS };
