import type { INodeProperties } from 'n8n-workflow';

import { forOperation, readSimplify } from '../common';
import type { OperationExecute } from '../operation';
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

export const execute: OperationExecute = async function (itemIndex) {
	const manifest = await fetchManifest(this, readManifestRequest(this, itemIndex));
	const simplify = readSimplify(this, itemIndex);
	return [{ json: simplify ? simplifyManifest(manifest) : manifest }];
};
