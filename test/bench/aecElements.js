'use strict';

const crypto = require('node:crypto');
const { call } = require('../support/sandbox');
const { CREDENTIAL_TYPE } = require('../e2e/support');
const { createWorkflow, nodeItems, nodeTimeMs, runManually } = require('./harness');
const { builtActionNodes } = require('../support/builtNodes');
const { round } = require('./stats');

/**
 * Benchmark 19: AEC Data Model Element > Get Many of 50,000 elements of one model with their
 * properties, against the API's points budget scaled down: 6,000 points every 2 s instead of every
 * 60 s, so the read takes minutes, not the 40 it would at the real budget. The floor no client
 * can beat is the points spent / the budget per window x the window. Contenders, one run each:
 * - this node (Return All; Options: Points per Minute 6000, Budget Window 2 s);
 * - the HTTP Request node doing the same cursor loop (pagination "Update a Parameter in Each
 *   Request" on the body's variables, the same pages), Retry On Fail (5 tries, 5 s apart): n8n
 *   retries the whole node, from the first page; its completion written as the happy path reads
 *   (`$response.body.data.elements...cursor`), and null-safe (`?.`);
 * - the same with Interval Between Requests tuned to the budget (the window x a page's points /
 *   the budget): what a user who knows the points of a page can do.
 * Counted from the sandbox: requests, 429 answers, points spent; n8n's peak RSS growth in the run.
 */

const ELEMENTS = 50_000;
const BUDGET = 6_000;
const WINDOW_MS = 2_000;
const MODEL = { key: 'benchTower', name: 'Bench Tower.rvt', elements: ELEMENTS };

/** The node's fields of an element, its page for a 6000 budget and that page's points (aecPoints.ts). */
const ELEMENT_FIELDS = 'id name properties { results { name value definition { units { name } } } }';
const PAGE = 169;
const PAGE_POINTS = 856;

const QUERY = `query ElementsByElementGroup($elementGroupId: ID!, $pagination: PaginationInput) {
  elementsByElementGroup(elementGroupId: $elementGroupId, pagination: $pagination) {
    pagination { cursor }
    results { ${ELEMENT_FIELDS} }
  }
}`;

const node = (name, type, typeVersion, parameters, position, extra = {}) => ({ id: crypto.randomUUID(), name, type, typeVersion, parameters, position, ...extra });
const credentials = (credential) => ({ [CREDENTIAL_TYPE]: credential });
const manualTrigger = () => node('Start', 'n8n-nodes-base.manualTrigger', 1, {}, [0, 0]);
const workflow = (name, action) => ({ name, nodes: [manualTrigger(), action], connections: { Start: { main: [[{ node: action.name, type: 'main', index: 0 }]] } } });

function nodeWorkflow(credential, elementGroupId) {
	const type = builtActionNodes().find(({ resources }) => resources.some((resource) => resource.value === 'element')).description.name;
	return workflow(
		'Bench: AEC elements, this node',
		node('APS', `CUSTOM.${type}`, 1, {
			resource: 'element',
			operation: 'getAll',
			elementGroupId: { __rl: true, mode: 'id', value: elementGroupId },
			returnAll: true,
			options: { pointsPerMinute: BUDGET, budgetWindowSeconds: WINDOW_MS / 1000 },
		}, [240, 0], { credentials: credentials(credential) }),
	);
}

/**
 * The HTTP Request node's cursor loop over the same pages; `intervalMs` between requests when
 * given. Its completion reads the cursor null-safe (`?.`), so that an answer without data (a 429)
 * is not taken for the last page and n8n raises it (Retry On Fail then runs the node again);
 * `naive` reads it as the happy path is written, which ends the loop at a 429 as if the list were
 * done.
 */
function httpWorkflow(credential, baseUrl, elementGroupId, { intervalMs, naive = false } = {}) {
	const cursor = naive ? '$response.body.data.elementsByElementGroup.pagination.cursor' : '$response.body.data?.elementsByElementGroup?.pagination?.cursor';
	const pagination = {
		paginationMode: 'updateAParameterInEachRequest',
		parameters: { parameters: [{ type: 'body', name: 'variables', value: `={{ { "pagination": { "limit": ${PAGE}, "cursor": ${cursor} } } }}` }] },
		paginationCompleteWhen: 'other',
		completeExpression: `={{ !${cursor} }}`,
		...(intervalMs ? { requestInterval: intervalMs } : {}),
	};
	return workflow(
		`Bench: AEC elements, HTTP Request${intervalMs ? ` every ${intervalMs} ms` : ''}${naive ? ', naive completion' : ''}`,
		node(
			'HTTP Request',
			'n8n-nodes-base.httpRequest',
			4.2,
			{
				authentication: 'predefinedCredentialType',
				nodeCredentialType: CREDENTIAL_TYPE,
				method: 'POST',
				url: `${baseUrl}/aec/graphql`,
				sendBody: true,
				specifyBody: 'json',
				jsonBody: JSON.stringify({ query: QUERY, variables: { elementGroupId, pagination: { limit: PAGE } } }),
				options: { response: { response: { responseFormat: 'json' } }, pagination: { pagination } },
			},
			[240, 0],
			{ credentials: credentials(credential), retryOnFail: true, maxTries: 5, waitBetweenTries: 5000 },
		),
	);
}

