import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { DATA_CONNECTOR_PAGE, dataConnectorCall, requestsPath } from '../../services/dataConnector';
import { matches } from '../../framework/methods/searchContext';
import { pickedAccountId } from './directorySearch';

/** A saved request as the picker shows it: its description, schedule and service groups. */
function requestName(request: IDataObject): string {
	const description = String(request.description ?? '').trim() || String(request.id);
	const groups = Array.isArray(request.serviceGroups) ? request.serviceGroups.join(', ') : '';
	const schedule = String(request.scheduleInterval ?? '');
	const inactive = request.isActive === false ? ', inactive' : '';
	return `${description} (${[schedule, groups].filter(Boolean).join(': ')}${inactive})`;
}

/**
 * The caller's saved data extraction requests in the chosen account, newest first, a page of 100
 * at a time (the pagination token is the next offset). The API has no text search: the editor's
 * filter is matched against each request's description and ID.
 */
async function searchDataRequests(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const accountId = pickedAccountId(this, 'data extraction requests are listed from it');
	const offset = Number(paginationToken ?? 0) || 0;
	const page = await dataConnectorCall<IDataObject>(this, {
		method: 'GET',
		path: requestsPath(accountId),
		operation: 'Get many data extraction requests',
		query: { sort: 'desc', limit: DATA_CONNECTOR_PAGE, offset },
	});
	const records = Array.isArray(page?.results) ? (page.results as IDataObject[]) : [];
	const total = Number((page?.pagination as IDataObject | undefined)?.totalResults);
	const end = offset + records.length;
	const more =
		records.length > 0 &&
		(Number.isFinite(total) ? end < total : records.length === DATA_CONNECTOR_PAGE);
	return {
		results: records
			.filter((request) =>
				matches(filter, `${String(request.description ?? '')} ${String(request.id)}`),
			)
			.map((request) => ({ name: requestName(request), value: String(request.id) })),
		paginationToken: more ? String(end) : undefined,
	};
}

export const extractionListSearch = { searchDataRequests };
