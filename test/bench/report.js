'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { round } = require('./stats');

/** The results as JSON (everything, samples included) and as a markdown report. */

const RESULTS = path.join(__dirname, 'results');

const x = (value) => (Number.isFinite(value) ? `${round(value, 2).toFixed(2)}x` : 'n/a');
const pct = (value) => (Number.isFinite(value) ? `${round(value * 100, 1)}%` : 'n/a');
const num = (value, digits = 0) => (Number.isFinite(value) ? String(round(value, digits)) : 'n/a');
const verdict = (ok) => (ok ? 'met' : 'NOT met');

function table(header, rows) {
	return [
		`| ${header.join(' | ')} |`,
		`|${header.map(() => '---').join('|')}|`,
		...rows.map((row) => `| ${row.join(' | ')} |`),
	].join('\n');
}

function listingSection(result, number = '1') {
	const rows = result.contenders.map((c) => [
		c.label,
		num(c.ms),
		num(c.wallMs),
		c.key === 'fetch' ? `(own process: ${num(c.peakMb)})` : num(c.peakMb),
		c.key === 'fetch' ? '' : num(c.growthMb),
	]);
	const r = result.ratios;
	return [
		heading(number, result),
		table(
			[
				'Contender',
				'Node time (ms, median)',
				'Execution wall (ms)',
				'n8n peak RSS (MB)',
				'RSS growth in run (MB)',
			],
			rows,
		),
		'',
		`- Time, this node / HTTP Request: **${x(r.timeVsHttp)}** (target <= 1.0x: ${verdict(r.timeVsHttp <= result.targets.timeVsHttp)}); / HTTP Request + Split Out: ${x(r.timeVsHttpSplit)}`,
		`- Time, this node / bare fetch loop: **${x(r.timeVsFetch)}** (target <= 1.3x: ${verdict(r.timeVsFetch <= result.targets.timeVsFetch)})`,
		`- Peak RSS, this node / HTTP Request: ${x(r.peakVsHttp)}; / HTTP Request + Split Out: ${x(r.peakVsHttpSplit)}`,
	].join('\n');
}

function rateSection(result) {
	const rows = result.contenders.map((c) => [
		c.label,
		`**${pct(c.share)}**`,
		num(c.jobs),
		num(c.failedItems),
		num(c.duplicateJobs),
		num(c.repeatedRequests),
		num(c.rejected429),
		num(c.seconds, 1),
	]);
	const node = result.contenders.find((c) => c.key === 'node');
	const met =
		node.share >= result.targets.share && node.failedItems === 0 && node.duplicateJobs === 0;
	return [
		heading('2', result),
		table(
			[
				'Contender',
				'Share of allowed rate',
				'Jobs started',
				'Failed items',
				'Duplicate jobs',
				'Repeated requests',
				'429 answers',
				'First to last request (s)',
			],
			rows,
		),
		'',
		`- This node: ${pct(node.share)} of the allowed rate, ${num(node.failedItems)} failed, ${num(node.duplicateJobs)} duplicate jobs (target >= 95%, 0, 0: ${verdict(met)}); the best possible is ${result.jobs / result.limit.limit} windows, ${((result.jobs / result.limit.limit - 1) * result.limit.windowMs) / 1000} s from first to last request.`,
		`- Share, this node / HTTP Request with retries: ${x(result.ratios.shareVsHttpRetry)}; / HTTP Request with batching tuned to the limit: ${x(result.ratios.shareVsHttpBatched)}`,
	].join('\n');
}

const ISOLATES =
	'- n8n’s default expression engine creates an expression isolate for the webhook phase of every callback to a trigger node other than its own Webhook node (an exemption by node type), and one more for each execution: two per callback for any community trigger, one for the Webhook node. That caps the ratio near 0.5x whatever the trigger does; 3b and 3c show the same workflows without that cost.';

/** The section's heading: its number, title and the n8n settings it ran with. */
const heading = (number, result) => `### ${number}. ${result.title}; ${result.settings.label}`;

function callbacksSection(result, number = '3') {
	const rows = result.contenders.map((c) => [
		c.label,
		`**${num(c.perSecond)}**`,
		num(c.finishedPerSecond),
		`${num(c.acknowledged)} / ${num(c.failed)}`,
	]);
	const r = result.ratios;
	return [
		heading(number, result),
		table(
			[
				'Contender',
				'Acknowledged per s (median)',
				'Executions finished per s',
				'Acknowledged / failed',
			],
			rows,
		),
		'',
		`- This trigger / Webhook node: **${x(r.perSecondVsWebhook)}** acknowledged per second (target >= 0.9x: ${verdict(r.perSecondVsWebhook >= result.targets.perSecondVsWebhook)}); ${x(r.finishedPerSecondVsWebhook)} until every execution had finished`,
		...(result.settings.key === 'default' ? [ISOLATES] : []),
	].join('\n');
}

