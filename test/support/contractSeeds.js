'use strict';

const { call, tokenFor } = require('./sandbox');
const { SCOPES, USER, seedHook } = require('./webhooks');
const { seedObject } = require('../../sandbox/routes/oss/state');
const { empties, items, locator } = require('./contractValues');

/**
 * Sandbox set-ups the operations' contracts share: each seeds what an operation needs and answers
 * three input items, one request each.
 */

const JOB_PATH = '/modelderivative/v2/designdata/job';
const sourceOf = (name) => `urn:adsk.objects:os.object:sandbox-bucket/${name}.rvt`;
const svf2 = { format: [{ type: 'svf2', views: ['3d'] }] };

/** Translation jobs started straight at the sandbox, one per source: their manifests exist. */
async function startJobs(sandbox, sources, formats) {
	const token = tokenFor(sandbox, { scopes: SCOPES, userId: USER });
	for (const source of sources) {
		const urn = Buffer.from(source).toString('base64url');
		const answer = await call(sandbox, 'POST', JOB_PATH, { token, json: { input: { urn }, output: { formats } } });
		if (answer.status !== 200) throw new Error(`seeding a job failed: ${answer.status} ${answer.text}`);
	}
	return items(...sources.map((source) => ({ source })));
}

/** Three translation jobs (SVF2), one source each: their manifests exist. */
const threeManifests = (sandbox) => startJobs(sandbox, ['fault-one', 'fault-two', 'fault-three'].map(sourceOf), svf2.format);

/** Three manifests whose jobs have finished (thumbnails, files and metadata exist). */
async function threeTranslated(sandbox) {
	sandbox.ctx.state.derivative.settings.durationMs = 0;
	return threeManifests(sandbox);
}

/** Three part designs translated to OBJ (finished): files to download. */
async function threeObjTranslations(sandbox) {
	sandbox.ctx.state.derivative.settings.durationMs = 0;
	const sources = ['fault-one', 'fault-two', 'fault-three'].map((name) => `urn:adsk.objects:os.object:sandbox-bucket/${name}.ipt`);
	return startJobs(sandbox, sources, [{ type: 'obj' }]);
}

/** Three translated designs, each with the guid of its first model view. */
async function threeViews(sandbox) {
	const designs = await threeTranslated(sandbox);
	const token = tokenFor(sandbox, { scopes: SCOPES, userId: USER });
	for (const design of designs) {
		const urn = Buffer.from(design.json.source).toString('base64url');
		const answer = await call(sandbox, 'GET', `/modelderivative/v2/designdata/${urn}/metadata`, { token });
		design.json.viewGuid = answer.body.data.metadata[0].guid;
	}
	sandbox.ctx.log.clear();
	return designs;
}

/** A set-up that seeds with `seed`, then answers three empty input items (list operations). */
const emptiesAfter = (seed) => async (sandbox) => {
	await seed(sandbox);
	return empties();
};

/** Three hooks of the data system, one event each. */
async function threeHooks(sandbox) {
	const events = ['dm.version.added', 'dm.version.deleted', 'dm.folder.added'];
	const hooks = [];
	for (const event of events) hooks.push(await seedHook(sandbox, { event }));
	return items(...hooks.map(({ event, hookId }) => ({ event, hookId })));
}

/** The address of the hook an input item of `threeHooks` names. */
const hookAddress = { system: 'data', event: '={{ $json.event }}', hookId: '={{ $json.hookId }}' };

/** Parameters of a webhook operation on the hook a1b2c3 of dm.version.added (it need not exist). */
const hookAt = (operation, extra) => ({ resource: 'webhook', operation, system: 'data', event: 'dm.version.added', hookId: 'a1b2c3', ...extra });

/** OSS: a bucket of the node's app, and three objects in it (one per input item). */
const OSS_BUCKET = 'fault-bucket';
const OBJECT_KEYS = ['one.txt', 'two.txt', 'three.txt'];
const ossToken = (sandbox) => tokenFor(sandbox, { scopes: ['bucket:create', 'data:read', 'data:write'] });
async function ossBucket(sandbox, bucketKey = OSS_BUCKET) {
	const answer = await call(sandbox, 'POST', '/oss/v2/buckets', { token: ossToken(sandbox), json: { bucketKey, policyKey: 'transient' } });
	if (answer.status !== 200) throw new Error(`creating a bucket failed: ${answer.status} ${answer.text}`);
}
async function threeObjects(sandbox) {
	await ossBucket(sandbox);
	for (const key of OBJECT_KEYS) seedObject(sandbox.ctx.state.oss, OSS_BUCKET, key, Buffer.from(key), { baseUrl: sandbox.url });
	return items(...OBJECT_KEYS.map((key) => ({ key })));
}
async function threeBuckets(sandbox) {
	const keys = ['fault-a', 'fault-b', 'fault-c'];
	for (const key of keys) await ossBucket(sandbox, key);
	return items(...keys.map((key) => ({ key })));
}
/** Service accounts of the sandbox's confidential app, made with its own two-legged token. */
const SERVICE_ACCOUNT_SCOPES = ['application:service_account:write', 'application:service_account_key:write'];
async function newServiceAccount(sandbox, name) {
	const token = tokenFor(sandbox, { scopes: SERVICE_ACCOUNT_SCOPES });
	const answer = await call(sandbox, 'POST', '/authentication/v2/service-accounts', { token, json: { name, firstName: 'Fault', lastName: 'Account' } });
	if (answer.status !== 201) throw new Error(`creating a service account failed: ${answer.status} ${answer.text}`);
	return answer.body.serviceAccountId;
}
const ACCOUNT_NAMES = ['fault-one', 'fault-two', 'fault-three'];
/** Three service accounts, one per input item (`serviceAccountId`). */
async function threeServiceAccounts(sandbox) {
	const ids = [];
	for (const name of ACCOUNT_NAMES) ids.push(await newServiceAccount(sandbox, name));
	return items(...ids.map((serviceAccountId) => ({ serviceAccountId })));
}
/** Three service accounts with a key each, one per input item (`serviceAccountId`, `kid`). */
async function threeServiceAccountKeys(sandbox) {
	const accounts = await threeServiceAccounts(sandbox);
	const token = tokenFor(sandbox, { scopes: SERVICE_ACCOUNT_SCOPES });
	for (const account of accounts) {
		const answer = await call(sandbox, 'POST', `/authentication/v2/service-accounts/${account.json.serviceAccountId}/keys`, { token });
		if (answer.status !== 201) throw new Error(`creating a key failed: ${answer.status} ${answer.text}`);
		account.json.kid = answer.body.kid;
	}
	return accounts;
}
/** The Service Account field reading each input item's `serviceAccountId`, and the Key field its `kid`. */
const byAccount = { serviceAccountId: locator('={{ $json.serviceAccountId }}') };
const byKey = { ...byAccount, keyId: locator('={{ $json.kid }}') };

/** The Bucket field naming OSS_BUCKET. */
const inBucket = { bucketKey: locator(OSS_BUCKET) };

module.exports = {
	OBJECT_KEYS,
	byAccount,
	byKey,
	threeServiceAccounts,
	threeServiceAccountKeys,
	emptiesAfter,
	hookAddress,
	hookAt,
	inBucket,
	ossBucket,
	sourceOf,
	svf2,
	threeBuckets,
	threeHooks,
	threeManifests,
	threeObjTranslations,
	threeObjects,
	threeTranslated,
	threeViews,
};
