'use strict';

const crypto = require('node:crypto');
const { SEED } = require('../../sandbox/seed/data');
const { call } = require('../support/sandbox');
const { createWorkflow, nodeItems, nodeTimeMs, runManually } = require('./harness');
const { projectUserImport } = require('./workflows');
const { medians, ratio, rotated } = require('./stats');

/**
 * Benchmark 18: 1,000 users into a new Construction Cloud project (a Code node makes them). This
 * node's Project User > Import (the v2 `users:import` of at most 200 users a call, then the
 * project's users read once to give each user its result: the API serves no import job) against
 * the HTTP Request node adding one user per call (POST projects/{id}/users, n8n's loop over the
 * items). Each run gets a project of its own, so no run reads another's users. Counted from the
 * sandbox's log: the requests of each kind and the 429 answers; checked in the sandbox's state:
 * every user is in the project. Then one run of each under the Account Admin rate limit Autodesk
 * documents (600 requests a minute per app, BIM 360 Account Admin API rate limits page), set on
 * the sandbox's Admin API paths.
 */

const ACCOUNT = SEED.hubs.acc.slice(2);
const USERS = 1_000;
const ADMIN_PATHS = '^/construction/admin/';
const DOCUMENTED_LIMIT = { path: ADMIN_PATHS, limit: 600, windowMs: 60_000 };

async function sandboxCall(bench, method, path, options = {}) {
	const response = await call(bench.sandbox, method, path, options);
	if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}: ${response.text}`);
	return response.body;
}

/** A new project of the ACC account, made as the benchmark's account admin. */
async function newProject(bench) {
	const name = `Bench import ${crypto.randomUUID().slice(0, 8)}`;
	const project = await sandboxCall(bench, 'POST', `/construction/admin/v1/accounts/${ACCOUNT}/projects`, { token: bench.token, json: { name, type: 'Office' } });
	return project.id;
}

/** What the sandbox saw of one run into `projectId`, and what is in the project after it. */
function measure(bench, projectId) {
	const entries = bench.sandbox.ctx.log.find({ path: new RegExp(`/projects/${projectId}/users`) });
	const of = (method, pattern) => entries.filter((entry) => entry.method === method && pattern.test(entry.path));
	const members = bench.sandbox.ctx.state.data.projects.get(`b.${projectId}`).members;
	return {
		requests: entries.length,
		importCalls: of('POST', /users:import$/).length,
		userReads: of('GET', /\/users$/).length,
		addCalls: of('POST', /\/users$/).length,
		answers429: entries.filter((entry) => entry.status === 429).length,
		// The project's creator is a member too.
		usersInProject: members.size - 1,
	};
}

/** One run of a contender into a new project; the output items counted by `result`. */
async function runContender(bench, contender) {
	const projectId = await newProject(bench);
	const workflowId = await createWorkflow(bench.n8n, contender.workflow(projectId));
	bench.sandbox.ctx.log.clear();
	const run = await runManually(bench, workflowId, { timeoutMs: 900_000 });
	if (run.status !== 'success') throw new Error(`${contender.key} ended ${run.status}`);
	const outputs = nodeItems(run.execution, contender.nodeName);
	return {
		ms: nodeTimeMs(run.execution, contender.nodeName),
		wallMs: run.wallMs,
		outputItems: outputs.length,
		usersAdded: outputs.filter(contender.added).length,
		...measure(bench, projectId),
	};
}

async function benchProjectUserImport(bench, { runs, log }) {
	const { credential, sandbox } = bench;
	const contenders = [
		{
			key: 'node',
			label: 'This node: Project User > Import (calls of 200, then the users read back)',
			nodeName: 'APS',
			workflow: (projectId) => projectUserImport.node({ credential, projectId, count: USERS }),
			added: (item) => item.result === 'added',
		},
		{
			key: 'http',
			label: 'HTTP Request node: POST projects/{id}/users, one call per user',
			nodeName: 'HTTP Request',
			workflow: (projectId) => projectUserImport.http({ credential, baseUrl: sandbox.url, projectId, count: USERS }),
			added: (item) => item.status === 'active' || item.status === 'pending',
		},
	];
	await call(sandbox, 'DELETE', '/__sandbox/rate-limits');
	log(`Project user import: ${USERS} users; warm-up run of each contender`);
	for (const contender of contenders) await runContender(bench, contender);
	const samples = { node: [], http: [] };
	for (let run = 0; run < runs; run++) {
		for (const contender of rotated(contenders, run)) {
			const sample = await runContender(bench, contender);
			samples[contender.key].push(sample);
			log(`  run ${run + 1}/${runs} ${contender.key}: ${Math.round(sample.ms)} ms, ${sample.requests} requests, ${sample.usersInProject} users in the project`);
		}
	}
	const limited = {};
	try {
		for (const contender of contenders) {
			await call(sandbox, 'DELETE', '/__sandbox/rate-limits');
			await call(sandbox, 'POST', '/__sandbox/rate-limits', { json: DOCUMENTED_LIMIT });
			limited[contender.key] = await runContender(bench, contender);
			log(`  at 600 a minute, ${contender.key}: ${Math.round(limited[contender.key].ms)} ms, ${limited[contender.key].answers429} answers 429, ${limited[contender.key].usersInProject} users in the project`);
		}
	} finally {
		await call(sandbox, 'DELETE', '/__sandbox/rate-limits');
	}
	const FIELDS = ['ms', 'wallMs', 'requests', 'importCalls', 'userReads', 'addCalls', 'answers429', 'usersInProject', 'usersAdded', 'outputItems'];
	const results = contenders.map((contender) => ({
		key: contender.key,
		label: contender.label,
		...medians(samples[contender.key], FIELDS),
		samples: samples[contender.key],
		atDocumentedLimit: limited[contender.key],
	}));
	const byKey = Object.fromEntries(results.map((result) => [result.key, result]));
	return {
		title: `Import of ${USERS.toLocaleString('en-US')} users into a project (Account Admin API)`,
		runs,
		users: USERS,
		documentedLimit: DOCUMENTED_LIMIT,
		contenders: results,
		ratios: {
			requestsVsHttp: ratio(byKey.node.requests, byKey.http.requests),
			timeVsHttp: ratio(byKey.node.ms, byKey.http.ms),
		},
		targets: { requestsVsHttp: 1 / 50, timeVsHttp: 0.2 },
	};
}

module.exports = { benchProjectUserImport, USERS };