function transferSection(result) {
	const r = result.ratios;
	const rows = [
		['This node: Object > Upload (after Read/Write Files from Disk)', num(result.upload.ms), num(result.upload.growthMb), num(result.upload.peakMb)],
		['This node: Object > Download', num(result.download.ms), num(result.download.growthMb), num(result.download.peakMb)],
		...(result.httpDownload
			? [['n8n’s HTTP Request node: GET the signed URL, response File', num(result.httpDownload.ms), num(result.httpDownload.growthMb), num(result.httpDownload.peakMb)]]
			: []),
		['Bare fetch loop, upload (own process)', num(result.fetch.uploadMs), '', `(own process: ${num(result.fetch.peakMb)})`],
		['Bare fetch loop, download (own process)', num(result.fetch.downloadMs), '', ''],
	];
	return [
		heading('4', result),
		table(['Contender', 'Node time (ms, median)', 'n8n RSS growth in run (MB)', 'n8n peak RSS (MB)'], rows),
		'',
		`- Throughput, this node / bare fetch loop: upload **${x(r.uploadThroughputVsFetch)}**, download **${x(r.downloadThroughputVsFetch)}** (target >= ${result.targets.throughputVsFetch}x: ${verdict(r.uploadThroughputVsFetch >= result.targets.throughputVsFetch)} / ${verdict(r.downloadThroughputVsFetch >= result.targets.throughputVsFetch)})`,
		...(result.httpDownload
			? [
					`- Download, n8n’s HTTP Request node / bare fetch loop: ${x(r.httpDownloadThroughputVsFetch)}; this node / HTTP Request node: **${x(r.downloadThroughputVsHttpRequest)}**`,
				]
			: []),
		`- n8n's memory growth in parts of ${result.partMb} MB: upload ${num(r.uploadGrowthInParts, 2)}, download ${num(r.downloadGrowthInParts, 2)} (target < ${result.targets.growthInParts}: ${verdict(r.uploadGrowthInParts < result.targets.growthInParts)} / ${verdict(r.downloadGrowthInParts < result.targets.growthInParts)})${result.httpDownload ? `; HTTP Request node download ${num(r.httpDownloadGrowthInParts, 2)}` : ''}`,
	].join('\n');
}

function waitsSection(result) {
	const rows = result.contenders.map((c) => [c.label, `${c.succeeded} / ${c.outputItems}`, num(c.manifestReads), num(c.wallSeconds, 1), x(c.multipleOfT), num(c.growthMb)]);
	const r = result.ratios;
	return [
		heading('5', result),
		table(['Contender', 'Succeeded / output items', 'Manifest reads', 'Execution wall (s)', 'Wall / T', 'n8n RSS growth in run (MB)'], rows),
		'',
		`- This node: **${x(r.nodeMultipleOfT)}** of one job's time T = ${result.jobSeconds} s for ${result.jobs} jobs (target <= ${result.targets.multipleOfT}x: ${verdict(r.nodeMultipleOfT <= result.targets.multipleOfT)}; item after item would be about ${result.jobs}x); HTTP Request + Wait loop: ${x(r.httpMultipleOfT)}`,
	].join('\n');
}

function treeSection(result) {
	const s = result.sample;
	const l = result.limit;
	return [
		heading('6', result),
		table(
			['Contender', 'Outputs (files / folders)', 'Folder reads', '429 answers seen', 'Workflow status', 'Node time (ms)', 'n8n RSS growth in run (MB)'],
			[['This node: Folder > Get Contents, Include Subfolders', `${s.outputItems} (${s.files} / ${s.folders})`, num(s.requests), num(s.answered429), s.status, num(s.nodeMs), num(s.growthMb)]],
		),
		'',
		`- Rate limit in the sandbox: ${l.limit} folder reads per ${l.windowMs} ms (fixed window, 429 with Retry-After). 429 surfaced as an error: ${s.status === 'success' ? 'none (target met)' : `yes: ${s.error} (target NOT met)`}`,
	].join('\n');
}

