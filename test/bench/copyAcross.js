'use strict';

const crypto = require('node:crypto');
const path = require('node:path');
const { SEED } = require('../../sandbox/seed/data');
const { call } = require('../support/sandbox');
const { createWorkflow, measuredRun, ownProcess } = require('./harness');
const { copyAcross } = require('./workflows');
const { medians, ratio, round, rotated } = require('./stats');

/**
 * Benchmark 11: a 200 MB file of Sandbox Tower copied into Sandbox Hospital (another project, of
 * another hub). This node (Item > Copy: the source's signed S3 download streamed into the
 * target's signed S3 upload) against Download then Upload with two of this package's operations
 * (the file through n8n's binary data, kept on disk), and a bare `fetch` loop streaming S3 to S3
 * with the same part size in a Node process of its own. Time: n8n's measure of the nodes (the
 * two-step's: both nodes); memory: the n8n server's peak RSS growth in parts (goal: under two).
 */

const MIB = 1024 * 1024;
const FILE_MB = 200;
const PART_MB = 16;
const API = 'application/vnd.api+json';
const FETCH_COPY = path.join(__dirname, 'fetchCopy.js');
const SOURCE = { projectId: SEED.projects.tower, folderId: SEED.folders.towerShared };
const TARGET = { projectId: SEED.projects.hospital, folderId: SEED.folders.hospitalProjectFiles };

const jsonApi = (data, extra = {}) => ({ jsonapi: { version: '1.0' }, data, ...extra });

/** A storage location for `name` in a folder: its bucket and object key. */
async function storage(bench, { projectId, folderId }, name) {
	const answer = await call(bench.sandbox, 'POST', `/data/v1/projects/${projectId}/storage`, {
		token: bench.token,
		contentType: API,
		json: jsonApi({ type: 'objects', attributes: { name }, relationships: { target: { data: { type: 'folders', id: folderId } } } }),
	});
	if (answer.status !== 201) throw new Error(`storage answered ${answer.status}: ${answer.text}`);
	const [bucketKey, objectKey] = answer.body.data.id.replace('urn:adsk.objects:os.object:', '').split('/');
	return { storageId: answer.body.data.id, bucketKey, objectKey };
}

/** The source: a 200 MB file of random bytes in Tower's Shared folder, uploaded part by part. */
async function sourceFile(bench) {
	const name = `Copy bench ${crypto.randomUUID().slice(0, 8)}.bin`;
	const stored = await storage(bench, SOURCE, name);
	const signed = `/oss/v2/buckets/${stored.bucketKey}/objects/${encodeURIComponent(stored.objectKey)}/signeds3upload`;
	const parts = Math.ceil(FILE_MB / PART_MB);
	const session = await call(bench.sandbox, 'GET', `${signed}?parts=${parts}`, { token: bench.token });
	if (session.status !== 200) throw new Error(`signeds3upload answered ${session.status}: ${session.text}`);
	const block = crypto.randomBytes(PART_MB * MIB);
	for (let index = 0; index < parts; index++) {
		const length = Math.min(PART_MB * MIB, FILE_MB * MIB - index * PART_MB * MIB);
		block[0] = index;
		const put = await fetch(session.body.urls[index], { method: 'PUT', body: block.subarray(0, length) });
		if (!put.ok) throw new Error(`part ${index + 1} answered ${put.status}`);
	}
	await call(bench.sandbox, 'POST', signed, { token: bench.token, json: { uploadKey: session.body.uploadKey } });
	const vendor = 'autodesk.bim360';
	const item = await call(bench.sandbox, 'POST', `/data/v1/projects/${SOURCE.projectId}/items`, {
		token: bench.token,
		contentType: API,
		json: jsonApi(
			{
				type: 'items',
				attributes: { displayName: name, extension: { type: `items:${vendor}:File`, version: '1.0' } },
				relationships: { tip: { data: { type: 'versions', id: '1' } }, parent: { data: { type: 'folders', id: SOURCE.folderId } } },
			},
			{ included: [{ type: 'versions', id: '1', attributes: { name, extension: { type: `versions:${vendor}:File`, version: '1.0' } }, relationships: { storage: { data: { type: 'objects', id: stored.storageId } } } }] },
		),
	});
	if (item.status !== 201) throw new Error(`items answered ${item.status}: ${item.text}`);
	return { ...SOURCE, itemId: item.body.data.id, name, ...stored };
}

async function fetchLoop(bench, source) {
	const target = await storage(bench, TARGET, source.name);
	const args = [bench.sandbox.url, bench.token, source.bucketKey, source.objectKey, target.bucketKey, target.objectKey, String(PART_MB * MIB)];
	const result = await ownProcess(bench, FETCH_COPY, args, 'The fetch loop');
	if (result.size !== FILE_MB * MIB) throw new Error(`The fetch loop copied ${result.size} bytes`);
	return result;
}

async function benchCopyAcross(bench, { runs, log }) {
	const { n8n, credential } = bench;
	const size = FILE_MB * MIB;
	const source = await sourceFile(bench);
	const ids = {
		copy: await createWorkflow(n8n, copyAcross.copy({ credential, source, target: TARGET })),
		twoStep: await createWorkflow(n8n, copyAcross.downloadUpload({ credential, source, target: TARGET })),
	};
	const streamed = ([item]) => {
		if (item?.method !== 'stream' || item.bytesMoved !== size) throw new Error(`Expected a stream of ${size} bytes, got ${JSON.stringify(item)}`);
	};
	const uploaded = ([item]) => {
		if (item?.size !== size) throw new Error(`Expected ${size} bytes, got ${JSON.stringify(item)}`);
	};
	const contenders = [
		{ key: 'copy', run: () => measuredRun(bench, ids.copy, ['Copy'], streamed) },
		{ key: 'twoStep', run: () => measuredRun(bench, ids.twoStep, ['Download', 'Upload'], uploaded) },
		{ key: 'fetch', run: () => fetchLoop(bench, source) },
	];
	log(`Copy across projects: ${FILE_MB} MB in parts of ${PART_MB} MB; warm-up run of each contender`);
	for (const contender of contenders) await contender.run();
	const samples = { copy: [], twoStep: [], fetch: [] };
	for (let run = 0; run < runs; run++) {
		for (const contender of rotated(contenders, run)) {
			const sample = await contender.run();
			samples[contender.key].push(sample);
			log(`  run ${run + 1}/${runs} ${contender.key}: ${JSON.stringify(Object.fromEntries(Object.entries(sample).map(([k, v]) => [k, round(v)])))}`);
		}
	}
	const copied = medians(samples.copy, ['ms', 'growthMb', 'peakMb']);
	const twoStep = medians(samples.twoStep, ['ms', 'growthMb', 'peakMb']);
	const fetched = medians(samples.fetch, ['ms', 'peakKb']);
	return {
		title: `Copy ${FILE_MB} MB into another project (parts of ${PART_MB} MB)`,
		runs,
		fileMb: FILE_MB,
		partMb: PART_MB,
		copy: copied,
		twoStep,
		fetch: { ...fetched, peakMb: fetched.peakKb / 1024 },
		samples,
		ratios: {
			copyVsTwoStep: ratio(twoStep.ms, copied.ms),
			copyVsFetch: ratio(fetched.ms, copied.ms),
			copyGrowthInParts: ratio(copied.growthMb, PART_MB),
			twoStepGrowthInParts: ratio(twoStep.growthMb, PART_MB),
		},
		targets: { fasterThanTwoStep: 1, growthInParts: 2 },
	};
}

module.exports = { benchCopyAcross };
