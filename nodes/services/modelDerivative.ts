import type { RegionCode } from '../shared/regions';
import type { StatusAdvice } from '../shared/types';

/**
 * The Model Derivative API (`autodesk-platform-services/aps-sdk-openapi`
 * modelderivative/modelderivative.yaml): translation jobs, manifests and derivatives of a design
 * by its URN, kept in the data center its `region` header names, or in EMEA through the EU
 * endpoint's own path.
 */

export const DESIGNDATA = '/modelderivative/v2/designdata';

/** The EU endpoint: EMEA by its path instead of a header. */
export const EU_DESIGNDATA = '/modelderivative/v2/regions/eu/designdata';

/**
 * The region header of Model Derivative: `region`, the one the OpenAPI file defines (the header
 * older clients send as well is not needed).
 */
export function derivativeRegionHeaders(code: RegionCode): Record<string, string> {
	return { region: code };
}

/** What a 404 of the model data calls means: the design has no manifest (in this region). */
export const NOT_TRANSLATED_ADVICE: StatusAdvice = {
	404: {
		add: 'When the design has not been translated (no manifest), or not in this Region: translate it first with Translation Job > Create (SVF or SVF2) and wait until it has succeeded, or check the Source Design and Region.',
	},
};

/** What a refusal of a new translation job means. */
export const NEW_JOB_ADVICE: StatusAdvice = {
	400: {
		add: 'When the source object does not exist: check the Source Design URN (bucket and object key, or version ID), or upload the file first and translate it once the upload has finished.',
	},
	409: {
		add: 'Get Manifest shows when the running job has finished; Force Translation discards it and starts over.',
	},
};
