'use strict';

const { useE2e, tryItCredential, runWorkflow } = require('./support');

/**
 * The credential `npm start` creates (scripts/start.js) works for Bucket and Object as well as
 * for the data operations: it asks for the bucket scopes and the sandbox grants them.
 */

const env = useE2e();

test('the try-it credential creates a bucket and lists it with Bucket > Get Many', async () => {
	const credential = await tryItCredential(env);
	expect(credential.name).toBe('Autodesk APS sandbox');
	const result = await runWorkflow(env.n8n, 'try-it-buckets', credential);
	if (result.error) throw new Error(`The workflow failed: ${result.error.message} ${result.error.description || ''}`);
	expect(result.ok).toBe(true);
	expect(result.output('Buckets')).toContainEqual(
		expect.objectContaining({ bucketKey: 'try-it-bucket', policyKey: 'transient' }),
	);
	const [listed] = env.sandbox.ctx.log.find({ method: 'GET', path: /^\/oss\/v2\/buckets$/ });
	expect([listed.status, listed.headers.authorization]).toEqual([200, expect.stringMatching(/^Bearer /)]);
});