/** One run: the budget renewed, the run, what the sandbox saw of it. */
async function measured(bench, workflowId, nodeName, countElements) {
	const { sandbox } = bench;
	await call(sandbox, 'POST', '/__sandbox/aec/budget', { json: { pointsPerMinute: BUDGET, windowMs: WINDOW_MS } });
	const logFrom = sandbox.ctx.log.entries.length;
	const costsFrom = (await call(sandbox, 'GET', '/__sandbox/aec/budget')).body.costs.length;
	const result = await runManually(bench, workflowId, { timeoutMs: 900_000 });
	const sent = sandbox.ctx.log.entries.slice(logFrom).filter((entry) => entry.method === 'POST' && entry.path === '/aec/graphql');
	const spent = (await call(sandbox, 'GET', '/__sandbox/aec/budget')).body.costs.slice(costsFrom).reduce((total, cost) => total + cost, 0);
	const ms = result.execution.data.resultData.runData[nodeName] ? nodeTimeMs(result.execution, nodeName) : result.wallMs;
	const floorMs = (spent / BUDGET) * WINDOW_MS;
	return {
		status: result.status,
		error: result.status === 'success' ? undefined : result.execution.data.resultData.error?.message,
		elements: result.status === 'success' ? countElements(result.execution) : 0,
		ms,
		wallMs: result.wallMs,
		requests: sent.length,
		rejected429: sent.filter((entry) => entry.status === 429).length,
		points: spent,
		floorMs,
		vsFloor: ms / floorMs,
		growthMb: (result.peakKb - result.rssBeforeKb) / 1024,
		peakMb: result.peakKb / 1024,
	};
}

async function benchAecElements(bench, { log }) {
	const { n8n, sandbox, credential } = bench;
	const seeded = await call(sandbox, 'POST', '/__sandbox/aec/seed/elementGroup', { json: MODEL });
	if (seeded.status !== 201) throw new Error(`Seeding the model answered ${seeded.status}: ${seeded.text}`);
	const elementGroupId = seeded.body.id;
	const intervalMs = Math.ceil((WINDOW_MS * PAGE_POINTS) / BUDGET);
	const ids = {
		node: await createWorkflow(n8n, nodeWorkflow(credential, elementGroupId)),
		httpNaive: await createWorkflow(n8n, httpWorkflow(credential, sandbox.url, elementGroupId, { naive: true })),
		httpRetry: await createWorkflow(n8n, httpWorkflow(credential, sandbox.url, elementGroupId)),
		httpPaced: await createWorkflow(n8n, httpWorkflow(credential, sandbox.url, elementGroupId, { intervalMs })),
	};
	const unique = (execution) => new Set(nodeItems(execution, 'APS').map((item) => item.id)).size;
	// A page the loop read that holds no list (an error answered with 2xx) counts none.
	const pageElements = (execution) => {
		const pages = nodeItems(execution, 'HTTP Request');
		const odd = pages.find((page) => !page.data?.elementsByElementGroup);
		if (odd) log(`  a page without elements: ${JSON.stringify(odd).slice(0, 300)}`);
		return pages.reduce((total, page) => total + (page.data?.elementsByElementGroup?.results?.length ?? 0), 0);
	};
	const contenders = [
		{ key: 'node', label: 'This node: Element > Get Many, Return All (paced to 6000 points / 2 s)', run: () => measured(bench, ids.node, 'APS', unique) },
		{ key: 'httpNaive', label: 'HTTP Request cursor loop, completion read without `?.`, Retry On Fail (5 tries, 5 s apart)', run: () => measured(bench, ids.httpNaive, 'HTTP Request', pageElements) },
		{ key: 'httpRetry', label: 'HTTP Request cursor loop, completion read with `?.`, Retry On Fail (5 tries, 5 s apart)', run: () => measured(bench, ids.httpRetry, 'HTTP Request', pageElements) },
		{ key: 'httpPaced', label: `HTTP Request cursor loop, Interval Between Requests ${intervalMs} ms (tuned to the budget), Retry On Fail`, run: () => measured(bench, ids.httpPaced, 'HTTP Request', pageElements) },
	];
	log(`AEC elements: ${ELEMENTS} elements, pages of ${PAGE} (${PAGE_POINTS} points), budget ${BUDGET} points / ${WINDOW_MS} ms; one run each`);
	// BENCH_AEC_CONTENDERS=node,httpPaced runs only those (a look at one contender).
	const chosen = process.env.BENCH_AEC_CONTENDERS ? process.env.BENCH_AEC_CONTENDERS.split(',') : undefined;
	const results = [];
	for (const contender of contenders.filter(({ key }) => !chosen || chosen.includes(key))) {
		const sample = await contender.run();
		log(`  ${contender.key}: ${sample.status}, ${sample.elements} elements, ${round(sample.ms)} ms (floor ${round(sample.floorMs)} ms: ${round(sample.vsFloor, 2)}x), ${sample.requests} requests, ${sample.rejected429} x 429, RSS growth ${round(sample.growthMb)} MB`);
		results.push({ key: contender.key, label: contender.label, ...sample });
	}
	return {
		title: `Element > Get Many of ${ELEMENTS.toLocaleString('en-US')} elements against the points budget (${BUDGET} points / ${WINDOW_MS / 1000} s)`,
		contenders: results,
		targets: { vsFloor: 1.15, rejected429: 0 },
	};
}

module.exports = { benchAecElements, ELEMENTS, PAGE, PAGE_POINTS };
