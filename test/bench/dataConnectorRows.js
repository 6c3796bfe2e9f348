'use strict';

const { SEED } = require('../../sandbox/seed/data');
const { SEEDED_JOB_ID, groupFile } = require('../../sandbox/seed/dataConnector');
const { createWorkflow, measuredRun } = require('./harness');
const { apsNode, chain, credentials, httpWithCredential, manualTrigger, node } = require('./workflows');
const { medians, ratio, round, rotated } = require('./stats');

/**
 * Benchmark 21: a Data Connector CSV table of 100,000 rows turned into items. This node's
 * Extracted Data > Download with Output: Rows (the job's listing, the table's schema, the CSV's
 * signed URL and its bytes; one item a row, typed by the schema) against what a user builds with
 * n8n's own nodes: the HTTP Request node asking for the file's signed URL (with this package's
 * credential type), a second one downloading it as a file, and Extract From File (CSV) making one
 * item a row (values as text). Time is n8n's own measure of the nodes; memory the n8n server's peak
 * RSS growth during the run.
 */

const ROWS = 100_000;
const FILE = 'issues_issues.csv';
const ACCOUNT = SEED.hubs.acc;

/** The seeded job's issues table, made ROWS rows long (its schema file stays as it is). */
function seedTable(bench) {
	const job = bench.sandbox.ctx.state.dataConnector.jobs.get(SEEDED_JOB_ID);
	const file = job.files.find((each) => each.name === FILE);
	file.content = groupFile('issues', ROWS).content;
	return file.content.length;
}

const workflows = {
	/** Extracted Data > Download of the CSV, Output: Rows. */
	node: (credential) =>
		chain('Bench: Data Connector rows, this node', [
			manualTrigger(),
			apsNode('APS', credential, {
				resource: 'dataFile',
				operation: 'download',
				hubId: { __rl: true, mode: 'id', value: ACCOUNT },
				jobId: SEEDED_JOB_ID,
				fileSelection: 'one',
				fileName: FILE,
				output: 'rows',
			}),
		]),

	/** HTTP Request for the signed URL, HTTP Request downloading the file, Extract From File (CSV). */
	http: (credential, baseUrl) =>
		chain('Bench: Data Connector rows, HTTP Request + Extract From File', [
			manualTrigger(),
			node(
				'Get URL',
				'n8n-nodes-base.httpRequest',
				4.2,
				httpWithCredential({ url: `${baseUrl}/data-connector/v1/accounts/${ACCOUNT.slice(2)}/jobs/${SEEDED_JOB_ID}/data/${FILE}`, options: {} }),
				[240, 0],
				{ credentials: credentials(credential) },
			),
			node('Download', 'n8n-nodes-base.httpRequest', 4.2, { url: '={{ $json.signedUrl }}', options: { response: { response: { responseFormat: 'file' } } } }, [480, 0]),
			node('Extract From File', 'n8n-nodes-base.extractFromFile', 1.1, { operation: 'csv', options: {} }, [720, 0]),
		]),
};

/** The items are the table's rows: ROWS of them, the first one's display_id as `firstId` says. */
const checkRows = (firstId) => (items) => {
	if (items.length !== ROWS) throw new Error(`Expected ${ROWS} rows, got ${items.length}`);
	if (items[0].id !== 'iss-0001' || items[0].display_id !== firstId)
		throw new Error(`Unexpected first row: ${JSON.stringify(items[0])}`);
};

async function benchDataConnectorRows(bench, { runs, log }) {
	const { n8n, sandbox, credential } = bench;
	const bytes = seedTable(bench);
	const ids = {
		node: await createWorkflow(n8n, workflows.node(credential)),
		http: await createWorkflow(n8n, workflows.http(credential, sandbox.url)),
	};
	const contenders = [
		{
			key: 'node',
			label: 'This node: Extracted Data > Download, Output: Rows (values typed by the schema)',
			run: () => measuredRun(bench, ids.node, ['APS'], checkRows(1)),
		},
		{
			key: 'http',
			label: 'HTTP Request (signed URL) + HTTP Request (file) + Extract From File, CSV (values as text)',
			run: () => measuredRun(bench, ids.http, ['Get URL', 'Download', 'Extract From File'], checkRows('1')),
		},
	];
	log(`Data Connector rows: ${ROWS} rows, ${round(bytes / 2 ** 20, 1)} MB of CSV; warm-up run of each contender`);
	for (const contender of contenders) await contender.run();
	const samples = { node: [], http: [] };
	for (let run = 0; run < runs; run++) {
		for (const contender of rotated(contenders, run)) {
			const sample = await contender.run();
			samples[contender.key].push(sample);
			log(`  run ${run + 1}/${runs} ${contender.key}: ${round(sample.ms)} ms, RSS growth ${round(sample.growthMb)} MB`);
		}
	}
	const results = contenders.map((contender) => ({
		key: contender.key,
		label: contender.label,
		...medians(samples[contender.key], ['ms', 'growthMb', 'peakMb']),
		samples: samples[contender.key],
	}));
	const [node, http] = results;
	return {
		title: `A Data Connector CSV of ${ROWS.toLocaleString('en-US')} rows (${round(bytes / 2 ** 20, 1)} MB) into items`,
		runs,
		rows: ROWS,
		bytes,
		contenders: results,
		ratios: { timeVsHttp: ratio(node.ms, http.ms), growthVsHttp: ratio(node.growthMb, http.growthMb) },
	};
}

module.exports = { benchDataConnectorRows };
