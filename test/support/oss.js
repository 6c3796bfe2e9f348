'use strict';

const { useSandbox, call, tokenFor } = require('./sandbox');
const { sandboxCredentials } = require('./credentials');
const { runNode } = require('./engine');
const { fileItem } = require('./files');

/**
 * Shared by the bucket and object operation tests (OSS): a test file's sandbox and the calls bound
 * to it, running the node as the app (two-legged) and reading the wire.
 */

const BUCKET_SCOPES = ['bucket:create', 'bucket:read', 'bucket:delete'];
const OBJECT_SCOPES = [...BUCKET_SCOPES, 'data:read', 'data:write', 'data:create'];
/** The bucket every object test works in, made before each test. */
const OBJECT_BUCKET = 'models';
/** The path of the signed S3 upload of any object in the bucket `models`. */
const SIGNED_UPLOAD = /^\/oss\/v2\/buckets\/models\/objects\/[^/]+\/signeds3upload$/;

/** A resource locator value as the n8n editor saves it. */
const locator = (value, mode = 'id') => ({ __rl: true, mode, value });

/** The test file's sandbox; `run(parameters, { items, continueOnFail })` runs the node with `defaults` under them. */
function ossKit({ scopes, defaults, each }) {
	const sandbox = useSandbox({ resetOverHttp: true, each });
	const credentials = () => sandboxCredentials(sandbox, { scopes, userId: null });
	const run = (parameters, { items, continueOnFail = false, tool } = {}) =>
		runNode({ tool, parameters: { ...defaults, ...parameters }, items, continueOnFail, credentials: credentials() });
	/** The logged requests with this method to a path (a RegExp, or a string matched exactly). */
	const log = (method, path) => sandbox.ctx.log.find({ method, path });
	return { sandbox, run, log };
}

/** A bucket test file's sandbox, reset before each test: `runBucket` and `log`. */
function useBucketSandbox() {
	const { sandbox, run, log } = ossKit({ scopes: BUCKET_SCOPES, defaults: { resource: 'bucket' } });
	return { sandbox, runBucket: run, log };
}

/**
 * An object test file's sandbox, reset before each test and holding the bucket `models`:
 * `runObject` (in that bucket unless the parameters name another), `upload` (a file put there
 * through the node's Object > Upload) and `log`.
 */
function useObjectSandbox() {
	const { sandbox, run, log } = ossKit({
		scopes: OBJECT_SCOPES,
		defaults: { resource: 'object', bucketKey: locator(OBJECT_BUCKET) },
		each: async (box) => {
			const token = tokenFor(box, { scopes: OBJECT_SCOPES });
			await call(box, 'POST', '/oss/v2/buckets', { token, json: { bucketKey: OBJECT_BUCKET, policyKey: 'persistent' } });
		},
	});
	const upload = (objectKey, bytes, mimeType) => run({ operation: 'upload', objectKey }, { items: [fileItem(bytes, objectKey, mimeType)] });
	return { sandbox, runObject: run, upload, log };
}

module.exports = { SIGNED_UPLOAD, call, locator, tokenFor, useBucketSandbox, useObjectSandbox };
