'use strict';

const crypto = require('node:crypto');
const { json } = require('../../responses');
const { ossError } = require('./errors');
const { intParam, jsonBody } = require('./params');
const { signUrl } = require('./signing');
const { requireBucket, requireBucketAccess, putObject, objectDetails } = require('./state');

const SIGNED_UPLOAD = '/oss/v2/buckets/:bucketKey/objects/:objectKey/signeds3upload';
/** URLs per request and parts per upload (S3's limit). */
const MAX_PARTS_PER_REQUEST = 25;
const MAX_PARTS = 10_000;
const UPLOAD_HOURS = 24;
const WRITE_SCOPES = [['data:write'], ['data:create']];

/** The signed S3 path a part goes to. */
function partPath(bucketKey, objectKey) {
	return `/s3/${encodeURIComponent(bucketKey)}/${encodeURIComponent(objectKey)}`;
}

/**
 * Signed upload: GET hands out part URLs (a new session, or more URLs for an open uploadKey);
 * POST completes a session once: the parts must run 1..N without a gap, each but the last at
 * least the minimum part size; the object then exists and the uploadKey is spent.
 */
function registerSignedUpload(router, ctx) {
	const oss = () => ctx.state.oss;

	router.add('GET', SIGNED_UPLOAD, (request) => {
		const caller = ctx.tokens.authenticate(request, WRITE_SCOPES);
		const { bucketKey, objectKey } = request.params;
		const bucket = requireBucket(oss(), bucketKey);
		requireBucketAccess(bucket, caller, 'write', objectKey);
		const parts = intParam(request.query, 'parts', { min: 1, max: MAX_PARTS_PER_REQUEST, fallback: 1 });
		const firstPart = intParam(request.query, 'firstPart', { min: 1, max: MAX_PARTS, fallback: 1 });
		const minutes = intParam(request.query, 'minutesExpiration', { min: 1, max: 60, fallback: 2 });
		if (firstPart + parts - 1 > MAX_PARTS) throw ossError(400, `An upload has at most ${MAX_PARTS} parts.`);
		const now = ctx.clock.now();
		let upload;
		const uploadKey = request.query.get('uploadKey');
		if (uploadKey) {
			upload = openUpload(oss(), uploadKey, bucketKey, objectKey, now);
		} else {
			upload = {
				uploadKey: crypto.randomBytes(48).toString('base64url'),
				bucketKey,
				objectKey,
				expiresAt: now + UPLOAD_HOURS * 3600 * 1000,
				parts: new Map(),
				completed: false,
			};
			oss().uploads.set(upload.uploadKey, upload);
		}
		const urls = [];
		for (let number = firstPart; number < firstPart + parts; number++) {
			urls.push(
				signUrl({
					secret: oss().secret,
					baseUrl: ctx.baseUrl,
					method: 'PUT',
					pathname: partPath(bucketKey, objectKey),
					query: { uploadId: upload.uploadKey, partNumber: number },
					nowMs: now,
					seconds: minutes * 60,
				}),
			);
		}
		return json(200, {
			uploadKey: upload.uploadKey,
			uploadExpiration: new Date(upload.expiresAt).toISOString(),
			urlExpiration: new Date(now + minutes * 60_000).toISOString(),
			urls,
		});
	});

	router.add('POST', SIGNED_UPLOAD, async (request) => {
		const caller = ctx.tokens.authenticate(request, WRITE_SCOPES);
		const { bucketKey, objectKey } = request.params;
		const bucket = requireBucket(oss(), bucketKey);
		requireBucketAccess(bucket, caller, 'write', objectKey);
		if (!/^application\/json\b/i.test(request.headers['content-type'] || '')) throw ossError(400, 'Content-Type must be application/json.');
		const body = jsonBody(request);
		if (!body || typeof body.uploadKey !== 'string' || !body.uploadKey) throw ossError(400, 'uploadKey is required.');
		const now = ctx.clock.now();
		const upload = openUpload(oss(), body.uploadKey, bucketKey, objectKey, now);
		const statuses = partStatuses(upload, oss().settings.minPartBytes, body.eTags);
		const total = [...upload.parts.values()].reduce((sum, part) => sum + part.size, 0);
		if (statuses.some((part) => part.status !== 'Ok')) {
			throw ossError(400, 'The parts uploaded cannot form the object: every part from 1 to the last must be uploaded, and every part but the last must be at least 5 MB.', { parts: statuses });
		}
		if (body.size !== undefined && body.size !== total) throw ossError(400, `size ${body.size} does not match the ${total} bytes uploaded.`, { parts: statuses });
		upload.completed = true; // before the await: a second completion meanwhile is refused
		const numbers = [...upload.parts.keys()].sort((a, b) => a - b);
		const files = numbers.map((number) => upload.parts.get(number).file);
		const blob = await oss().blobs.concat(files);
		for (const file of files) oss().blobs.remove(file);
		upload.parts.clear();
		const object = putObject(oss(), bucket, objectKey, blob, {
			contentType: request.headers['x-ads-meta-content-type'],
			contentDisposition: request.headers['x-ads-meta-content-disposition'],
			nowMs: now,
			baseUrl: ctx.baseUrl,
		});
		return json(200, objectDetails(object));
	});
}

/** The open session of this key for this object, else OSS's 400. */
function openUpload(state, uploadKey, bucketKey, objectKey, now) {
	const upload = state.uploads.get(uploadKey);
	if (!upload || upload.bucketKey !== bucketKey || upload.objectKey !== objectKey) {
		throw ossError(400, `uploadKey ${uploadKey} is not an upload of ${bucketKey}/${objectKey}.`);
	}
	if (upload.completed) throw ossError(400, `The upload of uploadKey ${uploadKey} was already completed; get a new uploadKey to upload again.`);
	if (now > upload.expiresAt) throw ossError(400, `The upload of uploadKey ${uploadKey} has expired; get a new uploadKey and upload again.`);
	return upload;
}

/** OSS's part statuses (oss.yaml `status`): Pending, TooSmall, Unexpected, Ok; one per part 1..last. */
function partStatuses(upload, minPartBytes, eTags) {
	const last = Math.max(0, ...upload.parts.keys());
	if (last === 0) return [{ firstPart: 1, status: 'Pending' }];
	const statuses = [];
	for (let number = 1; number <= last; number++) {
		const part = upload.parts.get(number);
		if (!part) {
			statuses.push({ firstPart: number, status: 'Pending' });
			continue;
		}
		const problems = [];
		const expected = Array.isArray(eTags) ? eTags[number - 1] : undefined;
		if (expected !== undefined && String(expected).replace(/"/g, '') !== part.etag) problems.push('Unexpected');
		if (number < last && part.size < minPartBytes) problems.push('TooSmall');
		statuses.push({ firstPart: number, status: problems.join('+') || 'Ok', size: part.size, eTag: part.etag });
	}
	return statuses;
}

module.exports = { registerSignedUpload, partPath, MAX_PARTS_PER_REQUEST };
