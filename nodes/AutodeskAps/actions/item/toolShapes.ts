import type { IDataObject } from 'n8n-workflow';

import { pickValues } from '../../../framework/tool';

/** The compact shapes of the item results the generic one cuts too much of, for a model. */

/** A cloud model's publish state: whether it waits to be published, the job and its status. */
export const compactPublishStatus = (json: IDataObject): IDataObject =>
	pickValues(json, [
		'id',
		'name',
		'status',
		'needsPublishing',
		'publishing',
		'jobId',
		'publishedFromVersionId',
		'versionId',
		'versionNumber',
	]);

/** A version's custom attribute values (Docs) as name: value, with the ids and name of its file. */
export function compactAttributes(json: IDataObject): IDataObject {
	const compact = pickValues(json, [
		'urn',
		'itemUrn',
		'itemId',
		'versionId',
		'name',
		'title',
		'lastModifiedTime',
		'storageSize',
	]);
	if (json.attributes && typeof json.attributes === 'object') compact.attributes = json.attributes;
	return compact;
}
