'use strict';

const crypto = require('node:crypto');
const { useE2e, until, activateTrigger, seededServiceAccountData } = require('./support');
const { call } = require('../support/sandbox');
const { JWT_BEARER } = require('../support/assertions');
const { SEED } = require('../../sandbox/seed/data');
const { seedKeyPair } = require('../../sandbox/seed/serviceAccounts');

/**
 * The Secure Service Account credential in a real n8n: saved and tested through n8n's REST API as
 * the editor's credential dialog does (Save, Test), used by a workflow with the action node
 * (Authentication: Service Account) and by an activated trigger, against this file's sandbox.
 */

const TYPE = 'autodeskApsServiceAccountApi';
const ACCOUNT = SEED.serviceAccount.id;
const BIM360 = SEED.hubs.bim360;
const TOWER = SEED.projects.tower;
const SITE_PLAN = SEED.items.towerSitePlan;
const COMPANY = '7a1f3c2e-5b4d-4e6f-8a9b-0c1d2e3f4a5b';
const BIDDING = 'autodesk.construction.bc';

const env = useE2e();

/** The credential's fields as a user fills them in the dialog for the sandbox's seeded account. */
const accountData = (overrides) => seededServiceAccountData(env.sandbox, overrides);

/** Saves a Service Account credential as the dialog's Save button does; answers { id, name }. */
async function savedCredential(name, overrides) {
	const saved = await env.n8n.rest('POST', '/credentials', {
		name,
		type: TYPE,
		data: accountData(overrides),
	});
	return { id: saved.id, name: saved.name };
}

/** The dialog's Test button on a saved credential: `POST /rest/credentials/test`; answers { status, message }. */
async function testCredential(credential, overrides) {
	return env.n8n.rest('POST', '/credentials/test', {
		credentials: {
			id: credential.id,
			name: credential.name,
			type: TYPE,
			data: accountData(overrides),
		},
	});
}

const exchanges = () =>
	env.sandbox.ctx.state.oauth.tokenRequests.filter((request) => request.grantType === JWT_BEARER);

/** A node of this package with Authentication: Service Account and the credential. */
function apsNode(name, type, parameters, credential, position, extra = {}) {
	return {
		id: crypto.randomUUID(),
		name,
		type,
		typeVersion: type.endsWith('Trigger') ? 1.1 : 1,
		position,
		parameters: { authentication: 'serviceAccount', ...parameters },
		credentials: { [TYPE]: { id: credential.id, name: credential.name } },
		...extra,
	};
}

const byId = (value) => ({ __rl: true, mode: 'id', value });

describe('the credential dialog', () => {
	test('Test passes for a good credential and fails naming the field for a wrong Key ID and a private key that is not a PEM', async () => {
		const good = await savedCredential('APS service account (good)');
		expect(await testCredential(good)).toMatchObject({ status: 'OK' });
		// Reopened later, the dialog holds the secrets blanked as n8n sends them; Test still passes.
		const reopened = await env.n8n.rest('GET', `/credentials/${good.id}?includeData=true`);
		expect(reopened.data.privateKey).not.toContain('PRIVATE KEY');
		const retested = await env.n8n.rest('POST', '/credentials/test', {
			credentials: { id: good.id, name: good.name, type: TYPE, data: reopened.data },
		});
		expect(retested).toMatchObject({ status: 'OK' });
		// The test got a token of the account from the token endpoint.
		expect(exchanges()).toContainEqual(
			expect.objectContaining({ ok: true, serviceAccountId: ACCOUNT }),
		);

		const wrongKey = await savedCredential('APS service account (wrong key ID)', {
			keyId: 'not-a-key-of-the-account',
		});
		const refused = await testCredential(wrongKey, { keyId: 'not-a-key-of-the-account' });
		expect(refused.status).toBe('Error');
		expect(refused.message).toMatch(/Key ID/);
		// The dialog shows the message alone: it says what to do as well.
		expect(refused.message).toMatch(/^Key ID \(in the credential\) was refused .* The Key ID must be an enabled key of this service account/);

		const notPem = await savedCredential('APS service account (not a PEM)', {
			privateKey: 'this is not a private key',
		});
		const sentBefore = exchanges().length;
		const unreadable = await testCredential(notPem, { privateKey: 'this is not a private key' });
		expect(unreadable.status).toBe('Error');
		expect(unreadable.message).toMatch(/Private Key/);
		expect(unreadable.message).toMatch(/Paste the whole privateKey value that Create Key returned/);
		// Refused before anything was sent.
		expect(exchanges()).toHaveLength(sentBefore);
		// Without data:read the exchange works, the test request is refused, and the message names Scopes.
		const noRead = await savedCredential('APS service account (no data:read)', { scope: 'data:write' });
		const unread = await testCredential(noRead, { scope: 'data:write' });
		expect(unread.status).toBe('Error');
		expect(unread.message).toMatch(/Scopes \(in the credential\) must include data:read/);
		// Neither message shows a secret of the credential.
		const keyBody = seedKeyPair().privateKey.split('\n')[1];
		for (const message of [refused.message, unreadable.message]) {
			expect(message).not.toContain(SEED.clients.confidential.clientSecret);
			expect(message).not.toContain(keyBody);
		}
	}, 60_000);
});

