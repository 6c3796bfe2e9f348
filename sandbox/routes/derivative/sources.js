'use strict';

const { HttpError } = require('../../http');
const { findObject } = require('../oss/state');

const OSS_OBJECT = /^urn:adsk\.objects:os\.object:([^/]+)\/(.+)$/;

/**
 * Whether a job's source exists: an object in the sandbox's OSS storage (uploads, seeded buckets,
 * seeded files' bytes in wip.dm.prod), or a Data Management version, by its id or storage id.
 */
function sourceExists(ctx, objectId) {
	const data = ctx.state.data;
	if (data && data.versions.has(objectId)) return true;
	const match = OSS_OBJECT.exec(objectId);
	if (!match) return false;
	const [, bucketKey, objectKey] = match;
	const bucket = ctx.state.oss && ctx.state.oss.buckets.get(bucketKey);
	if (bucket && !bucket.deleted && findObject(ctx.state.oss, bucket, objectKey, ctx.clock.now())) return true;
	return Boolean(data) && [...data.versions.values()].some((version) => version.storageId === objectId);
}

/** 400 with a diagnostic, as the service answers a job whose source object does not exist. */
function requireSource(ctx, objectId) {
	if (sourceExists(ctx, objectId)) return;
	throw new HttpError(400, 'Bad Request', `Failed to trigger translation for this file: the source object ${objectId} does not exist. Check the URN, or upload the file first.`);
}

module.exports = { requireSource, sourceExists };
