import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { apsRequest } from '../../shared/transport';
import { apsPath } from '../../shared/url';
import { optionsCollection, readDataOptions } from '../../framework/fields/common';
import type { DerivativeTarget } from './derivativeRegion';
import { derivativeTarget } from './derivativeRegion';
import { readSource, sourceOf } from './sourceDesign';
import type { SourceUrn } from '../../framework/urn';

/**
 * The manifest of a source design, where the service logs a translation's progress and results:
 * what names it (the source, the region) and reading it. The Translation Job and Model operations
 * all start from it.
 */

/** The Options of a manifest operation: Act As User ID. */
export const manifestOptionsProperty = optionsCollection();

export interface ManifestRequest {
	source: SourceUrn;
	target: DerivativeTarget;
	userId?: string;
}

/** The source design and where its manifest lives; an InputRuleError names the field. */
export function manifestLocation(
	source: unknown,
	region: unknown,
): { source: SourceUrn; target: DerivativeTarget } {
	return { source: sourceOf(source), target: derivativeTarget(region) };
}

/** The source (typed or picked), Region and Act As User ID fields of a manifest operation, checked. */
export function readManifestRequest(
	context: IExecuteFunctions,
	itemIndex: number,
): ManifestRequest {
	const { userId } = readDataOptions(context, itemIndex);
	const { source, target } = manifestLocation(
		readSource(context, itemIndex),
		context.getNodeParameter('region', itemIndex, 'US'),
	);
	return { source, target, userId };
}

export function manifestPath(target: DerivativeTarget, source: SourceUrn): string {
	return target.basePath + apsPath`/${source.urn}/manifest`;
}

export async function fetchManifest(
	context: IExecuteFunctions,
	{ source, target, userId }: ManifestRequest,
): Promise<IDataObject> {
	const response = await apsRequest<IDataObject>(context, {
		method: 'GET',
		url: manifestPath(target, source),
		operation: 'Get manifest',
		headers: target.headers,
		userId,
	});
	return response.body ?? {};
}