describe('a workflow with the action node', () => {
	const START = 'Start';

	/** Manual Trigger → Projects of the BIM 360 hub; Manual Trigger → Download of Site Plan.pdf → its bytes as base64. */
	function listAndDownload(credential) {
		const node = 'CUSTOM.autodeskAps';
		return {
			name: 'Service account: projects and a download',
			settings: { executionOrder: 'v1' },
			nodes: [
				{
					id: crypto.randomUUID(),
					name: START,
					type: 'n8n-nodes-base.manualTrigger',
					typeVersion: 1,
					position: [0, 0],
					parameters: {},
				},
				apsNode(
					'Projects',
					node,
					{ resource: 'project', operation: 'getAll', hubId: byId(BIM360), returnAll: true },
					credential,
					[260, -100],
				),
				apsNode(
					'Download',
					node,
					{
						resource: 'item',
						operation: 'download',
						projectId: byId(TOWER),
						itemId: byId(SITE_PLAN),
						binaryPropertyName: 'file',
					},
					credential,
					[260, 100],
				),
				{
					id: crypto.randomUUID(),
					name: 'Downloaded Bytes',
					type: 'n8n-nodes-base.extractFromFile',
					typeVersion: 1,
					position: [520, 100],
					parameters: {
						operation: 'binaryToPropery',
						binaryPropertyName: 'file',
						destinationKey: 'base64',
						options: {},
					},
				},
			],
			connections: {
				[START]: {
					main: [
						[
							{ node: 'Projects', type: 'main', index: 0 },
							{ node: 'Download', type: 'main', index: 0 },
						],
					],
				},
				Download: { main: [[{ node: 'Downloaded Bytes', type: 'main', index: 0 }]] },
			},
		};
	}

	test('lists the projects the account is a member of (and no other), downloads a file of one, with one token exchange over two runs', async () => {
		const credential = await savedCredential('APS service account (workflow)');
		const workflowId = await env.n8n.importWorkflow(listAndDownload(credential));
		const hubProjects = [...env.sandbox.ctx.state.data.projects.values()].filter(
			(project) => project.hubId === BIM360,
		);
		const memberOf = hubProjects
			.filter((project) => project.members.has(ACCOUNT))
			.map((project) => project.name);
		const notMemberOf = hubProjects
			.filter((project) => !project.members.has(ACCOUNT))
			.map((project) => project.name);
		expect(memberOf).toContain('Sandbox Tower');
		expect(notMemberOf.length).toBeGreaterThan(0);

		const version = [...env.sandbox.ctx.state.data.versions.values()].find(
			(entry) => entry.itemId === SITE_PLAN,
		);
		const before = exchanges().length;
		for (const run of [1, 2]) {
			const result = await env.n8n.run(workflowId);
			if (result.error)
				throw new Error(
					`Run ${run} failed: ${result.error.message} ${result.error.description || ''}`,
				);
			const listed = result.output('Projects').map((project) => project.name);
			expect(listed.sort()).toEqual([...memberOf].sort());
			for (const name of notMemberOf) expect(listed).not.toContain(name);

			expect(result.output('Download')[0]).toMatchObject({
				name: 'Site Plan.pdf',
				size: version.storageSize,
			});
			const bytes = Buffer.from(result.output('Downloaded Bytes')[0].base64, 'base64');
			expect(bytes.length).toBe(version.storageSize);
			expect(bytes.toString('latin1').startsWith('sandbox seed Site Plan.pdf v1\n')).toBe(true);
		}
		const made = exchanges().slice(before);
		expect(made).toHaveLength(1);
		expect(made[0]).toMatchObject({ ok: true, serviceAccountId: ACCOUNT });
	}, 120_000);
});

