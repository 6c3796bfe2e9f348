'use strict';

const { call } = require('../support/sandbox');
const { SEED } = require('../../sandbox/seed/data');
const { createWorkflow, runManually, nodeItems, nodeTimeMs } = require('./harness');
const { tree } = require('./workflows');
const { round } = require('./stats');

/**
 * Benchmark 6: Folder > Get Contents with Include Subfolders over a generated tree of 2,000 files
 * (3 levels of 3 subfolders: 40 folders of 50 files each), under a rate limit on folder contents
 * tight enough that the walk meets it. Measured from one run: requests made, n8n's time for the
 * node, the 429 answers the sandbox gave, and whether any surfaced (the workflow's status).
 */

const TREE = { depth: 3, folders: 3, files: 50 };
const FOLDERS = 3 + 9 + 27;
const FILES = (FOLDERS + 1) * TREE.files;
/** A fixed window on folder contents: 10 requests a second, then 429 with Retry-After. */
const LIMIT = { method: 'GET', path: 'folders/[^/]+/contents$', limit: 10, windowMs: 1000 };

async function admin(sandbox, method, path, json) {
	const response = await call(sandbox, method, path, { json });
	if (response.status >= 300)
		throw new Error(`${method} ${path} answered ${response.status}: ${response.text}`);
	return response;
}

async function benchTree(bench, { log }) {
	const { sandbox, n8n, credential } = bench;
	const folderId = SEED.folders.towerShared;
	await admin(sandbox, 'POST', '/__sandbox/seed/tree', { folderId, ...TREE });
	const workflowId = await createWorkflow(
		n8n,
		tree.node({ credential, projectId: SEED.projects.tower, folderId }),
	);
	log(
		`Tree: ${FILES} files in ${FOLDERS} folders below one folder, ${LIMIT.limit} folder reads per ${LIMIT.windowMs} ms`,
	);
	const run = async () => {
		sandbox.ctx.log.clear();
		await admin(sandbox, 'DELETE', '/__sandbox/rate-limits');
		await admin(sandbox, 'POST', '/__sandbox/rate-limits', LIMIT);
		const result = await runManually(bench, workflowId, { timeoutMs: 600_000 });
		const reads = sandbox.ctx.log.find({ method: 'GET', path: /\/folders\/[^/]+\/contents$/ });
		const error = result.status === 'success' ? undefined : result.execution.data.resultData.error;
		const outputs = result.status === 'success' ? nodeItems(result.execution, 'APS') : [];
		return {
			status: result.status,
			error: error && error.message,
			requests: reads.length,
			answered429: reads.filter((entry) => entry.status === 429).length,
			outputItems: outputs.length,
			files: outputs.filter((json) => json.type === 'items').length,
			folders: outputs.filter((json) => json.type === 'folders').length,
			nodeMs: result.status === 'success' ? nodeTimeMs(result.execution, 'APS') : undefined,
			wallMs: result.wallMs,
			growthMb: (result.peakKb - result.rssBeforeKb) / 1024,
		};
	};
	let sample;
	try {
		log('  warm-up run');
		await run();
		sample = await run();
	} finally {
		await admin(sandbox, 'DELETE', '/__sandbox/rate-limits');
	}
	log(
		`  run: ${JSON.stringify(Object.fromEntries(Object.entries(sample).map(([k, v]) => [k, typeof v === 'number' ? round(v, 1) : v])))}`,
	);
	return {
		title: `Walking a tree of ${FILES} files (${FOLDERS} folders) with Folder > Get Contents, Include Subfolders`,
		runs: 1,
		tree: { ...TREE, folderCount: FOLDERS, fileCount: FILES },
		limit: LIMIT,
		sample,
		targets: { surfaced429: 0 },
	};
}

module.exports = { benchTree };