function derivativeDownloadSection(result) {
	const r = result.ratios;
	return [
		heading('7', result),
		table(
			['Contender', 'Time (ms, median)', 'Before the CDN request (ms)', 'From the CDN request (ms)', 'n8n CPU in run (ms)', 'n8n RSS growth in run (MB)', 'Peak RSS (MB)'],
			[
				['This node: Translation Job > Download Derivatives (OBJ)', num(result.node.ms), num(result.node.beforeBytesMs), num(result.node.bytesMs), num(result.node.cpuMs), num(result.node.growthMb), num(result.node.peakMb)],
				...(result.http
					? [['n8n’s HTTP Request node: GET the address with the signed cookies, response File', num(result.http.ms), num(result.http.beforeBytesMs), num(result.http.bytesMs), num(result.http.cpuMs), num(result.http.growthMb), num(result.http.peakMb)]]
					: []),
				['Bare fetch: signed cookies, then the bytes into a file (own process)', num(result.fetch.ms), '', '', '', '', `(own process: ${num(result.fetch.peakMb)})`],
			],
		),
		'',
		`- Throughput, this node / bare fetch: **${x(r.throughputVsFetch)}** (target >= ${result.targets.throughputVsFetch}x: ${verdict(r.throughputVsFetch >= result.targets.throughputVsFetch)})`,
		...(result.http
			? [
					`- n8n’s HTTP Request node / bare fetch: ${x(r.httpThroughputVsFetch)}; this node / HTTP Request node: **${x(r.throughputVsHttpRequest)}** (from the CDN request on: ${x(r.bytesVsHttpRequest)}; n8n's CPU per run, HTTP Request node / this node: ${x(r.cpuVsHttpRequest)})`,
					`- Per run, ms (this node: before the CDN request + from it / HTTP Request node: the same): ${result.samples.node.map((s, i) => `${num(s.beforeBytesMs)} + ${num(s.bytesMs)} / ${num(result.samples.http[i].beforeBytesMs)} + ${num(result.samples.http[i].bytesMs)}`).join('; ')}`,
				]
			: []),
		`- n8n's memory growth: ${num(result.node.growthMb)} MB, ${pct(r.growthOfFileSize)} of the file's ${result.fileMb} MB`,
	].join('\n');
}

function queueSection(result) {
	const rows = result.modes.map((mode) => [
		mode.label,
		`${num(mode.trigger.perSecond)} (${x(mode.ratios.triggerPerSecond)})`,
		`${num(mode.trigger.finishedPerSecond)} (${x(mode.ratios.triggerFinishedPerSecond)})`,
		`${num(mode.webhook.perSecond)} (${x(mode.ratios.webhookPerSecond)})`,
		`${num(mode.webhook.finishedPerSecond)} (${x(mode.ratios.webhookFinishedPerSecond)})`,
		`${num(mode.jobs.perMinute, 1)} (${x(mode.ratios.jobsPerMinute)})`,
		`${mode.jobs.succeeded} / ${mode.jobs.failed}`,
	]);
	const failed = result.modes.flatMap((mode) =>
		[mode.trigger, mode.webhook]
			.filter((contender) => contender.failed)
			.map((contender) => `${mode.label}, ${contender.label}: ${contender.failed} failed (${contender.samples[0].errors.join('; ')})`),
	);
	return [
		heading('8', result),
		table(
			[
				'Mode',
				'This trigger: acknowledged per s (/ regular)',
				'This trigger: executions finished per s',
				'Webhook node: acknowledged per s',
				'Webhook node: executions finished per s',
				'Translation jobs finished per minute',
				'Jobs succeeded / failed',
			],
			rows,
		),
		'',
		`- Ratios in brackets are to regular mode in the same run. Callbacks: benchmark 3's deliveries, one run per mode after a warm-up; jobs: ${result.jobs} workflows started at once, each translating one design (${result.jobSeconds} s in the sandbox) with Wait for Completion; a worker runs up to ${result.workerConcurrency} executions at a time (n8n's default).`,
		...(failed.length ? [`- Callbacks not acknowledged: ${failed.join('; ')}`] : []),
	].join('\n');
}

