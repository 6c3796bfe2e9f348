import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';

import { apsRequest } from '../../../shared/transport';
import { forOperation } from '../common';
import { manifestOptionsProperty, regionProperty } from './fields';
import { manifestPath, readManifestRequest } from './manifest';
import { sourceProperties } from './source';

const properties: INodeProperties[] = [
	...sourceProperties,
	regionProperty,
	manifestOptionsProperty,
];

export const description = forOperation('translationJob', 'deleteManifest', properties);

export async function execute(
	this: IExecuteFunctions,
	itemIndex: number,
): Promise<INodeExecutionData[]> {
	const { source, target, userId } = readManifestRequest(this, itemIndex);
	const response = await apsRequest<IDataObject>(this, {
		method: 'DELETE',
		url: manifestPath(target, source),
		operation: 'Delete manifest',
		headers: target.headers,
		userId,
	});
	const json: IDataObject = {
		result: response.body?.result ?? 'success',
		deleted: true,
		urn: source.urn,
		sourceId: source.id,
		region: target.label,
	};
	return [{ json }];
}
