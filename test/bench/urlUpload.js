'use strict';

const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const { createWorkflow, measuredRun, ownProcess } = require('./harness');
const { transfer } = require('./workflows');
const { prepareTransfer, FILE, FILE_MB, PART_MB, MIB, BUCKET } = require('./transfer');
const { sampleRuns } = require('./sampleRuns');
const { medians, ratio } = require('./stats');

/**
 * Benchmark 13: a 200 MB file uploaded from a URL (a loopback http server in the runner's process
 * serving the file). This node's Object > Upload with File Source URL (the body streamed into the
 * signed S3 parts, never into n8n's binary data), against Read/Write Files from Disk + Object >
 * Upload (the file through n8n's binary data) and a bare `fetch` loop making the same signed calls
 * from the same URL (fetchUrlUpload.js). Memory: the measured n8n process's peak RSS growth in
 * parts of 16 MB. Run in regular mode (binary data on disk) and, by queueTransfer.js, in queue mode.
 */

const FETCH_URL_UPLOAD = path.join(__dirname, 'fetchUrlUpload.js');

/** A loopback http server serving FILE at `url`, with its Content-Length; `close()` ends it. */
async function fileServer() {
	const { size } = fs.statSync(FILE);
	const server = http.createServer((request, response) => {
		response.writeHead(200, {
			'content-type': 'application/octet-stream',
			'content-length': String(size),
			'content-disposition': `attachment; filename="${path.basename(FILE)}"`,
		});
		fs.createReadStream(FILE).pipe(response);
	});
	await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
	return {
		url: `http://127.0.0.1:${server.address().port}/${path.basename(FILE)}`,
		close: () => new Promise((resolve) => server.close(resolve)),
	};
}

const sizeIs = (size) => (items) => {
	if (items[0]?.size !== size) throw new Error(`Expected ${size} bytes, got ${JSON.stringify(items[0])}`);
};

/**
 * The contenders, for a bench whose file and bucket are ready (prepareTransfer) and a source
 * server: [{ key, label, run }]. Read File + Upload stores the object the download benchmarks read.
 */
async function urlUploadContenders(bench, source) {
	const { n8n, credential } = bench;
	const size = FILE_MB * MIB;
	const ids = {
		url: await createWorkflow(n8n, transfer.upload({ credential, bucketKey: BUCKET, sourceUrl: source.url, objectKey: 'url.bin', partSizeMb: PART_MB })),
		readUpload: await createWorkflow(n8n, transfer.upload({ credential, bucketKey: BUCKET, file: FILE, partSizeMb: PART_MB })),
	};
	const args = [bench.sandbox.url, bench.token, BUCKET, 'fetch-url.bin', String(PART_MB * MIB), source.url];
	return [
		{ key: 'url', label: 'This node: Object > Upload, File Source URL', run: () => measuredRun(bench, ids.url, ['Upload'], sizeIs(size)) },
		{ key: 'readUpload', label: 'This node: Read/Write Files from Disk, then Object > Upload', run: () => measuredRun(bench, ids.readUpload, ['Read File', 'Upload'], sizeIs(size)) },
		{
			key: 'fetch',
			label: 'Bare fetch loop: GET the URL, its body PUT part by part (own process)',
			run: async () => {
				const result = await ownProcess(bench, FETCH_URL_UPLOAD, args, 'The fetch loop');
				if (result.size !== size) throw new Error(`The fetch loop uploaded ${result.size} bytes`);
				return { ms: result.ms, peakMb: result.peakKb / 1024 };
			},
		},
	];
}

/** Medians of each contender's samples, and its growth in parts; answers [{ key, label, ... }]. */
function summarized(contenders, samples, fields = ['ms', 'growthMb', 'peakMb']) {
	return contenders.map(({ key, label }) => {
		const values = medians(samples[key], fields);
		return { key, label, ...values, growthInParts: ratio(values.growthMb, PART_MB) };
	});
}

async function benchUrlUpload(bench, { runs, log }) {
	await prepareTransfer(bench);
	const source = await fileServer();
	try {
		const contenders = await urlUploadContenders(bench, source);
		log(`URL upload: ${FILE_MB} MB from a loopback URL in parts of ${PART_MB} MB; warm-up run of each contender`);
		const samples = await sampleRuns([contenders], runs, log);
		const results = summarized(contenders, samples);
		const [url, readUpload, fetched] = results;
		return {
			title: `Upload ${FILE_MB} MB from a URL (a loopback http server; parts of ${PART_MB} MB)`,
			runs,
			fileMb: FILE_MB,
			partMb: PART_MB,
			contenders: results,
			samples,
			ratios: {
				urlThroughputVsFetch: ratio(fetched.ms, url.ms),
				urlThroughputVsReadUpload: ratio(readUpload.ms, url.ms),
			},
			targets: { growthInParts: 2 },
		};
	} finally {
		await source.close();
	}
}

module.exports = { benchUrlUpload, urlUploadContenders, fileServer, summarized };