function serviceAccountSection(result) {
	const { cold, warm } = result.counts;
	const row = (label, run) => [label, num(run.exchanges), num(run.apiRequests), num(run.extraRequests), num(run.answeredNot200), num(run.outputItems), num(run.nodeMs)];
	const met = cold.exchanges === result.targets.exchanges && cold.extraRequests === result.targets.extraRequests && warm.exchanges === 0 && warm.extraRequests === 0;
	return [
		heading('9', result),
		table(
			['Run (one pair)', 'Token exchanges', 'API requests', 'Extra requests', 'Answers not 200', 'Output items', 'Node time (ms)'],
			[row('Empty stored token (new credential)', cold), row('Token kept (same workflow, next run)', warm)],
		),
		'',
		`- Exchanges for ${num(result.items)} requests: ${num(cold.exchanges)} with an empty stored token, ${num(warm.exchanges)} with it kept; extra requests ${num(cold.extraRequests)} / ${num(warm.extraRequests)} (target 1 exchange, 0 extra: ${verdict(met)})`,
		`- First API request after the execution's start (median of ${result.runs} pairs): ${num(result.cold.firstRequestMs)} ms with an empty stored token, ${num(result.warm.firstRequestMs)} ms with it kept: **${num(result.addedFirstRequestMs)} ms** added for signing and exchange (${x(result.ratios.firstRequestColdVsWarm)}); token request to first API request: ${num(result.cold.exchangeToFirstRequestMs)} ms`,
	].join('\n');
}

function copyAcrossSection(result) {
	const r = result.ratios;
	const rows = [
		['This node: Item > Copy into another project (stream)', num(result.copy.ms), num(result.copy.growthMb), num(result.copy.peakMb)],
		['This node: Item > Download, then Item > Upload', num(result.twoStep.ms), num(result.twoStep.growthMb), num(result.twoStep.peakMb)],
		['Bare fetch loop, S3 to S3 (own process)', num(result.fetch.ms), '', `(own process: ${num(result.fetch.peakMb)})`],
	];
	return [
		heading('12', result),
		table(['Contender', 'Node time (ms, median)', 'n8n RSS growth in run (MB)', 'n8n peak RSS (MB)'], rows),
		'',
		`- Throughput, Copy / Download + Upload: **${x(r.copyVsTwoStep)}** (goal: faster, > ${result.targets.fasterThanTwoStep}x: ${verdict(r.copyVsTwoStep > result.targets.fasterThanTwoStep)}); Copy / bare fetch loop: ${x(r.copyVsFetch)}`,
		`- n8n's memory growth in parts of ${result.partMb} MB: Copy ${num(r.copyGrowthInParts, 2)} (target < ${result.targets.growthInParts}: ${verdict(r.copyGrowthInParts < result.targets.growthInParts)}); Download + Upload ${num(r.twoStepGrowthInParts, 2)}`,
	].join('\n');
}

/** A row per contender: n8n's time, the measured process's growth (MB and parts) and its peak. */
function partsTable(result, process, extra = []) {
	const rows = result.contenders.map((c) => {
		const own = c.key === 'fetch';
		return [
			c.label,
			num(c.ms),
			own ? '' : num(c.growthMb),
			own ? '' : `**${num(c.growthInParts, 2)}**`,
			own ? `(own process: ${num(c.peakMb)})` : num(c.peakMb),
			...extra.map(([, cell]) => cell(c)),
		];
	});
	return table(
		['Contender', 'Time (ms, median)', `${process} RSS growth in run (MB)`, `Growth in parts of ${result.partMb} MB`, `${process} peak RSS (MB)`, ...extra.map(([name]) => name)],
		rows,
	);
}

function urlUploadSection(result) {
	const r = result.ratios;
	const url = result.contenders.find((c) => c.key === 'url');
	return [
		heading('13', result),
		partsTable(result, 'n8n'),
		'',
		`- Throughput, upload from the URL / bare fetch loop: **${x(r.urlThroughputVsFetch)}**; / Read File + Upload: ${x(r.urlThroughputVsReadUpload)}`,
		`- n8n's memory growth for the upload from the URL: ${num(url.growthInParts, 2)} parts of ${result.partMb} MB (target < ${result.targets.growthInParts}: ${verdict(url.growthInParts < result.targets.growthInParts)})`,
	].join('\n');
}

