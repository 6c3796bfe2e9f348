import type { IDataObject } from 'n8n-workflow';

import type { JsonApiResource } from '../../shared/jsonapi';
import { simplifyResource } from '../../shared/jsonapi';

/** The included resources (versions) that belong to this item. */
function includedOf(resource: JsonApiResource, included: IDataObject[]): JsonApiResource[] {
	return (included as JsonApiResource[]).filter(
		(entry) => entry.relationships?.item?.data?.id === resource.id,
	);
}

/**
 * One resource as an output item's JSON. Simplified: flattened, with an item's included versions
 * (simplified) under `versions`. Raw: the JSON:API resource, with its included versions under
 * `included`.
 */
export function resourceJson(
	resource: JsonApiResource,
	included: IDataObject[],
	simplify: boolean,
): IDataObject {
	const own = includedOf(resource, included);
	if (!simplify) return own.length ? { ...resource, included: own } : resource;
	const simple = simplifyResource(resource);
	if (own.length) simple.versions = own.map(simplifyResource);
	return simple;
}
