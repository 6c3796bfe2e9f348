'use strict';

const crypto = require('node:crypto');
const {
	tryItCredential,
	tryItServiceAccountCredential,
	tryItAppCredential,
	loadWorkflow,
	activateTrigger,
} = require('./support');
const { seedBucket } = require('../../sandbox/routes/oss/seedObjects');
const { SEED } = require('../../sandbox/seed/data');
const { accountOf } = require('../../sandbox/routes/accountAdmin/access');
const { directoryOf } = require('../../sandbox/routes/accountAdmin/directory');

/** The try-it app's own bucket, with a few models: Bucket > Get Many with its credential lists it. */
const TRY_IT_BUCKET = { bucketKey: 'try-it-models', objectKeys: ['house.rvt', 'tower.rvt', 'bracket.ipt'] };

/**
 * What `npm start` creates in its n8n (scripts/start.js), and the e2e test that runs it
 * (test/e2e/tryIt.test.js): the try-it credentials and the sample workflows.
 *
 * SAMPLES: test/e2e/workflows/<name>.json, created in this order; `hooks` marks a trigger workflow
 * to activate, with the number of hooks it registers; `publish` one to publish (an MCP server);
 * `credential` the credential its nodes use when it is not the OAuth2 one (`serviceAccount`, or
 * `app` for the Service Account resource and the app's buckets); `runAtStart` one that reads only,
 * run once at the start so that n8n stores its credential's first token then (see seedTryIt).
 */
const SAMPLES = [
	{ name: 'list-projects', what: 'lists the hubs, then the first 10 projects of each' },
	{
		name: 'translation-wait',
		what: 'translates a model to SVF2 and a thumbnail, waits until it has finished (about 3 s here), then reads and deletes its manifest',
	},
	{
		name: 'files-translate',
		what: 'uploads a model into Sandbox Tower > Project Files > Shared (run it again: a new version), translates it to SVF2 and a thumbnail and waits, then downloads the file back',
	},
	{
		name: 'buckets-objects',
		what: "makes sure the bucket try-it-samples exists (Bucket > Create; from the second run on, its 409 means the bucket is there already), uploads the app's bucket list into it as buckets.json and gets a signed URL that downloads the file for 60 minutes",
		credential: 'app',
	},
	{
		name: 'cloud-model-nightly',
		what: 'publishes the cloud-workshared Sandbox Hospital model every night at 02:00 (or now, from Run Now) and waits, translates the new version to SVF2 and reads its properties',
	},
	{
		name: 'issues-overdue',
		what: 'every morning (once published; run it now with Run Now), the overdue open issues of Sandbox Hospital, one summary item per assignee',
	},
	{
		name: 'trigger-bidding',
		what: 'PUBLISHED: runs on every new bid or opportunity of the bidding system (fire one with the command below)',
		hooks: 2,
	},
	{
		name: 'webhooks-status',
		what: "the credential's webhooks (Webhook > Get Many: the bidding sample's two hooks), then how many there are per system and status",
	},
	{
		name: 'service-account-projects',
		what: "as the seeded service account (the service account's credential): its hubs and the projects its email was added to",
		credential: 'serviceAccount',
		runAtStart: true,
	},
	{
		name: 'service-accounts-manage',
		what: "the app's service accounts (Service Account > Get Many) and the keys of each, with the app's own token",
		credential: 'app',
		runAtStart: true,
	},
	{
		name: 'data-connector-nightly',
		what: "every night (once published; run it now with Run Now), the ACC account's issues and RFIs extracted by Data Connector and read as rows, with a summary message",
	},
	{
		name: 'aec-takeoff-nightly',
		what: 'every night (once published; run it now with Run Now), a quantity take-off of the Hospital Central model from the AEC Data Model: its walls and floors, one row per category and level with the count, area and volume',
	},
	{
		name: 'aec-doors-fire-rating',
		what: 'a model check on the Hospital Central model: the doors (instances) that have no Fire Rating, one finding each with its level',
	},
	{
		name: 'mcp-tools',
		what: "PUBLISHED: an MCP server with four of the node's tools (list a folder, get an item, describe a file to download, a translation's status); its address is below",
		publish: true,
	},
	{
		name: 'rfis-overdue-mine',
		what: 'every morning (once published; run it now with Run Now), the RFIs of Sandbox Hospital assigned to you, still waiting for an answer and due before today, one table row each (where a Google Sheets node goes: see its note)',
	},
	{
		name: 'submittal-revise-notify',
		what: "on each change of an open submittal item of Sandbox Hospital (once published; Fetch Test Event reads the last 3), the items returned with Revise and resubmit become a message to their subcontractor (where an email or Slack node goes: see its note)",
	},
	{
		name: 'onboard-project',
		what: "a new project from the ACC account's template (Project > Create, Wait Until Active), its team imported from a list (Project User > Import), View for one company on Project Files (Folder > Add Permissions), then a summary item; unattended, as the service account, an account admin here",
		credential: 'serviceAccount',
	},
	{
		name: 'weekly-audit',
		what: "every Monday (once published; run it now with Run Now), the users of the account's active projects whom the account directory lists as inactive or not at all, one item per person with their projects (Ina Inspector left the company)",
		credential: 'serviceAccount',
	},
];

