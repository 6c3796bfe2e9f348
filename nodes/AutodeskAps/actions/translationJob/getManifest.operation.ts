import type { INodeProperties } from 'n8n-workflow';

import { forOperation, readSimplify } from '../common';
import { regionProperty } from '../derivativeRegion';
import { fetchManifest, manifestOptionsProperty, readManifestRequest } from '../manifestRequest';
import type { OperationExecute } from '../operation';
import { sourceProperties } from '../sourceDesign';
import { simplifyManifestProperty } from './fields';
import { simplifyManifest } from './manifest';

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
