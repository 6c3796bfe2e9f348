import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { apsRequest } from '../../../shared/transport';
import { apsPath } from '../../../shared/url';
import type { ManifestRequest } from '../manifestRequest';
import { NOT_TRANSLATED_ADVICE } from '../../../services/modelDerivative';

/** The model views of a translated design (GET .../metadata), and the view an operation reads. */

export function metadataPath({ target, source }: ManifestRequest, guid?: string): string {
	const base = target.basePath + apsPath`/${source.urn}/metadata`;
	return guid === undefined ? base : base + apsPath`/${guid}`;
}

export async function fetchViews(
	context: IExecuteFunctions,
	request: ManifestRequest,
): Promise<IDataObject[]> {
	const response = await apsRequest<IDataObject>(context, {
		method: 'GET',
		url: metadataPath(request),
		operation: 'Get model views',
		advice: NOT_TRANSLATED_ADVICE,
		headers: request.target.headers,
		userId: request.userId,
	});
	const data = (response.body?.data ?? {}) as IDataObject;
	return (data.metadata as IDataObject[] | undefined) ?? [];
}

/** The view given, or the design's first 3D view (else its first view) when none is given. */
export async function resolveViewGuid(
	context: IExecuteFunctions,
	request: ManifestRequest,
	given: string,
	itemIndex: number,
): Promise<string> {
	if (given) return given;
	const views = await fetchViews(context, request);
	const chosen = views.find((view) => view.role === '3d') ?? views[0];
	if (!chosen || typeof chosen.guid !== 'string') {
		throw new NodeOperationError(context.getNode(), 'The design has no model views', {
			itemIndex,
			description:
				'Translate it to SVF or SVF2 first (Translation Job > Create) and wait until that has succeeded.',
		});
	}
	return chosen.guid;
}
