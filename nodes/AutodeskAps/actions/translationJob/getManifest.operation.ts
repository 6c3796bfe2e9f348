import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { forOperation } from '../common';
import { manifestOptionsProperty, regionProperty, simplifyManifestProperty } from './fields';
import { fetchManifest, readManifestRequest, simplifyManifest } from './manifest';
import { sourceProperties } from './source';

const properties: INodeProperties[] = [
	...sourceProperties,
	regionProperty,
	simplifyManifestProperty,
	manifestOptionsProperty,
];

export const description = forOperation('translationJob', 'getManifest', properties);

export async function execute(
	this: IExecuteFunctions,
	itemIndex: number,
): Promise<INodeExecutionData[]> {
	const manifest = await fetchManifest(this, readManifestRequest(this, itemIndex));
	const simplify = this.getNodeParameter('simplify', itemIndex, true) as boolean;
	return [{ json: simplify ? simplifyManifest(manifest) : manifest }];
}
