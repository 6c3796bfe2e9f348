'use strict';

const { json } = require('../../responses');
const { intParam } = require('./params');
const { signUrl } = require('./signing');
const { requireBucket, requireBucketAccess, requireObject } = require('./state');

const OVERRIDES = ['response-content-type', 'response-content-disposition', 'response-cache-control'];

/** Signed download: one S3 URL for a stored object, valid minutesExpiration (1-60, default 2). */
function registerSignedDownload(router, ctx) {
	const oss = () => ctx.state.oss;

	router.add('GET', '/oss/v2/buckets/:bucketKey/objects/:objectKey/signeds3download', (request) => {
		const caller = ctx.tokens.authenticate(request, [['data:read']]);
		const { bucketKey, objectKey } = request.params;
		const bucket = requireBucket(oss(), bucketKey);
		requireBucketAccess(bucket, caller, 'read', objectKey);
		const minutes = intParam(request.query, 'minutesExpiration', { min: 1, max: 60, fallback: 2 });
		const object = requireObject(oss(), bucket, objectKey, ctx.clock.now());
		const query = { versionId: object.version };
		const params = { 'content-type': object.contentType };
		if (object.contentDisposition) params['content-disposition'] = object.contentDisposition;
		for (const name of OVERRIDES) {
			const value = request.query.get(name);
			if (value) {
				query[name] = value;
				params[name.slice('response-'.length)] = value;
			}
		}
		const url = signUrl({
			secret: oss().secret,
			baseUrl: ctx.baseUrl,
			method: 'GET',
			pathname: `/s3/${encodeURIComponent(bucketKey)}/${encodeURIComponent(objectKey)}`,
			query,
			nowMs: ctx.clock.now(),
			seconds: minutes * 60,
		});
		return json(200, { status: 'complete', url, params, size: object.size, sha1: object.sha1 });
	});
}

module.exports = { registerSignedDownload };
