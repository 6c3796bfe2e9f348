'use strict';

const crypto = require('node:crypto');
const path = require('node:path');
const { BlobStore } = require('./blobs');
const { ossError } = require('./errors');

const MIB = 1024 * 1024;
/** S3's minimum size of every part but the last. Tests may lower it (POST /__sandbox/oss/settings). */
const MIN_PART_BYTES = 5 * MIB;
const BUCKET_KEY = /^[-_.a-z0-9]{3,128}$/;
const POLICIES = { transient: 24 * 3600 * 1000, temporary: 30 * 24 * 3600 * 1000, persistent: Infinity };
const REGIONS = ['US', 'EMEA', 'AUS', 'APAC', 'CAN', 'DEU', 'IND', 'JPN', 'GBR'];
/** The bucket Data Management keeps project files in (storage ids `urn:adsk.objects:os.object:wip.dm.prod/<key>`). */
const DM_BUCKET = 'wip.dm.prod';

/**
 * OSS state. A bucket: `{ bucketKey, bucketOwner, createdDate, policyKey, region, permissions,
 * objects: Map, deleted, reservedKeys?: Set }`. An object: `{ bucketKey, objectKey, objectId, size,
 * sha1, contentType, contentDisposition, file, createdDate, lastModifiedDate }`.
 * Upload sessions (`uploads`) are keyed by uploadKey; `signedResources` by their id.
 */
function createOssState() {
	const state = {
		secret: crypto.randomBytes(32),
		blobs: new BlobStore(),
		settings: { minPartBytes: MIN_PART_BYTES },
		buckets: new Map(),
		uploads: new Map(),
		signedResources: new Map(),
	};
	state.buckets.set(DM_BUCKET, {
		bucketKey: DM_BUCKET,
		bucketOwner: 'autodesk-data-management',
		createdDate: Date.UTC(2015, 0, 1),
		policyKey: 'persistent',
		region: 'US',
		permissions: [],
		objects: new Map(),
		deleted: false,
		// Data Management hands out keys here (POST projects/:p/storage); callers may upload
		// to and download a reserved key (the project checks happen in Data Management).
		reservedKeys: new Set(),
	});
	return state;
}

function objectIdOf(bucketKey, objectKey) {
	return `urn:adsk.objects:os.object:${bucketKey}/${objectKey}`;
}

/** A live bucket or a 404. */
function requireBucket(state, bucketKey) {
	const bucket = state.buckets.get(bucketKey);
	if (!bucket || bucket.deleted) throw ossError(404, `Bucket ${bucketKey} does not exist.`);
	return bucket;
}

/**
 * Whether the caller may use the bucket (`read` or `write`): the owner and apps in `permissions`;
 * for the Data Management bucket, anyone on a key Data Management reserved.
 */
function requireBucketAccess(bucket, caller, access, objectKey) {
	if (bucket.reservedKeys) {
		if (objectKey !== undefined && bucket.reservedKeys.has(objectKey)) return;
		throw ossError(403, `Access to bucket ${bucket.bucketKey} is not allowed for this application.`);
	}
	if (bucket.bucketOwner === caller.clientId) return;
	const permission = bucket.permissions.find((entry) => entry.authId === caller.clientId);
	if (permission && (access === 'read' || permission.access === 'full')) return;
	throw ossError(403, `Only the application that owns bucket ${bucket.bucketKey} (or one it allows) may do this.`);
}

/** A live object (its policy's retention not over) or undefined. */
function findObject(state, bucket, objectKey, nowMs) {
	const object = bucket.objects.get(objectKey);
	if (!object) return undefined;
	if (nowMs > object.createdDate + POLICIES[bucket.policyKey]) {
		bucket.objects.delete(objectKey);
		state.blobs.remove(object.file);
		return undefined;
	}
	return object;
}

function requireObject(state, bucket, objectKey, nowMs) {
	const object = findObject(state, bucket, objectKey, nowMs);
	if (!object) throw ossError(404, `Object ${objectKey} does not exist in bucket ${bucket.bucketKey}.`);
	return object;
}

/** Stores (or replaces) an object from a stored blob `{ file, size, sha1 }`. */
function putObject(state, bucket, objectKey, blob, { contentType, contentDisposition, nowMs, baseUrl }) {
	const previous = bucket.objects.get(objectKey);
	if (previous) state.blobs.remove(previous.file);
	const object = {
		bucketKey: bucket.bucketKey,
		objectKey,
		objectId: objectIdOf(bucket.bucketKey, objectKey),
		size: blob.size,
		sha1: blob.sha1,
		contentType: contentType || 'application/octet-stream',
		contentDisposition,
		file: blob.file,
		version: path.basename(blob.file),
		createdDate: previous ? previous.createdDate : nowMs,
		lastModifiedDate: nowMs,
		location: `${baseUrl}/oss/v2/buckets/${bucket.bucketKey}/objects/${encodeURIComponent(objectKey)}`,
	};
	bucket.objects.set(objectKey, object);
	return object;
}

/** objectDetails as oss.yaml describes it. */
function objectDetails(object) {
	const { bucketKey, objectId, objectKey, sha1, size, contentType, location } = object;
	return { bucketKey, objectId, objectKey, sha1, size, contentType, location };
}

/** For Data Management (storage): lets callers upload to and download `objectKey` in wip.dm.prod. */
function reserveDmObject(state, objectKey) {
	state.buckets.get(DM_BUCKET).reservedKeys.add(objectKey);
	return objectIdOf(DM_BUCKET, objectKey);
}

/** For seeding: stores `buffer` as an object (in wip.dm.prod the key is reserved too). */
function seedObject(state, bucketKey, objectKey, buffer, { contentType, baseUrl = '', nowMs = Date.now() } = {}) {
	const bucket = requireBucket(state, bucketKey);
	if (bucket.reservedKeys) bucket.reservedKeys.add(objectKey);
	return putObject(state, bucket, objectKey, state.blobs.writeBuffer(buffer), { contentType, nowMs, baseUrl });
}

module.exports = {
	MIB,
	MIN_PART_BYTES,
	BUCKET_KEY,
	POLICIES,
	REGIONS,
	DM_BUCKET,
	createOssState,
	objectIdOf,
	requireBucket,
	requireBucketAccess,
	findObject,
	requireObject,
	putObject,
	objectDetails,
	reserveDmObject,
	seedObject,
};