describe('the trigger', () => {
	const TRIGGER = 'New Bid';
	const sandboxHooks = async () =>
		(await call(env.sandbox, 'GET', '/__sandbox/webhooks/hooks')).body;

	test('activates with a hook the account owns, starts an execution with the payload of an event, and deactivation removes the hook', async () => {
		const credential = await savedCredential('APS service account (trigger)');
		const workflow = {
			name: 'Service account: new bids',
			settings: { executionOrder: 'v1' },
			nodes: [
				apsNode(
					TRIGGER,
					'CUSTOM.autodeskApsTrigger',
					{
						triggerOn: 'events',
						system: BIDDING,
						events: ['bid.created'],
						scopeKey: 'companyId',
						scopeValue: COMPANY,
					},
					credential,
					[0, 0],
					{ webhookId: crypto.randomUUID() },
				),
			],
			connections: {},
		};
		workflow.id = await env.n8n.importWorkflow(workflow);
		const webhookUrl = await activateTrigger(env.n8n, workflow, 1);

		const [hook] = await until('one hook', sandboxHooks, (list) => list.length === 1);
		expect(hook).toMatchObject({
			system: BIDDING,
			event: 'bid.created',
			callbackUrl: webhookUrl,
			scope: { companyId: COMPANY },
			status: 'active',
			owner: `${SEED.serviceAccount.clientId}|${ACCOUNT}`,
		});

		const payload = { bidId: 'bid-sa-1', bidderCompany: 'Nightly Steel' };
		const fired = await call(env.sandbox, 'POST', '/__sandbox/webhooks/events', {
			json: { system: BIDDING, event: 'bid.created', scope: { companyId: COMPANY }, payload },
		});
		expect(fired.status).toBe(200);
		const [delivery] = fired.body.deliveries;
		expect(delivery.attempts).toEqual([expect.objectContaining({ status: 200, signed: true })]);

		const [listed] = await until(
			'one finished execution',
			() => env.n8n.executions(workflow.id),
			(executions) => executions.length === 1 && !['new', 'running'].includes(executions[0].status),
		);
		const execution = await env.n8n.execution(listed.id);
		expect(execution).toMatchObject({ mode: 'webhook', status: 'success' });
		expect(execution.output(TRIGGER)[0]).toMatchObject({
			system: BIDDING,
			event: 'bid.created',
			hookId: hook.hookId,
			payload,
			deliveryId: delivery.deliveryId,
		});

		await env.n8n.deactivate(workflow.id);
		await until('no hooks', sandboxHooks, (list) => list.length === 0);
		const deletes = env.sandbox.ctx.log.find({ method: 'DELETE', path: /^\/webhooks\// });
		expect(deletes.map((entry) => entry.path.split('/').at(-1))).toEqual([hook.hookId]);
	}, 120_000);
});
