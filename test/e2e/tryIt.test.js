'use strict';

const crypto = require('node:crypto');
const {
	useE2e,
	tryItCredential,
	tryItServiceAccountCredential,
	tryItAppCredential,
	runWorkflow,
} = require('./support');
const { SEED } = require('../../sandbox/seed/data');

/**
 * The credentials `npm start` creates (scripts/start.js): the OAuth2 one works for Bucket and
 * Object as well as for the data operations; the Service Account one (the sandbox's seeded
 * account and key) passes n8n's credential test and runs its sample as the account; the app's
 * own one runs the Service Account resource, whose Create Key output fills a new Service Account
 * credential.
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

/** The credential dialog's Test button on a saved credential, with the data it holds. */
async function testInDialog(credential) {
	const saved = await env.n8n.rest('GET', `/credentials/${credential.id}?includeData=true`);
	return env.n8n.rest('POST', '/credentials/test', { credentials: { id: credential.id, name: credential.name, type: credential.type, data: saved.data } });
}

const failedRun = (result) => new Error(`The workflow failed: ${result.error.message} ${result.error.description || ''}`);

test('the try-it Service Account credential passes the test and its sample lists only the projects the account was added to', async () => {
	const credential = await tryItServiceAccountCredential(env);
	expect(credential.name).toBe('Autodesk APS sandbox (service account)');
	expect(await testInDialog(credential)).toMatchObject({ status: 'OK' });
	const result = await runWorkflow(env.n8n, 'service-account-projects', credential);
	if (result.error) throw failedRun(result);
	const memberOf = [...env.sandbox.ctx.state.data.projects.values()].filter((project) => project.members.has(SEED.serviceAccount.id));
	const hubs = result.output('Hubs').map((hub) => hub.id);
	expect(result.output('Projects of Each Hub').map((project) => project.name).sort()).toEqual(
		memberOf.filter((project) => hubs.includes(project.hubId)).map((project) => project.name).sort(),
	);
}, 120_000);

test("the try-it app credential lists the service accounts and keys; Create Key's output, moved into a Service Account credential, passes the test", async () => {
	const app = await tryItAppCredential(env);
	const listed = await runWorkflow(env.n8n, 'service-accounts-manage', app);
	if (listed.error) throw failedRun(listed);
	expect(listed.output('Service Accounts').map((account) => account.serviceAccountId)).toEqual([SEED.serviceAccount.id]);
	expect(listed.output('Keys of Each Account')).toEqual([expect.objectContaining({ serviceAccountId: SEED.serviceAccount.id, kid: SEED.serviceAccount.keyId, status: 'ENABLED' })]);

	const workflowId = await env.n8n.importWorkflow({
		name: 'Service accounts: a new key',
		settings: { executionOrder: 'v1' },
		nodes: [
			{ id: crypto.randomUUID(), name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
			{
				id: crypto.randomUUID(),
				name: 'Create Key',
				type: 'CUSTOM.autodeskAps',
				typeVersion: 1,
				position: [260, 0],
				parameters: { resource: 'serviceAccount', operation: 'createKey', serviceAccountId: { __rl: true, mode: 'id', value: SEED.serviceAccount.id } },
				credentials: { autodeskApsOAuth2Api: { id: app.id, name: app.name } },
			},
		],
		connections: { Start: { main: [[{ node: 'Create Key', type: 'main', index: 0 }]] } },
	});
	const created = await env.n8n.run(workflowId);
	if (created.error) throw failedRun(created);
	const [key] = created.output('Create Key');
	expect(key.privateKeyShownOnce).toMatch(/returned this once/);
	const saved = await env.n8n.rest('POST', '/credentials', {
		name: 'APS service account (new key)',
		type: 'autodeskApsServiceAccountApi',
		data: { clientId: SEED.serviceAccount.clientId, clientSecret: SEED.clients.confidential.clientSecret, serviceAccountId: key.serviceAccountId, keyId: key.kid, privateKey: key.privateKey, baseUrl: env.sandbox.url },
	});
	// The test exchanges an assertion signed with the new key: a key that were not the account's would be refused.
	expect(await testInDialog({ id: saved.id, name: saved.name, type: 'autodeskApsServiceAccountApi' })).toMatchObject({ status: 'OK' });
	expect([...env.sandbox.ctx.state.serviceAccounts.accounts.get(SEED.serviceAccount.id).keys.keys()]).toEqual([SEED.serviceAccount.keyId, key.kid]);
}, 120_000);
