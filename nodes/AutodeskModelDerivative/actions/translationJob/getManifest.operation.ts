import type { INodeProperties } from 'n8n-workflow';

import { forOperation, readSimplify } from '../../../framework/fields/common';
import { regionProperty } from '../derivativeRegion';
import { fetchManifest, manifestOptionsProperty, readManifestRequest } from '../manifestRequest';
import type { OperationExecute } from '../../../framework/operation';
import { sourceProperties } from '../sourceDesign';
import { simplifyManifestProperty } from './fields';
import { compactManifest, simplifyManifest } from './manifest';
import type { OperationTool } from '../../../framework/tool';
import { SOURCE_DESIGN } from '../../../framework/toolText';

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

export const tool: OperationTool = {
	compact: compactManifest,
	description: `Get the status of a design's translations. ${SOURCE_DESIGN}. Returns urn, status (pending, inprogress, success, failed, timeout), progress ("complete" or a percentage) and hasThumbnail; per derivative its outputType and status. Next, when status is success: Model > Get Views, Get Properties; Translation Job > Download Derivatives.`,
};