function queueTransferSection(result) {
	const r = result.ratios;
	const perMib = (value) => (Number.isFinite(value) ? value.toFixed(2) : 'n/a');
	const notWorse = (value) => verdict(value <= result.targets.notWorseThanHttpRequest);
	return [
		heading('14', result),
		partsTable(result, 'Worker', [
			['Worker growth per MiB of the file', (c) => (c.key === 'fetch' ? '' : perMib(c.growthPerMib))],
			['PostgreSQL growth in run (MB)', (c) => num(c.databaseMb)],
			['PostgreSQL per MiB of the file', (c) => perMib(c.databasePerMib)],
		]),
		'',
		`- Download, this node / HTTP Request node: time **${x(r.downloadTimeVsHttpRequest)}**, worker growth **${x(r.downloadGrowthVsHttpRequest)}** (goal: not worse, <= 1.00x: ${notWorse(r.downloadTimeVsHttpRequest)} / ${notWorse(r.downloadGrowthVsHttpRequest)})`,
		`- Upload after Read File, this node / HTTP Request node (PUT + completion; Read File counted on both sides): time **${x(r.uploadTimeVsHttpRequest)}**, worker growth **${x(r.uploadGrowthVsHttpRequest)}** (goal: not worse: ${notWorse(r.uploadTimeVsHttpRequest)} / ${notWorse(r.uploadGrowthVsHttpRequest)})`,
		`- Upload from a URL / bare fetch loop: ${x(r.urlThroughputVsFetch)} throughput. Runs the worker started: ${result.ranOnWorker} (every measured run and warm-up but the fetch loop's).`,
	].join('\n');
}

function importSection(result) {
	const rows = result.contenders.map((c) => [
		c.label,
		num(c.ms),
		num(c.requests),
		c.key === 'node' ? `${num(c.importCalls)} + ${num(c.userReads)}` : num(c.addCalls),
		num(c.answers429),
		`${num(c.usersInProject)} / ${num(result.users)}`,
		c.atDocumentedLimit ? `${num(c.atDocumentedLimit.ms)} ms, ${num(c.atDocumentedLimit.answers429)} x 429, ${num(c.atDocumentedLimit.usersInProject)} users in` : 'n/a',
	]);
	const r = result.ratios;
	return [
		heading('18', result),
		table(
			[
				'Contender',
				'Node time (ms, median)',
				'Requests',
				'Import calls + user reads / add calls',
				'429 answers',
				'Users in the project',
				`At ${result.documentedLimit.limit} requests a minute (one run)`,
			],
			rows,
		),
		'',
		`- Requests, this node / HTTP Request: **${x(r.requestsVsHttp)}** (goal <= 1/50, 0.02x: ${verdict(r.requestsVsHttp <= result.targets.requestsVsHttp)})`,
		`- Time, this node / HTTP Request: **${x(r.timeVsHttp)}** (goal <= 0.2x: ${verdict(r.timeVsHttp <= result.targets.timeVsHttp)})`,
	].join('\n');
}

function dataConnectorZipSection(result) {
	const r = result.ratios;
	const row = (label, c) => [label, num(c.ms), num(c.beforeBytesMs), num(c.bytesMs), num(c.cpuMs), num(c.growthMb), num(c.peakMb)];
	return [
		heading('20', result),
		table(
			['Contender', 'Time (ms, median)', 'Before the signed GET (ms)', 'From the signed GET (ms)', 'n8n CPU in run (ms)', 'n8n RSS growth in run (MB)', 'Peak RSS (MB)'],
			[
				row('This node: Extracted Data > Download, All (ZIP), Output: Binary File', result.node),
				row('n8n’s HTTP Request node: GET the signed URL, response File', result.http),
			],
		),
		'',
		`- Time, HTTP Request node / this node (median of the per-run ratios): **${x(r.timeVsHttpRequest)}** (target >= ${result.targets.timeVsHttpRequest}x: ${verdict(r.timeVsHttpRequest >= result.targets.timeVsHttpRequest)}); from the signed GET on: ${x(r.bytesVsHttpRequest)}; n8n's CPU per run: ${x(r.cpuVsHttpRequest)}`,
		`- Per run, ms (this node: before the signed GET + from it / HTTP Request node: the same): ${result.samples.node.map((s, i) => `${num(s.beforeBytesMs)} + ${num(s.bytesMs)} / ${num(result.samples.http[i].beforeBytesMs)} + ${num(result.samples.http[i].bytesMs)}`).join('; ')}`,
		`- n8n's memory growth in parts of ${result.partMb} MB: this node **${num(r.growthInParts, 2)}** (target < ${result.targets.growthInParts}: ${verdict(r.growthInParts < result.targets.growthInParts)}); HTTP Request node ${num(r.httpGrowthInParts, 2)}`,
	].join('\n');
}

function dataConnectorZipQueueSection(result) {
	return [
		heading('20 (queue mode)', result),
		table(
			['Contender', 'Time (ms, median)', 'Bytes in n8n’s binary store (binary_data rows)', 'PostgreSQL growth in run (MB)', 'Worker RSS growth in run (MB)', 'Worker peak RSS (MB)'],
			result.contenders.map((c) => [c.label, num(c.ms), `${num(c.storedBytes)} (${num(c.storedFiles)})`, num(c.databaseMb), num(c.growthMb), num(c.peakMb)]),
		),
	].join('\n');
}

