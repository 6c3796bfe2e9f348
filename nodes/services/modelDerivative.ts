import type { RegionCode } from '../shared/regions';

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
