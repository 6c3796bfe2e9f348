'use strict';

const { SEED } = require('../../sandbox/seed/data');
const { SEEDED_JOB_ID } = require('../../sandbox/seed/dataConnector');
const { createWorkflow, measuredRun } = require('./harness');
const { dataConnectorZip } = require('./workflows');
const { setZipBytes, ZIP_MIB } = require('./dataConnectorZip');
const { startQueueBench, databaseBytes, psql } = require('./queueTransfer');
const { sampleRuns } = require('./sampleRuns');
const { medians } = require('./stats');

/**
 * Benchmark 20 in queue mode (opt-in, `--only dataConnectorZipQueue`): benchmark 14's cluster
 * (main and one worker on which every run executes, binary data in PostgreSQL:
 * N8N_DEFAULT_BINARY_DATA_MODE=database) and benchmark 20's 500 MiB ZIP. Extracted Data >
 * Download with Output: Binary File, against Output: Link handed to Item > Upload with File Source
 * URL (the ZIP streamed from its signed URL into a project folder's signed S3 parts). Reported per
 * contender: the bytes that reached n8n's binary store during the run (the `binary_data` rows the
 * run added: their count and `fileSize`), PostgreSQL's growth, the worker's RSS growth, n8n's time.
 */

const MIB = 1024 * 1024;
const TARGET = { projectId: SEED.projects.tower, folderId: SEED.folders.towerShared };

/** The binary data rows in the database: how many, and their bytes. */
function storedBinary(postgres) {
	const [files, bytes] = psql(postgres, 'select count(*), coalesce(sum("fileSize"), 0) from binary_data').split('|');
	return { files: Number(files), bytes: Number(bytes) };
}

/** The contender's run, with what reached the binary store and PostgreSQL's growth added to its sample. */
const withStoreGrowth = (postgres, contender) => ({
	...contender,
	run: async () => {
		const stored = storedBinary(postgres);
		const size = databaseBytes(postgres);
		const sample = await contender.run();
		const after = storedBinary(postgres);
		return {
			...sample,
			storedFiles: after.files - stored.files,
			storedBytes: after.bytes - stored.bytes,
			databaseMb: (databaseBytes(postgres) - size) / MIB,
		};
	},
});

async function benchDataConnectorZipQueue({ log, transferRuns: runs, onStop }) {
	log('Data Connector ZIP in queue mode: main and one worker, binary data in PostgreSQL');
	const bench = await startQueueBench({ log });
	const release = onStop(bench.stop);
	try {
		const { n8n, credential, sandbox } = bench;
		const size = ZIP_MIB * MIB;
		await setZipBytes(sandbox, size);
		const job = { credential, hubId: SEED.hubs.acc, jobId: SEEDED_JOB_ID };
		const binary = await createWorkflow(n8n, dataConnectorZip.node(job));
		const linkUpload = await createWorkflow(n8n, dataConnectorZip.linkUpload({ ...job, ...TARGET }));
		const stored = (items, execution) => {
			const file = execution.data.resultData.runData.Download[0].data.main[0][0].binary?.data;
			if (file?.bytes !== size || !file.id?.startsWith('database:'))
				throw new Error(`Expected a file of ${size} bytes in the database, got ${JSON.stringify(file)}`);
		};
		const uploaded = (items) => {
			if (items[0]?.size !== size) throw new Error(`Expected an uploaded version of ${size} bytes, got ${JSON.stringify(items[0])}`);
		};
		const contenders = [
			{ key: 'binary', label: 'This node: Extracted Data > Download, All (ZIP), Output: Binary File', run: () => measuredRun(bench, binary, ['Download'], stored) },
			{ key: 'linkUpload', label: 'This node: Extracted Data > Download, Output: Link, then Item > Upload, File Source URL', run: () => measuredRun(bench, linkUpload, ['Link', 'Upload'], uploaded) },
		].map((contender) => withStoreGrowth(bench.cluster.postgres, contender));
		log(`Data Connector ZIP in queue mode: ${ZIP_MIB} MiB; warm-up run of each contender`);
		const samples = await sampleRuns([contenders], runs, log);
		const fields = ['ms', 'growthMb', 'peakMb', 'databaseMb', 'storedBytes', 'storedFiles'];
		return {
			title: `A ${ZIP_MIB} MiB Data Connector ZIP in queue mode: binary data in PostgreSQL (N8N_DEFAULT_BINARY_DATA_MODE=database), main and one worker`,
			runs,
			fileMb: ZIP_MIB,
			contenders: contenders.map(({ key, label }) => ({ key, label, ...medians(samples[key], fields) })),
			samples,
		};
	} finally {
		release();
		await bench.stop();
	}
}

module.exports = { benchDataConnectorZipQueue };
