import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { hasApiStatus, settled } from '../../../shared/errors';
import { apsRequest } from '../../../shared/transport';
import { forOperation } from '../../../framework/fields/common';
import { regionProperty } from '../derivativeRegion';
import type { ManifestRequest } from '../manifestRequest';
import {
	fetchManifest,
	manifestOptionsProperty,
	manifestPath,
	readManifestRequest,
} from '../manifestRequest';
import type { OperationExecute } from '../../../framework/operation';
import { sourceProperties } from '../sourceDesign';
import type { OperationTool } from '../../../framework/tool';
import { SOURCE_DESIGN } from '../../../framework/toolText';

const properties: INodeProperties[] = [
	...sourceProperties,
	regionProperty,
	manifestOptionsProperty,
];

export const description = forOperation('translationJob', 'deleteManifest', properties);

/** Whether the design has a manifest in the region (the service's DELETE answers 200 either way). */
async function hasManifest(context: IExecuteFunctions, request: ManifestRequest): Promise<boolean> {
	const outcome = await settled(fetchManifest(context, request));
	if (outcome.ok) return true;
	if (hasApiStatus(outcome.error, 404)) return false;
	throw outcome.error;
}

export const execute: OperationExecute = async function (itemIndex) {
	const request = readManifestRequest(this, itemIndex);
	const { source, target, userId } = request;
	const hadManifest = await hasManifest(this, request);
	const response = await apsRequest<IDataObject>(this, {
		method: 'DELETE',
		url: manifestPath(target, source),
		operation: 'Delete manifest',
		headers: target.headers,
		userId,
	});
	const json: IDataObject = {
		result: response.body?.result ?? 'success',
		hadManifest,
		deleted: hadManifest,
		message: hadManifest
			? `Deleted the manifest and every derivative of this design in region ${target.label}`
			: `This design had no manifest in region ${target.label}: nothing was deleted (the service answers success either way)`,
		urn: source.urn,
		sourceId: source.id,
		region: target.label,
	};
	return [{ json }];
};

export const tool: OperationTool = {
	description: `Delete a design's manifest and every derivative translated from it (the design file stays). ${SOURCE_DESIGN}. Returns urn and deleted (false when there was no manifest).`,
};
