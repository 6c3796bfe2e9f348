'use strict';

const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { call } = require('../support/sandbox');
const { createWorkflow, measuredRun, ownProcess } = require('./harness');
const { transfer } = require('./workflows');
const { medians, ratio, round, rotated } = require('./stats');

/**
 * Benchmark 4: a 200 MB file up to a bucket and back, through signed S3 URLs. This node (Object >
 * Upload after Read/Write Files from Disk; Object > Download) against a bare `fetch` loop making
 * the same signed calls with the same part size in a Node process of its own. Time: n8n's measure
 * of the Upload and Download nodes; memory: the n8n server's peak RSS growth during the run (the
 * goal: under two parts' worth, not the file's size). n8n keeps binary data on disk here.
 */

const MIB = 1024 * 1024;
const FILE_MB = 200;
const PART_MB = 16;
const BUCKET = 'bench-transfer';
/** The folder n8n may read files from (N8N_RESTRICT_FILE_ACCESS_TO) and the benchmark's file. */
const FILES_DIR = path.join(os.tmpdir(), 'aps-bench-files');
const FILE = path.join(FILES_DIR, `file-${FILE_MB}mb.bin`);
const FETCH_TRANSFER = path.join(__dirname, 'fetchTransfer.js');

function writeFile() {
	fs.mkdirSync(FILES_DIR, { recursive: true });
	if (fs.existsSync(FILE) && fs.statSync(FILE).size === FILE_MB * MIB) return;
	const block = crypto.randomBytes(MIB);
	const handle = fs.openSync(FILE, 'w');
	for (let index = 0; index < FILE_MB; index++) {
		block[0] = index % 256;
		fs.writeSync(handle, block);
	}
	fs.closeSync(handle);
}

/**
 * n8n's HTTP Request node GETting the object the upload stored, through a signed URL asked for
 * right before (a new upload makes a new version, and the URL names the version).
 */
async function httpDownload(bench, check) {
	const signed = await call(
		bench.sandbox,
		'GET',
		`/oss/v2/buckets/${BUCKET}/objects/n8n.bin/signeds3download?minutesExpiration=60`,
		{ token: bench.token },
	);
	if (signed.status !== 200) throw new Error(`signeds3download answered ${signed.status}: ${signed.text}`);
	const workflowId = await createWorkflow(bench.n8n, transfer.httpDownload({ url: signed.body.url }));
	return await measuredRun(bench, workflowId, ['Download'], check);
}

async function fetchLoop(bench) {
	const args = [bench.sandbox.url, bench.token, BUCKET, 'fetch.bin', FILE, String(PART_MB * MIB), path.join(FILES_DIR, 'fetch-download.bin')];
	const result = await ownProcess(bench, FETCH_TRANSFER, args, 'The fetch loop');
	if (result.downloaded !== FILE_MB * MIB) throw new Error(`The fetch loop downloaded ${result.downloaded} bytes`);
	return result;
}

/** The benchmark's file on disk and its bucket in the sandbox. */
async function prepareTransfer(bench) {
	writeFile();
	const created = await call(bench.sandbox, 'POST', '/oss/v2/buckets', { token: bench.token, json: { bucketKey: BUCKET, policyKey: 'transient' } });
	if (created.status !== 200 && created.status !== 409) throw new Error(`Creating the bucket answered ${created.status}: ${created.text}`);
}

async function benchTransfer(bench, { runs, log }) {
	const { n8n, credential } = bench;
	await prepareTransfer(bench);
	const ids = {
		upload: await createWorkflow(n8n, transfer.upload({ credential, bucketKey: BUCKET, file: FILE, partSizeMb: PART_MB })),
		download: await createWorkflow(n8n, transfer.download({ credential, bucketKey: BUCKET })),
	};
	const size = FILE_MB * MIB;
	const sized = (items) => {
		if (items[0]?.size !== size) throw new Error(`Expected ${size} bytes, got ${JSON.stringify(items[0])}`);
	};
	const storedFile = (items, execution) => {
		const binary = execution.data.resultData.runData.Download[0].data.main[0][0].binary;
		if (binary?.data?.bytes !== size) throw new Error(`Expected a file of ${size} bytes, got ${JSON.stringify(binary)}`);
	};
	const contenders = [
		{ key: 'upload', run: () => measuredRun(bench, ids.upload, ['Upload'], sized) },
		{ key: 'download', run: () => measuredRun(bench, ids.download, ['Download'], sized) },
		{ key: 'httpDownload', run: () => httpDownload(bench, storedFile) },
		{ key: 'fetch', run: () => fetchLoop(bench) },
	];
	log(`Transfer: ${FILE_MB} MB in parts of ${PART_MB} MB; warm-up run of each contender`);
	for (const contender of contenders) await contender.run();
	const samples = { upload: [], download: [], httpDownload: [], fetch: [] };
	for (let run = 0; run < runs; run++) {
		// Upload before the downloads in every run: they read what the upload stored.
		const downloads = rotated([contenders[1], contenders[2]], run);
		for (const contender of rotated([contenders[3], contenders[0]], run).concat(downloads)) {
			const sample = await contender.run();
			samples[contender.key].push(sample);
			log(`  run ${run + 1}/${runs} ${contender.key}: ${JSON.stringify(Object.fromEntries(Object.entries(sample).map(([k, v]) => [k, round(v)])))}`);
		}
	}
	const upload = medians(samples.upload, ['ms', 'growthMb', 'peakMb']);
	const download = medians(samples.download, ['ms', 'growthMb', 'peakMb']);
	const viaHttpRequest = medians(samples.httpDownload, ['ms', 'growthMb', 'peakMb']);
	const fetched = medians(samples.fetch, ['uploadMs', 'downloadMs', 'peakKb']);
	return {
		title: `Upload and download ${FILE_MB} MB through signed S3 URLs (parts of ${PART_MB} MB)`,
		runs,
		fileMb: FILE_MB,
		partMb: PART_MB,
		upload,
		download,
		httpDownload: viaHttpRequest,
		fetch: { ...fetched, peakMb: fetched.peakKb / 1024 },
		samples,
		ratios: {
			uploadThroughputVsFetch: ratio(fetched.uploadMs, upload.ms),
			downloadThroughputVsFetch: ratio(fetched.downloadMs, download.ms),
			httpDownloadThroughputVsFetch: ratio(fetched.downloadMs, viaHttpRequest.ms),
			downloadThroughputVsHttpRequest: ratio(viaHttpRequest.ms, download.ms),
			uploadGrowthInParts: ratio(upload.growthMb, PART_MB),
			downloadGrowthInParts: ratio(download.growthMb, PART_MB),
			httpDownloadGrowthInParts: ratio(viaHttpRequest.growthMb, PART_MB),
		},
		targets: { throughputVsFetch: 0.8, growthInParts: 2 },
	};
}

module.exports = { benchTransfer, prepareTransfer, httpDownload, FILES_DIR, FILE, FILE_MB, PART_MB, MIB, BUCKET };
