'use strict';

const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { useE2e, connectedCredential, runWorkflow } = require('./support');
const { call } = require('../support/sandbox');

/**
 * Large files without n8n's binary data, in a real n8n: Object > Upload with File Source: URL
 * copies an object from its signed OSS link into another object, straight through the signed S3
 * parts; after a translation, Get Thumbnail with Output: Link gives the thumbnail's CDN address and
 * cookies, and n8n fetches no file. A client holding the link gets the PNG without a token.
 */

const SCOPES = 'data:read data:write data:create bucket:create bucket:read bucket:delete';
const WORKFLOW = 'links-out';

const env = useE2e();
const sent = (method, pathPattern) => env.sandbox.ctx.log.find({ method, path: pathPattern });

/** The bytes the workflow's Code node makes (the base64 in its code). */
function workflowFile() {
	const workflow = JSON.parse(fs.readFileSync(path.join(__dirname, 'workflows', `${WORKFLOW}.json`), 'utf8'));
	const code = workflow.nodes.find((node) => node.name === 'Make File').parameters.jsCode;
	return Buffer.from(/data: '([A-Za-z0-9+/=]+)'/.exec(code)[1], 'base64');
}

test('a file copied from a signed link arrives byte for byte without binary data; a thumbnail link opens the PNG; n8n fetches no file', async () => {
	expect((await call(env.sandbox, 'POST', '/__sandbox/derivative/settings', { json: { durationMs: 1500 } })).status).toBe(200);
	const credential = await connectedCredential(env, 'clientCredentials', { data: { scope: SCOPES } });
	env.sandbox.ctx.log.clear();

	const result = await runWorkflow(env.n8n, WORKFLOW, credential);
	if (result.error) throw new Error(`The workflow failed: ${result.error.message} ${result.error.description || ''}`);
	expect(result.ok).toBe(true);

	// Neither node puts a file into n8n's binary data.
	for (const name of ['Upload From URL', 'Thumbnail Link']) {
		const items = result.runData[name][0].data.main[0];
		expect(items).toHaveLength(1);
		expect(items[0].binary).toBeUndefined();
	}
	const bytes = workflowFile();
	const sha1 = crypto.createHash('sha1').update(bytes).digest('hex');
	expect(result.output('Upload From URL')).toEqual([expect.objectContaining({ bucketKey: 'e2e-links', objectKey: 'copy.rvt', size: bytes.length, sha1 })]);
	const copy = env.sandbox.ctx.state.oss.buckets.get('e2e-links').objects.get('copy.rvt');
	expect(fs.readFileSync(copy.file).equals(bytes)).toBe(true);
	// The signed link was read once, without the token; the copy went up through a signed S3 part.
	const read = sent('GET', /^\/oss\/v2\/signedresources\//);
	expect(read.map((entry) => [entry.status, entry.headers.authorization])).toEqual([[200, undefined]]);
	expect(sent('PUT', /^\/s3\//).map((entry) => entry.headers.authorization)).toEqual([undefined, undefined]);

	const [link] = result.output('Thumbnail Link');
	expect(link).toMatchObject({ width: 400, height: 400, mimeType: 'image/png', minutesValid: 10, url: expect.stringContaining('/cdn/derivatives/') });
	expect(Object.keys(link.cookies).sort()).toEqual(['CloudFront-Key-Pair-Id', 'CloudFront-Policy', 'CloudFront-Signature']);
	expect(sent(undefined, /^\/cdn\/|\/thumbnail$/)).toEqual([]);
	const png = Buffer.from(await (await fetch(link.url, { headers: { cookie: link.cookieHeader } })).arrayBuffer());
	expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([400, 400]);
	expect(png.length).toBe(link.fileSize);
});