function dataConnectorRowsSection(result) {
	const rows = result.contenders.map((c) => [c.label, num(c.ms), num(c.growthMb), num(c.peakMb)]);
	const r = result.ratios;
	return [
		heading('21', result),
		table(['Contender', 'Node time (ms, median)', 'n8n RSS growth in run (MB, median)', 'n8n peak RSS (MB)'], rows),
		'',
		`- Time, this node / HTTP Request + Extract From File: **${x(r.timeVsHttp)}**; RSS growth: **${x(r.growthVsHttp)}** (measured, no target)`,
	].join('\n');
}

function aecElementsSection(result) {
	const rows = result.contenders.map((c) => [
		c.label,
		c.status === 'success' ? num(c.elements) : `did not finish: ${c.error}`,
		num(c.ms),
		num(c.floorMs),
		`**${x(c.vsFloor)}**`,
		num(c.requests),
		num(c.rejected429),
		num(c.points),
		num(c.growthMb),
	]);
	const mine = result.contenders.find((c) => c.key === 'node') ?? { vsFloor: NaN, rejected429: NaN };
	return [
		heading('19', result),
		table(['Contender', 'Elements', 'Node time (ms)', 'Floor (ms)', 'Time / floor', 'Requests', '429 answers', 'Points spent', 'RSS growth in run (MB)'], rows),
		'',
		`- This node: **${x(mine.vsFloor)}** the floor (goal <= ${result.targets.vsFloor}x: ${verdict(mine.vsFloor <= result.targets.vsFloor)}), ${mine.rejected429} answers 429 (goal 0: ${verdict(mine.rejected429 === 0)}). One run each: a measured ratio, not a timed assertion.`,
	].join('\n');
}

const SECTIONS = {
	aecElements: aecElementsSection,
	accountProjects: (result) => listingSection(result, '17'),
	projectUserImport: importSection,
	dataConnectorRows: dataConnectorRowsSection,
	urlUpload: urlUploadSection,
	queueTransfer: queueTransferSection,
	copyAcross: copyAcrossSection,
	serviceAccount: serviceAccountSection,
	queue: queueSection,
	derivativeDownload: derivativeDownloadSection,
	dataConnectorZip: dataConnectorZipSection,
	dataConnectorZipQueue: dataConnectorZipQueueSection,
	tree: treeSection,
	waits: waitsSection,
	listing: (result) => listingSection(result),
	issues: (result) => listingSection(result, '11'),
	rfis: (result) => listingSection(result, '15'),
	rateLimit: rateSection,
	callbacks: callbacksSection,
	callbacksLegacyEngine: (result) => callbacksSection(result, '3b'),
	callbacksLazyIsolates: (result) => callbacksSection(result, '3c'),
	transfer: transferSection,
};

function section(key, result) {
	if (result.error) return `### ${key}\nFailed: ${result.error}`;
	return SECTIONS[key](result);
}

function markdown(report) {
	const { environment: env } = report;
	return [
		'## Benchmark results',
		'',
		`${env.date}; ${env.cpus} x ${env.cpuModel}, ${env.memoryGb} GB; n8n ${env.n8n} on Node ${env.n8nNode}; load average ${env.loadBefore.join(' / ')} before, ${env.loadAfter.join(' / ')} after (1 / 5 / 15 min). Reproduce with \`${env.command}\`.`,
		'',
		...Object.entries(report.benchmarks).flatMap(([key, result]) => [section(key, result), '']),
		"Method (details in test/bench/README.md): one sandbox, and one n8n server per group of settings; the contenders alternate, in a rotated order each run, after a warm-up run each; medians. Workflows run through the n8n server's REST API, so no n8n start-up is measured; node time is n8n's own measure of the nodes' execution. Before each run the server collects its garbage and its peak RSS (VmHWM) is reset. The HTTP Request node uses this package's credential type: both sides go through n8n's OAuth2 path.",
		'',
	].join('\n');
}

function writeReport(report) {
	fs.mkdirSync(RESULTS, { recursive: true });
	fs.writeFileSync(path.join(RESULTS, 'latest.json'), `${JSON.stringify(report, null, '\t')}\n`);
	const text = markdown(report);
	fs.writeFileSync(path.join(RESULTS, 'latest.md'), text);
	return text;
}

module.exports = { writeReport, markdown };
