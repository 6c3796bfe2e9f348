'use strict';

const { call } = require('../support/sandbox');
const { createWorkflow, runManually, nodeItems, storedDesigns } = require('./harness');
const { translations } = require('./workflows');
const { medians, ratio, round, rotated } = require('./stats');

/**
 * Benchmark 2: 1,000 translation jobs (1,000 input items, one source each) against a sandbox rate
 * limit scaled down to 100 job requests per 10 s, answered beyond it with 429 + Retry-After.
 * The limit is a fixed window starting when it is set (just before each run), so the best any
 * client can do is 100 jobs per window: 10 windows, the last one starting 90 s after the first.
 * Share of the allowed rate: jobs started / (limit x windows the run spanned, from its first
 * request to its last). Failed items: sources that got no job. Duplicates: jobs started more than
 * once for the same source (from the sandbox's manifests), and requests repeated for a source
 * after its job was started (answered 201 or 409; from the sandbox log).
 */

const JOBS = 1000;
const LIMIT = { method: 'POST', path: 'designdata/job$', limit: 100, windowMs: 10_000 };
const JOB_DURATION_MS = 200;

async function admin(sandbox, method, path, json) {
	const response = await call(sandbox, method, path, { json });
	if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}`);
}

/** What the sandbox saw of one run. */
function measure(sandbox, items, windowStart) {
	const urns = new Set(items.map((item) => item.urn));
	const sent = sandbox.ctx.log
		.find({ method: 'POST', path: /\/designdata\/job$/ })
		.map((entry) => ({
			time: entry.time,
			status: entry.status,
			urn: JSON.parse(entry.body).input.urn,
		}))
		.filter((entry) => urns.has(entry.urn));
	const started = sent.filter((entry) => entry.status === 200);
	const withJob = new Set(started.map((entry) => entry.urn));
	let duplicateJobs = 0;
	for (const urn of urns) {
		const manifest = sandbox.ctx.state.derivative.manifests.get(`US|${urn}`);
		if (manifest) duplicateJobs += Math.max(0, manifest.jobs.length - 1);
	}
	const windowOf = (time) => Math.floor((time - windowStart) / LIMIT.windowMs);
	const first = sent.length ? sent[0].time : windowStart;
	const last = sent.length ? sent[sent.length - 1].time : windowStart;
	const windows = windowOf(last) - windowOf(first) + 1;
	return {
		jobs: started.length,
		failedItems: JOBS - withJob.size,
		duplicateJobs,
		repeatedRequests: sent.filter((entry) => entry.status === 201 || entry.status === 409).length,
		requests: sent.length,
		rejected429: sent.filter((entry) => entry.status === 429).length,
		seconds: (last - first) / 1000,
		windows,
		share: started.length / (LIMIT.limit * windows),
		jobsPerSecond: started.length / Math.max(0.001, (last - first) / 1000),
	};
}

async function runContender(bench, contender, run) {
	const { sandbox, n8n, credential } = bench;
	const items = storedDesigns(sandbox, `r${run}-${contender.key}-${Date.now()}`, JOBS);
	const workflowId = await createWorkflow(
		n8n,
		contender.workflow({ credential, baseUrl: sandbox.url, items }),
	);
	sandbox.ctx.log.clear();
	await admin(sandbox, 'DELETE', '/__sandbox/rate-limits');
	await admin(sandbox, 'POST', '/__sandbox/rate-limits', LIMIT);
	const windowStart = sandbox.ctx.rateLimits.rules[0].windowStart;
	const result = await runManually(bench, workflowId, { timeoutMs: 600_000 });
	const sample = measure(sandbox, items, windowStart);
	sample.status = result.status;
	sample.outputItems = nodeItems(result.execution, contender.nodeName).length;
	sample.wallSeconds = result.wallMs / 1000;
	return sample;
}

const CONTENDERS = [
	{
		key: 'node',
		label: 'This node: Translation Job > Create (waits Retry-After by itself)',
		nodeName: 'APS',
		workflow: (options) => translations.node(options),
	},
	{
		key: 'httpRetry',
		label: 'HTTP Request node, Retry On Fail (5 tries, 5000 ms apart: n8n’s maximum)',
		nodeName: 'HTTP Request',
		workflow: (options) =>
			translations.http({ ...options, name: 'Bench: translations, HTTP Request + retry' }),
	},
	{
		key: 'httpBatched',
		label:
			'HTTP Request node, Retry On Fail + Batching 100 items per 10 s (tuned to the known limit)',
		nodeName: 'HTTP Request',
		workflow: (options) =>
			translations.http({
				...options,
				name: 'Bench: translations, HTTP Request + retry + batching',
				batching: { batchSize: LIMIT.limit, batchInterval: LIMIT.windowMs },
			}),
	},
];

const FIELDS = [
	'share',
	'jobs',
	'failedItems',
	'duplicateJobs',
	'repeatedRequests',
	'requests',
	'rejected429',
	'seconds',
	'jobsPerSecond',
	'wallSeconds',
];

async function benchRateLimit(bench, { runs, log }) {
	await admin(bench.sandbox, 'POST', '/__sandbox/derivative/settings', {
		durationMs: JOB_DURATION_MS,
	});
	log(
		`Rate limit: ${JOBS} jobs, ${LIMIT.limit} per ${LIMIT.windowMs / 1000} s (at best ${((Math.ceil(JOBS / LIMIT.limit) - 1) * LIMIT.windowMs) / 1000} s); ${runs} run(s) of ${CONTENDERS.length} contenders`,
	);
	const samples = Object.fromEntries(CONTENDERS.map((contender) => [contender.key, []]));
	try {
		for (let run = 0; run < runs; run++) {
			for (const contender of rotated(CONTENDERS, run)) {
				const sample = await runContender(bench, contender, run);
				samples[contender.key].push(sample);
				log(
					`  run ${run + 1}/${runs} ${contender.key}: ${sample.status}, ${sample.jobs} jobs in ${round(sample.seconds, 1)} s (${sample.windows} windows, ${round(sample.share * 100, 1)}%), ${sample.failedItems} failed, ${sample.duplicateJobs} duplicate jobs, ${sample.repeatedRequests} repeated requests`,
				);
			}
		}
	} finally {
		await admin(bench.sandbox, 'DELETE', '/__sandbox/rate-limits');
	}
	const results = CONTENDERS.map((contender) => ({
		key: contender.key,
		label: contender.label,
		...medians(samples[contender.key], FIELDS),
		samples: samples[contender.key],
	}));
	const byKey = Object.fromEntries(results.map((result) => [result.key, result]));
	return {
		title: `${JOBS.toLocaleString('en-US')} translation jobs at ${LIMIT.limit} per ${LIMIT.windowMs / 1000} s (429 + Retry-After beyond)`,
		runs,
		limit: LIMIT,
		jobs: JOBS,
		contenders: results,
		ratios: {
			shareVsHttpRetry: ratio(byKey.node.share, byKey.httpRetry.share),
			shareVsHttpBatched: ratio(byKey.node.share, byKey.httpBatched.share),
		},
		targets: { share: 0.95, failedItems: 0, duplicateJobs: 0 },
	};
}

module.exports = { benchRateLimit, JOBS, LIMIT };
