'use strict';

const { json, empty } = require('../../responses');
const { ossError } = require('./errors');
const { appCaller } = require('./appCaller');
const { page, jsonBody } = require('./params');
const { BUCKET_KEY, POLICIES, REGIONS, requireBucket } = require('./state');

const BUCKETS = '/oss/v2/buckets';

function bucketOf(bucket) {
	const { bucketKey, bucketOwner, createdDate, permissions, policyKey } = bucket;
	return { bucketKey, bucketOwner, createdDate, permissions, policyKey };
}

function region(value, where) {
	const text = value === undefined || value === null || value === '' ? 'US' : String(value);
	if (!REGIONS.includes(text)) throw ossError(400, `${where} must be one of ${REGIONS.join(', ')}; got ${JSON.stringify(text)}.`);
	return text;
}

/** Buckets: create (409 when the key is taken, by anyone, or was deleted), list (paged), details, delete. */
function registerBuckets(router, ctx) {
	const oss = () => ctx.state.oss;

	router.add('POST', BUCKETS, (request) => {
		const caller = appCaller(ctx, request, [['bucket:create']]);
		const where = region(request.headers['x-ads-region'], 'The x-ads-region header');
		const body = jsonBody(request);
		if (!body || typeof body !== 'object' || Array.isArray(body)) throw ossError(400, 'The body must be a JSON object with bucketKey and policyKey.');
		const { bucketKey, policyKey, allow = [] } = body;
		if (typeof bucketKey !== 'string' || !BUCKET_KEY.test(bucketKey)) {
			throw ossError(400, `Invalid bucketKey ${JSON.stringify(bucketKey)}: it must match ^[-_.a-z0-9]{3,128}$ (3 to 128 lowercase letters, digits, -, _ or .).`);
		}
		if (!Object.hasOwn(POLICIES, policyKey)) {
			throw ossError(400, `Invalid policyKey ${JSON.stringify(policyKey)}: one of transient, temporary, persistent.`);
		}
		if (!Array.isArray(allow) || allow.some((entry) => !entry || typeof entry.authId !== 'string' || !['full', 'read'].includes(entry.access))) {
			throw ossError(400, 'allow must be a list of { authId, access: full | read }.');
		}
		if (oss().buckets.has(bucketKey)) throw ossError(409, 'Bucket already exists');
		const bucket = {
			bucketKey,
			bucketOwner: caller.clientId,
			createdDate: ctx.clock.now(),
			policyKey,
			region: where,
			permissions: [{ authId: caller.clientId, access: 'full' }, ...allow.map(({ authId, access }) => ({ authId, access }))],
			objects: new Map(),
			deleted: false,
		};
		oss().buckets.set(bucketKey, bucket);
		return json(200, bucketOf(bucket));
	});

	router.add('GET', BUCKETS, (request) => {
		const caller = appCaller(ctx, request, [['bucket:read']]);
		const where = region(request.query.get('region'), 'region');
		const mine = [...oss().buckets.values()].filter((bucket) => !bucket.deleted && bucket.region === where && bucket.bucketOwner === caller.clientId);
		const byKey = new Map(mine.map((bucket) => [bucket.bucketKey, bucket]));
		const { keys, next } = page(byKey.keys(), { query: request.query, baseUrl: ctx.baseUrl, pathname: BUCKETS });
		const items = keys.map((key) => {
			const { bucketKey, createdDate, policyKey } = byKey.get(key);
			return { bucketKey, createdDate, policyKey };
		});
		return json(200, next ? { items, next } : { items });
	});

	router.add('GET', `${BUCKETS}/:bucketKey/details`, (request) => {
		const caller = appCaller(ctx, request, [['bucket:read'], ['viewables:read']]);
		const bucket = requireBucket(oss(), request.params.bucketKey);
		if (bucket.bucketOwner !== caller.clientId) throw ossError(403, `Only the application that owns bucket ${bucket.bucketKey} may read its details.`);
		return json(200, bucketOf(bucket));
	});

	router.add('DELETE', `${BUCKETS}/:bucketKey`, (request) => {
		const caller = appCaller(ctx, request, [['bucket:delete']]);
		const bucket = oss().buckets.get(request.params.bucketKey);
		if (!bucket) throw ossError(404, `Bucket ${request.params.bucketKey} does not exist.`);
		if (bucket.bucketOwner !== caller.clientId) throw ossError(403, `Only the application that owns bucket ${bucket.bucketKey} may delete it.`);
		if (bucket.deleted) throw ossError(409, `Bucket ${bucket.bucketKey} is already marked for deletion.`);
		bucket.deleted = true;
		for (const object of bucket.objects.values()) oss().blobs.remove(object.file);
		bucket.objects.clear();
		return empty(200);
	});
}

module.exports = { registerBuckets };
