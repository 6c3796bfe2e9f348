'use strict';

const { json } = require('../../responses');
const { SIGNED_URL_SECONDS, ZIP_NAME } = require('../../seed/dataConnector');
const { s3Error } = require('../oss/errors');
const { signUrl, signedNow, verifySigned } = require('../oss/signing');
const { accountFor, dcCaller, notFound } = require('./access');
const { ownJob } = require('./jobs');
const { largeZip } = require('./largeZip');
const { extractFiles } = require('./state');

/**
 * A job's extract: its listing (`jobs/{jobId}/data-listing`: name, creation date and size of each
 * file; 404 when the job made none), and a file's signed URL (`jobs/{jobId}/data/{name}`, valid
 * 60 seconds), which the sandbox's S3 stand-in serves at `/s3/data-connector/{jobId}/{name}`.
 */

const DOWNLOAD_PREFIX = '/s3/data-connector';

function listData(ctx, request) {
	const caller = dcCaller(ctx, request, 'data:read');
	const account = accountFor(ctx, caller, request.params.accountId);
	const files = extractFiles(ctx, ownJob(ctx, caller, account, request.params.jobId));
	if (!files) throw notFound();
	return json(200, files.map((file) => ({ name: file.name, createdAt: file.createdAt, size: served(ctx, file).size })));
}

function dataUrl(ctx, request) {
	const caller = dcCaller(ctx, request, 'data:read');
	const account = accountFor(ctx, caller, request.params.accountId);
	const job = ownJob(ctx, caller, account, request.params.jobId);
	const file = (extractFiles(ctx, job) || []).find((each) => each.name === request.params.name);
	if (!file) throw notFound();
	const signedUrl = signUrl({
		secret: ctx.state.dataConnector.secret,
		baseUrl: ctx.baseUrl,
		method: 'GET',
		pathname: `${DOWNLOAD_PREFIX}/${job.id}/${encodeURIComponent(file.name)}`,
		nowMs: ctx.clock.now(),
		seconds: SIGNED_URL_SECONDS,
	});
	return json(200, { signedUrl });
}

const CONTENT_TYPES = { csv: 'text/csv', zip: 'application/zip', txt: 'text/plain', json: 'application/json' };

/**
 * What a file's download gives: its bytes, or for the ZIP with the admin setting `zipBytes` (for
 * benchmarks) a ZIP of that many bytes, generated as it is sent (largeZip.js).
 */
function served(ctx, file) {
	const { zipBytes } = ctx.state.dataConnector.settings;
	if (zipBytes && file.name === ZIP_NAME) return largeZip(zipBytes, Date.parse(file.createdAt));
	return { size: file.content.length };
}

/** The bytes of an extract file, for a valid signature only. */
function download(ctx, request) {
	verifySigned(request, ctx.state.dataConnector.secret, signedNow(ctx, request));
	const job = ctx.state.dataConnector.jobs.get(request.params.jobId);
	const file = job && (job.files || []).find((each) => each.name === request.params.name);
	if (!file) throw s3Error(404, 'NoSuchKey', 'The specified key does not exist.');
	const extension = file.name.split('.').pop();
	const { size, stream } = served(ctx, file);
	const headers = { 'Content-Type': CONTENT_TYPES[extension] || 'application/octet-stream', 'Content-Length': String(size) };
	if (stream) return { status: 200, headers, stream: stream() };
	return { status: 200, body: file.content, headers };
}

module.exports = { DOWNLOAD_PREFIX, listData, dataUrl, download };
