'use strict';

const { SEEDED_OBJECTS, SEED_OWNER } = require('../../seed/objects');
const { DM_BUCKET, seedObject } = require('./state');

/**
 * Fills a new OSS state: the seeded buckets and objects of `seed/objects.js`, and small bytes for
 * every seeded Data Management version's storage object in wip.dm.prod (so downloads of seeded
 * files work). Needs the data state, which is created first.
 */
function seedOssObjects(state, ctx) {
	const options = { baseUrl: ctx.baseUrl, nowMs: ctx.clock.now() };
	for (const [bucketKey, objectKeys] of Object.entries(SEEDED_OBJECTS)) seedBucket(state, bucketKey, objectKeys, options);
	const versions = ctx.state.data ? ctx.state.data.versions.values() : [];
	const prefix = `urn:adsk.objects:os.object:${DM_BUCKET}/`;
	for (const version of versions) {
		if (!version.storageId || !version.storageId.startsWith(prefix)) continue;
		const objectKey = version.storageId.slice(prefix.length);
		const text = `sandbox seed ${version.name} v${version.versionNumber}\n`;
		seedObject(state, DM_BUCKET, objectKey, Buffer.alloc(version.storageSize || text.length, text), options);
	}
}

/**
 * Adds objects of a few bytes under `objectKeys` to a bucket (created if missing) of `owner`, an
 * application's client ID: by default the seed application.
 */
function seedBucket(state, bucketKey, objectKeys, { baseUrl = '', nowMs = Date.now(), owner = SEED_OWNER } = {}) {
	if (!state.buckets.has(bucketKey)) {
		state.buckets.set(bucketKey, {
			bucketKey,
			bucketOwner: owner,
			createdDate: Date.UTC(2024, 0, 1),
			policyKey: 'persistent',
			region: 'US',
			permissions: [],
			objects: new Map(),
			deleted: false,
		});
	}
	for (const objectKey of objectKeys) seedObject(state, bucketKey, objectKey, Buffer.from(`sandbox seed ${bucketKey}/${objectKey}\n`), { baseUrl, nowMs });
}

module.exports = { seedOssObjects, seedBucket };
