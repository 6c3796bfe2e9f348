import type { INodeProperties } from 'n8n-workflow';

import { forOperation } from '../common';
import { regionProperty } from '../derivativeRegion';
import { manifestOptionsProperty, readManifestRequest } from '../manifestRequest';
import type { OperationExecute } from '../operation';
import { sourceProperties } from '../sourceDesign';
import { fetchViews } from './views';

const properties: INodeProperties[] = [
	...sourceProperties,
	regionProperty,
	manifestOptionsProperty,
];

export const description = forOperation('model', 'getViews', properties);

/** One item per model view (2D sheets and 3D views) with its guid, name and role. */
export const execute: OperationExecute = async function (itemIndex) {
	const request = readManifestRequest(this, itemIndex);
	const views = await fetchViews(this, request);
	return views.map((view) => ({
		json: { ...view, urn: request.source.urn, region: request.target.label },
	}));
};
