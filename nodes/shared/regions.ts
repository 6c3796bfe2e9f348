import type { IDataObject, INodeProperties, INodePropertyOptions } from 'n8n-workflow';

/**
 * The data centers of APS, as the service's region headers name them (`region` for Model
 * Derivative, `x-ads-region` for OSS, webhooks and the ACC APIs: `regionHeaders`).
 */
export const REGIONS = ['US', 'EMEA', 'AUS', 'CAN', 'DEU', 'IND', 'JPN', 'GBR'] as const;

export type RegionCode = (typeof REGIONS)[number];

/** The options of a Region field that names the data centers by their codes, in REGIONS' order. */
export const REGION_OPTIONS: INodePropertyOptions[] = REGIONS.map((code) => ({
	name: code,
	value: code,
}));

/** The Region option of an ACC API's Options: the project's data center, sent as `x-ads-region`. */
export const PROJECT_REGION_OPTION: INodeProperties = {
	displayName: 'Region',
	name: 'region',
	type: 'options',
	options: REGION_OPTIONS,
	default: 'US',
	description: 'The data center of the project (sent as the region header)',
};

/** The Region of a collection (Options, Additional Fields, Filters), if one was added. */
export function readRegion(collection: IDataObject): string | undefined {
	return (collection.region as string | undefined) || undefined;
}

/**
 * The `x-ads-region` header of the APIs that take one (OSS, Webhooks, the ACC APIs): the data
 * center named, or no header (the service's default, US).
 */
export function regionHeaders(region: string | undefined): Record<string, string> {
	return region ? { 'x-ads-region': region } : {};
}
