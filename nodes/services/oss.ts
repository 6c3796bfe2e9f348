import { apsPath } from '../shared/url';
import type { StatusAdvice } from '../shared/types';

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

/** Buckets take only their app's own token (APS's reference pages: authentication context app-only). */
export const BUCKET_APP_ONLY =
	"Buckets belong to the app that created them and take its own two-legged token: use an OAuth2 credential with Grant Type Client Credentials of that app, with the bucket scopes. A user's token (Authorization Code) or a service account's is refused, as is another app's.";

/** What a refusal of the bucket calls means. */
export const BUCKET_ADVICE: StatusAdvice = { 403: { instead: BUCKET_APP_ONLY } };

/** What a refusal of a new bucket means: its key is unique across all of APS. */
export const NEW_BUCKET_ADVICE: StatusAdvice = {
	...BUCKET_ADVICE,
	409: {
		instead:
			"The bucket exists already. Bucket keys are unique across all of APS, not only this app's: if the bucket is this app's, use it as it is (Bucket > Get Many lists them); otherwise choose another Bucket Key, for example with the app's name in front.",
	},
};
