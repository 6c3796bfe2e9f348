'use strict';

const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { useE2e, connectedCredential, runWorkflow } = require('./support');
const { call } = require('../support/sandbox');

/**
 * Buckets and objects in a real n8n: a Client Credentials credential creates a bucket, a Code
 * node makes a file, Object > Upload sends it through signed S3 URLs, its URN translates, and
 * Object > Download brings the same bytes back.
 */

const SCOPES = 'data:read data:write data:create bucket:create bucket:read bucket:delete';
const WORKFLOW = 'object-upload-translate';

const env = useE2e();
const sent = (method, pathPattern) => env.sandbox.ctx.log.find({ method, path: pathPattern });

/** The bytes the workflow's Code node makes (the base64 in its code). */
function workflowFile() {
	const workflow = JSON.parse(fs.readFileSync(path.join(__dirname, 'workflows', `${WORKFLOW}.json`), 'utf8'));
	const code = workflow.nodes.find((node) => node.name === 'Make File').parameters.jsCode;
	return Buffer.from(/data: '([A-Za-z0-9+/=]+)'/.exec(code)[1], 'base64');
}

test('an uploaded object translates by its URN and downloads byte for byte; signed URLs get no token', async () => {
	const settings = await call(env.sandbox, 'POST', '/__sandbox/derivative/settings', { json: { durationMs: 1500 } });
	expect(settings.status).toBe(200);
	const credential = await connectedCredential(env, 'clientCredentials', { data: { scope: SCOPES } });
	env.sandbox.ctx.log.clear();

	const result = await runWorkflow(env.n8n, WORKFLOW, credential);
	if (result.error) throw new Error(`The workflow failed: ${result.error.message} ${result.error.description || ''}`);
	expect(result.ok).toBe(true);

	const bytes = workflowFile();
	const sha1 = crypto.createHash('sha1').update(bytes).digest('hex');
	const objectId = 'urn:adsk.objects:os.object:e2e-models/house.rvt';
	const urn = Buffer.from(objectId).toString('base64url');
	expect(result.output('Upload')).toEqual([expect.objectContaining({ bucketKey: 'e2e-models', objectKey: 'house.rvt', objectId, urn, size: bytes.length, sha1 })]);
	expect(result.output('Translate and Wait')).toEqual([expect.objectContaining({ urn, status: 'success' })]);
	expect(result.output('Download')).toEqual([
		{ bucketKey: 'e2e-models', objectKey: 'house.rvt', objectId, size: bytes.length, sha1, contentType: 'application/vnd.autodesk.revit' },
	]);
	const [job] = sent('POST', /\/designdata\/job$/);
	expect(JSON.parse(job.body).input).toEqual({ urn });

	const stored = env.sandbox.ctx.state.oss.buckets.get('e2e-models').objects.get('house.rvt');
	expect(fs.readFileSync(stored.file).equals(bytes)).toBe(true);
	const signed = sent(undefined, /^\/s3\//);
	expect(signed.map((entry) => `${entry.method} ${entry.status}`)).toEqual(['PUT 200', 'GET 200']);
	expect(signed.every((entry) => entry.headers.authorization === undefined)).toBe(true);
	expect(sent('POST', /signeds3upload$/)).toHaveLength(1);
	for (const entry of sent(undefined, /^\/oss\//)) expect(entry.headers.authorization).toMatch(/^Bearer /);
});