/**
 * Someone who left the company: inactive in the ACC account's directory and still a user of its
 * projects, whom the weekly-audit sample finds.
 */
const TRY_IT_LEAVER = SEED.users.inspector;

function seedLeaver(sandbox) {
	const account = accountOf(sandbox.ctx, SEED.hubs.acc.slice(2));
	const { users } = directoryOf(sandbox.ctx, account);
	for (const user of users.values()) if (user.uid === TRY_IT_LEAVER) user.status = 'inactive';
}

/**
 * Gives the workflow's webhook addresses (a trigger's webhook ID, an MCP Server Trigger's path) a
 * new suffix: one n8n serves one workflow per address, and the e2e files share an n8n in which
 * other files publish the same samples.
 */
function ownAddresses(workflow) {
	const suffix = crypto.randomUUID().slice(0, 8);
	for (const node of workflow.nodes) {
		if (node.webhookId) node.webhookId = crypto.randomUUID();
		if (node.type === '@n8n/n8n-nodes-langchain.mcpTrigger') node.parameters.path = `${node.parameters.path}-${suffix}`;
	}
	return workflow;
}

/**
 * Creates the try-it credentials and the sample workflows in `n8n`, with the sandbox's address,
 * and publishes the ones marked so. `ownAddresses: true` for an n8n that is not the user's own
 * (see ownAddresses). Answers { credentials: { oAuth2, serviceAccount, app }, workflows: [{ ...sample, workflow, id }] }.
 */
async function seedTryIt({ sandbox, n8n }, { ownAddresses: renamed = false } = {}) {
	seedBucket(sandbox.ctx.state.oss, TRY_IT_BUCKET.bucketKey, TRY_IT_BUCKET.objectKeys, {
		baseUrl: sandbox.url,
		owner: SEED.clients.confidential.clientId,
	});
	seedLeaver(sandbox);
	const credentials = {
		serviceAccount: await tryItServiceAccountCredential({ sandbox, n8n }),
		app: await tryItAppCredential({ sandbox, n8n }),
	};
	const saved = new Map();
	const save = async (sample) => {
		const loaded = loadWorkflow(sample.name, credentials[sample.credential ?? 'oAuth2']);
		const workflow = renamed ? ownAddresses(loaded) : loaded;
		const { id } = await n8n.rest('POST', '/workflows', workflow);
		if (sample.hooks) await activateTrigger(n8n, { ...workflow, id }, sample.hooks);
		if (sample.publish) await n8n.activate(id);
		saved.set(sample.name, { ...sample, workflow, id });
	};
	// n8n gives a node you add the credential saved most recently, and saves a credential when it
	// stores a token in it: the app's and the service account's get their first token now (an hour's),
	// then the user's credential is saved, last.
	for (const sample of SAMPLES.filter((each) => each.runAtStart)) {
		await save(sample);
		const outcome = await n8n.run(saved.get(sample.name).id);
		if (!outcome.ok) throw new Error(`The sample ${sample.name} failed: ${JSON.stringify(outcome.error)}`);
	}
	credentials.oAuth2 = await tryItCredential({ sandbox, n8n });
	for (const sample of SAMPLES.filter((each) => !saved.has(each.name))) await save(sample);
	return { credentials, workflows: SAMPLES.map((sample) => saved.get(sample.name)) };
}

module.exports = { SAMPLES, TRY_IT_BUCKET, TRY_IT_LEAVER, seedTryIt };
