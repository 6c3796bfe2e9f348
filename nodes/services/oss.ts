import { apsPath } from '../shared/url';

/**
 * The Object Storage Service (`autodesk-platform-services/aps-sdk-openapi` oss/oss.yaml): buckets
 * and their objects; a bucket is created in the data center its region header names
 * (`regionHeaders` in shared/regions.ts).
 */

/** Where buckets are listed and created. */
export const OSS_BUCKETS = '/oss/v2/buckets';

/** A bucket, or an object in it. */
export function bucketPath(bucketKey: string, objectKey?: string): string {
	const bucket = OSS_BUCKETS + apsPath`/${bucketKey}`;
	return objectKey === undefined ? bucket : bucket + apsPath`/objects/${objectKey}`;
}

/** A bucket's objects, where they are listed. */
export function objectsPath(bucketKey: string): string {
	return `${bucketPath(bucketKey)}/objects`;
}
