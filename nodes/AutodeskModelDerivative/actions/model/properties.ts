import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { hasApiStatus, settled } from '../../../shared/errors';
import { offsetPaging } from '../../../shared/paging/offset';
import { collect } from '../../../shared/paging/pager';
import type { ApsRequest } from '../../../shared/types';
import type { ManifestRequest } from '../manifestRequest';
import type { PreparedWait } from './prepared';
import { preparedRequest } from './prepared';
import { metadataPath } from './views';
import { NOT_TRANSLATED_ADVICE } from '../../../services/modelDerivative';

/**
 * Reading a view's properties: all at once (GET .../properties), or through the paged properties
 * query for chosen object ids and for models whose properties are too large for one answer (the
 * service refuses those with 413).
 */

/** The largest page the properties query gives; the ids of one query are sent in chunks of it. */
export const QUERY_PAGE_SIZE = 1000;

export interface PropertiesRequest extends ManifestRequest {
	guid: string;
	wait: PreparedWait;
}

export async function allProperties(
	context: IExecuteFunctions,
	request: PropertiesRequest,
): Promise<IDataObject[]> {
	const all = await settled(
		preparedRequest(
			context,
			{
				method: 'GET',
				url: `${metadataPath(request, request.guid)}/properties`,
				operation: 'Get properties',
				advice: NOT_TRANSLATED_ADVICE,
				headers: request.target.headers,
				userId: request.userId,
			},
			request.wait,
		),
	);
	if (all.ok) return collectionOf(all.value.body);
	if (!hasApiStatus(all.error, 413)) throw all.error;
	return await queryProperties(context, request, await everyObjectId(context, request));
}

/** The properties of the objects with these ids, page after page of the properties query. */
export async function queryProperties(
	context: IExecuteFunctions,
	request: PropertiesRequest,
	ids: number[],
): Promise<IDataObject[]> {
	const paging = offsetPaging<IDataObject>({
		maxPage: QUERY_PAGE_SIZE,
		in: 'body',
		records: collectionOf,
	});
	const send = async (page: ApsRequest) =>
		(await preparedRequest(context, page, request.wait)).body;
	const found: IDataObject[] = [];
	for (let start = 0; start < ids.length; start += QUERY_PAGE_SIZE) {
		const chunk = ids.slice(start, start + QUERY_PAGE_SIZE);
		const query: ApsRequest = {
			method: 'POST',
			url: `${metadataPath(request, request.guid)}/properties:query`,
			operation: 'Query properties',
			advice: NOT_TRANSLATED_ADVICE,
			headers: request.target.headers,
			userId: request.userId,
			body: {
				query: { $in: ['objectid', ...chunk] },
				fields: ['objectid', 'name', 'externalId', 'properties'],
			},
		};
		found.push(...(await collect(context, paging, query, { send })));
	}
	return found;
}

/** Every objectid of the view, from its object tree (asked with forceget for large models). */
async function everyObjectId(
	context: IExecuteFunctions,
	request: PropertiesRequest,
): Promise<number[]> {
	const response = await preparedRequest(
		context,
		{
			method: 'GET',
			url: metadataPath(request, request.guid),
			query: { forceget: 'true' },
			operation: 'Get object tree',
			advice: NOT_TRANSLATED_ADVICE,
			headers: request.target.headers,
			userId: request.userId,
		},
		request.wait,
	);
	const ids: number[] = [];
	const walk = (objects: IDataObject[] | undefined) => {
		for (const object of objects ?? []) {
			if (typeof object.objectid === 'number') ids.push(object.objectid);
			walk(object.objects as IDataObject[] | undefined);
		}
	};
	walk(((response.body?.data ?? {}) as IDataObject).objects as IDataObject[] | undefined);
	return ids;
}

function collectionOf(body: IDataObject | undefined): IDataObject[] {
	const data = (body?.data ?? {}) as IDataObject;
	return (data.collection as IDataObject[] | undefined) ?? [];
}
