'use strict';

const { spawnSync } = require('node:child_process');
const { call } = require('../support/sandbox');
const { startClusterBench } = require('./queue');
const { createWorkflow, measuredRun, serverPid } = require('./harness');
const { transfer } = require('./workflows');
const { prepareTransfer, httpDownload, FILE, FILES_DIR, FILE_MB, PART_MB, MIB, BUCKET } = require('./transfer');
const { urlUploadContenders, fileServer, summarized } = require('./urlUpload');
const { sampleRuns } = require('./sampleRuns');
const { ratio } = require('./stats');

/**
 * Benchmark 14: 200 MB files in queue mode, where n8n keeps binary data in PostgreSQL
 * (N8N_DEFAULT_BINARY_DATA_MODE=database, test/e2e/queue/cluster.js; main and one worker, on
 * which every run executes: manual runs are offloaded to workers). Object > Download and Read
 * File + Object > Upload against n8n's HTTP Request node doing the same with a signed URL (GET
 * into a file; PUT of the file's bytes, then the completion), and benchmark 13's upload from a
 * URL. Memory: the worker's peak RSS growth (its garbage collected and VmHWM reset before each
 * run) in parts of 16 MB; PostgreSQL's growth (pg_database_size) during each run.
 */

const HTTP_OBJECT = 'http.bin';

/** What a query of the cluster's database answers, as text (`psql -At`). */
function psql(postgres, sql) {
	const args = ['-h', postgres.host, '-p', String(postgres.port), '-U', postgres.user, '-d', postgres.database, '-Atc', sql];
	const result = spawnSync('psql', args, { encoding: 'utf8' });
	if (result.status !== 0) throw new Error(`psql failed: ${result.stderr}`);
	return result.stdout.trim();
}

/** The size of the cluster's database in bytes. */
const databaseBytes = (postgres) => Number(psql(postgres, 'select pg_database_size(current_database())'));

/** The contender's run, with PostgreSQL's growth during it in MB (`databaseMb`) added to its sample. */
const withDatabaseGrowth = (postgres, contender) => ({
	...contender,
	run: async () => {
		const before = databaseBytes(postgres);
		const sample = await contender.run();
		return { ...sample, databaseMb: (databaseBytes(postgres) - before) / MIB };
	},
});

/**
 * n8n's own nodes uploading the file: Read File, HTTP Request PUT to a one-part signed upload URL
 * asked for right before (an upload key is spent by its completion), HTTP Request completion.
 */
async function httpUpload(bench, check) {
	const signed = `/oss/v2/buckets/${BUCKET}/objects/${HTTP_OBJECT}/signeds3upload`;
	const session = await call(bench.sandbox, 'GET', `${signed}?parts=1&minutesExpiration=60`, { token: bench.token });
	if (session.status !== 200) throw new Error(`signeds3upload answered ${session.status}: ${session.text}`);
	const workflow = transfer.httpUpload({
		credential: bench.credential,
		file: FILE,
		url: session.body.urls[0],
		completionUrl: `${bench.sandbox.url}${signed}`,
		uploadKey: session.body.uploadKey,
	});
	return await measuredRun(bench, await createWorkflow(bench.n8n, workflow), ['Read File', 'Put', 'Complete'], check);
}

/** A sandbox and a queue-mode cluster with one worker, the process measured. */
async function startQueueBench({ log }) {
	const bench = await startClusterBench({
		workers: 1,
		webhooks: 0,
		env: {
			// The inspector lets each run start after a full collection in the worker.
			NODE_OPTIONS: '--inspect=127.0.0.1:0',
			OFFLOAD_MANUAL_EXECUTIONS_TO_WORKERS: 'true',
			N8N_RESTRICT_FILE_ACCESS_TO: FILES_DIR,
		},
		log,
	});
	try {
		const [worker] = bench.cluster.workers;
		return { ...bench, measured: { n8n: worker, pid: serverPid(worker) } };
	} catch (error) {
		await bench.stop();
		throw error;
	}
}

/** How many executions the worker has logged starting. */
const workerRuns = (bench) =>
	(bench.measured.n8n.output.stdout.text.match(/Worker started execution /g) || []).length;

async function benchQueueTransfer({ log, transferRuns: runs, onStop }) {
	log('Queue transfer: main and one worker, binary data in PostgreSQL');
	const bench = await startQueueBench({ log });
	const release = onStop(bench.stop);
	try {
		await prepareTransfer(bench);
		const source = await fileServer();
		try {
			const size = FILE_MB * MIB;
			const sized = (items) => {
				if (items[0]?.size !== size) throw new Error(`Expected ${size} bytes, got ${JSON.stringify(items[0])}`);
			};
			const storedFile = (items, execution) => {
				const binary = execution.data.resultData.runData.Download[0].data.main[0][0].binary;
				if (!binary?.data?.id?.startsWith('database:')) throw new Error(`Expected a file in the database, got ${JSON.stringify(binary)}`);
			};
			const download = await createWorkflow(bench.n8n, transfer.download({ credential: bench.credential, bucketKey: BUCKET }));
			const [url, readUpload, fetched] = await urlUploadContenders(bench, source);
			const uploads = [
				{ ...readUpload, key: 'upload' },
				{ key: 'httpUpload', label: 'n8n’s HTTP Request node: Read/Write Files from Disk, PUT the file to a signed URL, POST the completion', run: () => httpUpload(bench, sized) },
				url,
				fetched,
			];
			const downloads = [
				{ key: 'download', label: 'This node: Object > Download', run: () => measuredRun(bench, download, ['Download'], sized) },
				{ key: 'httpDownload', label: 'n8n’s HTTP Request node: GET the signed URL, response File', run: () => httpDownload(bench, storedFile) },
			];
			const groups = [uploads, downloads].map((group) => group.map((contender) => withDatabaseGrowth(bench.cluster.postgres, contender)));
			log(`Queue transfer: ${FILE_MB} MB in parts of ${PART_MB} MB; warm-up run of each contender`);
			const before = workerRuns(bench);
			const samples = await sampleRuns(groups, runs, log);
			const ranOnWorker = workerRuns(bench) - before;
			const fields = ['ms', 'growthMb', 'peakMb', 'databaseMb'];
			const results = summarized(groups.flat(), samples, fields).map((result) => ({
				...result,
				growthPerMib: ratio(result.growthMb, FILE_MB),
				databasePerMib: ratio(result.databaseMb, FILE_MB),
			}));
			const by = Object.fromEntries(results.map((result) => [result.key, result]));
			return {
				title: `${FILE_MB} MB in queue mode: binary data in PostgreSQL (N8N_DEFAULT_BINARY_DATA_MODE=database), main and one worker; parts of ${PART_MB} MB`,
				runs,
				fileMb: FILE_MB,
				partMb: PART_MB,
				ranOnWorker,
				contenders: results,
				samples,
				ratios: {
					downloadTimeVsHttpRequest: ratio(by.download.ms, by.httpDownload.ms),
					downloadGrowthVsHttpRequest: ratio(by.download.growthMb, by.httpDownload.growthMb),
					uploadTimeVsHttpRequest: ratio(by.upload.ms, by.httpUpload.ms),
					uploadGrowthVsHttpRequest: ratio(by.upload.growthMb, by.httpUpload.growthMb),
					urlThroughputVsFetch: ratio(by.fetch.ms, by.url.ms),
				},
				targets: { notWorseThanHttpRequest: 1 },
			};
		} finally {
			await source.close();
		}
	} finally {
		release();
		await bench.stop();
	}
}

module.exports = { benchQueueTransfer, startQueueBench, databaseBytes, psql };
