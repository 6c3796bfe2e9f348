'use strict';

const path = require('node:path');
const { SEED } = require('../../sandbox/seed/data');
const { call } = require('../support/sandbox');
const { createWorkflow, nodeItems } = require('./harness');
const { issues } = require('./workflows');
const { n8nContender, fetchLoopContender, compareContenders } = require('./pagedList');

/**
 * Benchmark 11: Issue > Get Many of 10,000 issues of one project (100 pages of 100, the Issues
 * API's largest page). This node (Return All) and the HTTP Request node paging by `offset` until
 * `pagination.totalResults`, both run by the same n8n server through its REST API, and a bare
 * `fetch` loop in a Node process of its own (the floor). Time and memory as in benchmark 1.
 */

const PROJECT = SEED.projects.hospital;
const ISSUES = 10_000;
const PAGE = 100;
const FETCH_LOOP = path.join(__dirname, 'fetchOffsetLoop.js');

const listUrl = (bench) =>
	`${bench.sandbox.url}/construction/issues/v1/projects/${PROJECT.slice(2)}/issues`;

/** Brings the project to ISSUES listed issues through the sandbox's seeding path. */
async function seedIssues(bench) {
	const listed = await call(
		bench.sandbox,
		'GET',
		`${listUrl(bench).slice(bench.sandbox.url.length)}?limit=1`,
		{
			token: bench.token,
		},
	);
	if (listed.status !== 200)
		throw new Error(`Listing issues answered ${listed.status}: ${listed.text}`);
	const missing = ISSUES - listed.body.pagination.totalResults;
	if (missing <= 0) return;
	const seeded = await call(bench.sandbox, 'POST', '/__sandbox/seed/issues', {
		json: { projectId: PROJECT, count: missing },
	});
	if (seeded.status !== 201)
		throw new Error(`Seeding issues answered ${seeded.status}: ${seeded.text}`);
}

async function benchIssues(bench, { runs, log }) {
	const { n8n, sandbox, credential } = bench;
	await seedIssues(bench);
	const common = {
		credential,
		baseUrl: sandbox.url,
		hubId: SEED.hubs.acc,
		projectId: PROJECT,
		pageSize: PAGE,
	};
	const ids = {
		node: await createWorkflow(n8n, issues.node(common)),
		http: await createWorkflow(n8n, issues.http(common)),
		httpSplit: await createWorkflow(n8n, issues.http({ ...common, splitOut: true })),
	};
	const count = (nodeName) => (execution) => nodeItems(execution, nodeName).length;
	const pageItems = (execution) =>
		nodeItems(execution, 'HTTP Request').reduce((total, page) => total + page.results.length, 0);
	const contenders = [
		{
			key: 'node',
			label: 'This node: Issue > Get Many, Return All',
			run: () => n8nContender(bench, ids.node, ['APS'], count('APS'), ISSUES),
		},
		{
			key: 'http',
			label: `HTTP Request node, pagination by offset until pagination.totalResults (${ISSUES / PAGE} page items)`,
			run: () => n8nContender(bench, ids.http, ['HTTP Request'], pageItems, ISSUES),
		},
		{
			key: 'httpSplit',
			label: 'HTTP Request + Split Out (one item per issue, as this node gives)',
			run: () =>
				n8nContender(
					bench,
					ids.httpSplit,
					['HTTP Request', 'Split Out'],
					count('Split Out'),
					ISSUES,
				),
		},
		{
			key: 'fetch',
			label: 'Bare fetch loop (Node 24, own process; the floor)',
			run: () =>
				fetchLoopContender(bench, FETCH_LOOP, [listUrl(bench), bench.token, String(PAGE)], ISSUES),
		},
	];

	log(`Issues: ${ISSUES} issues in ${ISSUES / PAGE} pages; warm-up run of each contender`);
	const { contenders: results, ratios } = await compareContenders(contenders, { runs, log });
	return {
		title: `Get Many of ${ISSUES.toLocaleString('en-US')} issues (${ISSUES / PAGE} pages)`,
		runs,
		contenders: results,
		ratios,
		targets: { timeVsHttp: 1.0, timeVsFetch: 1.3 },
	};
}

module.exports = { benchIssues, ISSUES };
