import type { INodeProperties } from 'n8n-workflow';

import { forOperation } from '../../../framework/fields/common';
import { regionProperty } from '../derivativeRegion';
import { manifestOptionsProperty, readManifestRequest } from '../manifestRequest';
import type { OperationExecute } from '../../../framework/operation';
import { sourceProperties } from '../sourceDesign';
import { fetchViews } from './views';
import type { OperationTool } from '../../../framework/tool';
import { SOURCE_DESIGN } from '../../../framework/toolText';

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

export const tool: OperationTool = {
	description: `List the 2D and 3D views of a design translated to SVF or SVF2. ${SOURCE_DESIGN}. Returns per view: guid (the Model View GUID of the other Model operations), name, role (2d or 3d). Next: Model > Get Object Tree or Get Properties with a guid.`,
};
