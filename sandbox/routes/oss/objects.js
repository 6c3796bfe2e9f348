'use strict';

const { json, empty } = require('../../responses');
const { page } = require('./params');
const { appCaller } = require('./appCaller');
const { requireBucket, requireBucketAccess, findObject, requireObject, objectDetails } = require('./state');

const OBJECTS = '/oss/v2/buckets/:bucketKey/objects';

/** Objects: list (paged, beginsWith), details, delete. */
function registerObjects(router, ctx) {
	const oss = () => ctx.state.oss;

	router.add('GET', OBJECTS, (request) => {
		const caller = appCaller(ctx, request, [['data:read']]);
		const bucket = requireBucket(oss(), request.params.bucketKey);
		requireBucketAccess(bucket, caller, 'read');
		const prefix = request.query.get('beginsWith') || '';
		const now = ctx.clock.now();
		const keys = [...bucket.objects.keys()].filter((key) => key.startsWith(prefix) && findObject(oss(), bucket, key, now));
		const pathname = `/oss/v2/buckets/${encodeURIComponent(bucket.bucketKey)}/objects`;
		const result = page(keys, { query: request.query, baseUrl: ctx.baseUrl, pathname });
		const items = result.keys.map((key) => objectDetails(bucket.objects.get(key)));
		return json(200, result.next ? { items, next: result.next } : { items });
	});

	router.add('GET', `${OBJECTS}/:objectKey/details`, (request) => {
		const caller = appCaller(ctx, request, [['data:read']]);
		const bucket = requireBucket(oss(), request.params.bucketKey);
		requireBucketAccess(bucket, caller, 'read', request.params.objectKey);
		const object = requireObject(oss(), bucket, request.params.objectKey, ctx.clock.now());
		const details = objectDetails(object);
		const wanted = request.query.getAll('with');
		for (const field of ['createdDate', 'lastModifiedDate']) if (wanted.includes(field)) details[field] = object[field];
		if (wanted.includes('lastAccessedDate')) details.lastAccessedDate = object.lastModifiedDate;
		return json(200, details);
	});

	router.add('DELETE', `${OBJECTS}/:objectKey`, (request) => {
		const caller = ctx.tokens.authenticate(request, [['data:write']]);
		const bucket = requireBucket(oss(), request.params.bucketKey);
		requireBucketAccess(bucket, caller, 'write', request.params.objectKey);
		const object = requireObject(oss(), bucket, request.params.objectKey, ctx.clock.now());
		bucket.objects.delete(object.objectKey);
		oss().blobs.remove(object.file);
		return empty(200);
	});
}

module.exports = { registerObjects };
