'use strict';

const crypto = require('node:crypto');
const { json, empty } = require('../../responses');
const { ossError } = require('./errors');
const { jsonBody } = require('./params');
const { objectResponse } = require('./s3');
const { requireBucket, requireBucketAccess, requireObject, findObject, putObject, objectDetails } = require('./state');

const ACCESS = { read: ['read'], write: ['write'], readwrite: ['read', 'write'] };
const RESOURCE = '/oss/v2/signedresources/:id';

/**
 * OSS signed URLs: POST .../signed makes one (access read, write or readwrite; minutesExpiration
 * 1-60, default 2; singleUse), `GET|PUT /oss/v2/signedresources/:id` use it without a token,
 * DELETE (with a token) deletes the object. Expired, used-up or wrong-access URLs answer 403.
 */
function registerSignedResources(router, ctx) {
	const oss = () => ctx.state.oss;

	router.add('POST', '/oss/v2/buckets/:bucketKey/objects/:objectKey/signed', (request) => {
		const caller = ctx.tokens.authenticate(request, [['data:write']]);
		const { bucketKey, objectKey } = request.params;
		const bucket = requireBucket(oss(), bucketKey);
		requireBucketAccess(bucket, caller, 'write', objectKey);
		const access = (request.query.get('access') || 'read').toLowerCase();
		if (!ACCESS[access]) throw ossError(400, `access must be read, write or readwrite; got ${JSON.stringify(request.query.get('access'))}.`);
		const body = jsonBody(request) ?? {};
		const minutes = body.minutesExpiration ?? 2;
		if (!Number.isInteger(minutes) || minutes < 1 || minutes > 60) throw ossError(400, `minutesExpiration must be an integer from 1 to 60; got ${JSON.stringify(body.minutesExpiration)}.`);
		if (body.singleUse !== undefined && typeof body.singleUse !== 'boolean') throw ossError(400, 'singleUse must be true or false.');
		requireObject(oss(), bucket, objectKey, ctx.clock.now());
		const id = crypto.randomUUID();
		const expiration = ctx.clock.now() + minutes * 60_000;
		oss().signedResources.set(id, { id, bucketKey, objectKey, access: ACCESS[access], expiration, singleUse: body.singleUse === true, used: false });
		return json(200, { signedUrl: `${ctx.baseUrl}/oss/v2/signedresources/${id}?region=US`, expiration, singleUse: body.singleUse === true });
	});

	const usable = (request, needed) => {
		const resource = oss().signedResources.get(request.params.id);
		if (!resource) throw ossError(404, 'This signed URL does not exist.');
		if (ctx.clock.now() > resource.expiration) throw ossError(403, 'This signed URL has expired.');
		if (resource.used) throw ossError(403, 'This single-use signed URL was already used.');
		if (!resource.access.includes(needed)) throw ossError(403, `This signed URL does not allow ${needed} access.`);
		const bucket = requireBucket(oss(), resource.bucketKey);
		return { resource, bucket };
	};

	router.add('GET', RESOURCE, (request) => {
		const { resource, bucket } = usable(request, 'read');
		const object = requireObject(oss(), bucket, resource.objectKey, ctx.clock.now());
		const response = objectResponse(oss(), object, request, ossError416);
		if (resource.singleUse) resource.used = true;
		return response;
	});

	const replace = async (request) => {
		const { resource, bucket } = usable(request, 'write');
		const now = ctx.clock.now();
		const existing = findObject(oss(), bucket, resource.objectKey, now);
		if (!existing) throw ossError(404, `Object ${resource.objectKey} does not exist in bucket ${bucket.bucketKey}.`);
		if (request.headers['content-length'] === undefined) throw ossError(400, 'Content-Length is required.');
		const ifMatch = request.headers['if-match'];
		if (ifMatch && ifMatch.replace(/"/g, '') !== existing.sha1) throw ossError(412, 'If-Match does not equal the sha1 of the object.');
		const stored = await oss().blobs.write(request.stream);
		const blob = await oss().blobs.concat([stored.file]);
		oss().blobs.remove(stored.file);
		const object = putObject(oss(), bucket, resource.objectKey, blob, {
			contentType: request.headers['content-type'] || existing.contentType,
			contentDisposition: request.headers['content-disposition'] || existing.contentDisposition,
			nowMs: now,
			baseUrl: ctx.baseUrl,
		});
		if (resource.singleUse) resource.used = true;
		return json(200, objectDetails(object));
	};
	replace.streamsBody = true;
	router.add('PUT', RESOURCE, replace);

	router.add('DELETE', RESOURCE, (request) => {
		const caller = ctx.tokens.authenticate(request, [['data:write']]);
		const resource = oss().signedResources.get(request.params.id);
		if (!resource || ctx.clock.now() > resource.expiration) throw ossError(404, 'This signed URL does not exist or has expired.');
		const bucket = requireBucket(oss(), resource.bucketKey);
		requireBucketAccess(bucket, caller, 'write', resource.objectKey);
		const object = requireObject(oss(), bucket, resource.objectKey, ctx.clock.now());
		bucket.objects.delete(object.objectKey);
		oss().blobs.remove(object.file);
		return empty(200);
	});
}

function ossError416(status, _code, message) {
	return ossError(status, message);
}

module.exports = { registerSignedResources };
