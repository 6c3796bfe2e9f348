'use strict';

const { call } = require('../support/sandbox');
const { SEED } = require('../../sandbox/seed/data');
const { SEEDED_JOB_ID, ZIP_NAME } = require('../../sandbox/seed/dataConnector');
const { DOWNLOAD_PREFIX } = require('../../sandbox/routes/dataConnector/files');
const { createWorkflow, runManually, nodeTimeMs } = require('./harness');
const { dataConnectorZip } = require('./workflows');
const { splitAtArrival } = require('./derivativeDownload');
const { medians, ratio, round, rotated } = require('./stats');

/**
 * Benchmark 20: the Data Connector extract's ZIP made 500 MiB large (the sandbox's admin setting
 * `zipBytes`: generated as it is sent, never held whole), downloaded with binary data on disk
 * (N8N_DEFAULT_BINARY_DATA_MODE=filesystem). This node's Extracted Data > Download (Files: All
 * (ZIP), Output: Binary File) against n8n's HTTP Request node GETting the same signed URL (asked
 * for by the runner right before: it works for 60 seconds), response File. Time: n8n's measure of
 * the node, split at the signed GET's arrival at the sandbox; memory: n8n's peak RSS growth during
 * the run (goal: under two 16 MB parts).
 */

const MIB = 1024 * 1024;
const ZIP_MIB = 500;
const PART_MB = 16;
const ACCOUNT = SEED.hubs.acc.slice(2);
const BASE = `/data-connector/v1/accounts/${ACCOUNT}`;

async function setZipBytes(sandbox, zipBytes) {
	const answer = await call(sandbox, 'POST', '/__sandbox/dataConnector/settings', { json: { zipBytes } });
	if (answer.status !== 200) throw new Error(`The ZIP setting answered ${answer.status}: ${answer.text}`);
}

/** The ZIP's signed URL, asked for as the node asks for it (it works for 60 seconds). */
async function signedZipUrl(bench) {
	const answer = await call(bench.sandbox, 'GET', `${BASE}/jobs/${SEEDED_JOB_ID}/data/${ZIP_NAME}`, { token: bench.token });
	if (answer.status !== 200) throw new Error(`The signed URL request answered ${answer.status}: ${answer.text}`);
	return answer.body.signedUrl;
}

/** One run of a workflow whose node "Download" puts the ZIP into binary data. */
async function zipRun(bench, workflowId) {
	const result = await runManually(bench, workflowId);
	if (result.status !== 'success') {
		const error = result.execution.data.resultData.error;
		throw new Error(`The workflow ended ${result.status}: ${error && error.message}`);
	}
	const run = result.execution.data.resultData.runData.Download[0];
	const items = run.data.main[0];
	const bytes = items.map((item) => item.binary && item.binary.data && item.binary.data.bytes);
	if (items.length !== 1 || bytes[0] !== ZIP_MIB * MIB)
		throw new Error(`Expected one file of ${ZIP_MIB * MIB} bytes, got ${JSON.stringify(bytes)}`);
	const ms = nodeTimeMs(result.execution, 'Download');
	return {
		ms,
		...splitAtArrival(bench, DOWNLOAD_PREFIX, run.startTime, ms),
		cpuMs: result.cpuMs,
		growthMb: (result.peakKb - result.rssBeforeKb) / 1024,
		peakMb: result.peakKb / 1024,
	};
}

async function benchDataConnectorZip(bench, { log, runs = 3 }) {
	const { sandbox, n8n, credential } = bench;
	const nodeWorkflow = await createWorkflow(
		n8n,
		dataConnectorZip.node({ credential, hubId: SEED.hubs.acc, jobId: SEEDED_JOB_ID }),
	);
	await setZipBytes(sandbox, ZIP_MIB * MIB);
	const contenders = [
		{ key: 'node', run: () => zipRun(bench, nodeWorkflow) },
		{
			key: 'http',
			run: async () =>
				await zipRun(bench, await createWorkflow(n8n, dataConnectorZip.http({ url: await signedZipUrl(bench) }))),
		},
	];
	const samples = { node: [], http: [] };
	try {
		log(`Data Connector ZIP: ${ZIP_MIB} MiB, binary data on disk; warm-up run of each contender`);
		for (const contender of contenders) await contender.run();
		for (let run = 0; run < runs; run++) {
			for (const contender of rotated(contenders, run)) {
				const sample = await contender.run();
				samples[contender.key].push(sample);
				const shown = Object.entries(sample).map(([name, value]) => [name, round(value)]);
				log(`  run ${run + 1}/${runs} ${contender.key}: ${JSON.stringify(Object.fromEntries(shown))}`);
			}
		}
	} finally {
		await setZipBytes(sandbox, 0);
	}
	const fields = ['ms', 'beforeBytesMs', 'bytesMs', 'cpuMs', 'growthMb', 'peakMb'];
	const node = medians(samples.node, fields);
	const http = medians(samples.http, fields);
	const perRun = (field) =>
		samples.node.map((sample, index) => ratio(samples.http[index][field], sample[field]));
	const medianOf = (list) => medians(list.map((value) => ({ value })), ['value']).value;
	return {
		title: `Download of a ${ZIP_MIB} MiB Data Connector ZIP (Extracted Data > Download, All (ZIP))`,
		runs,
		fileMb: ZIP_MIB,
		partMb: PART_MB,
		node,
		http,
		samples,
		ratios: {
			timeVsHttpRequest: medianOf(perRun('ms')),
			bytesVsHttpRequest: medianOf(perRun('bytesMs')),
			cpuVsHttpRequest: medianOf(perRun('cpuMs')),
			growthInParts: ratio(node.growthMb, PART_MB),
			httpGrowthInParts: ratio(http.growthMb, PART_MB),
		},
		targets: { timeVsHttpRequest: 0.95, growthInParts: 2 },
	};
}

module.exports = { benchDataConnectorZip, setZipBytes, signedZipUrl, ZIP_MIB };
