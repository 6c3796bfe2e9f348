import type {
	ILoadOptionsFunctions,
	INodeListSearchItems,
	INodeListSearchResult,
} from 'n8n-workflow';

import type { JsonApiResource } from '../../shared/jsonapi';
import { linksNext } from '../../shared/paging/linksNext';
import { pages } from '../../shared/paging/pager';
import type { ApsRequest } from '../../shared/types';
import { MAX_PAGE_LIMIT } from '../fields/common';
import { chosenId, matches, pickerUserId, serviceLink } from './searchContext';
import { dataManagementPaths } from '../../services/dataManagement';

/** Contents pages read at most per call while a filter finds nothing yet. */
const MAX_PAGES_PER_SEARCH = 5;

/**
 * A file of the folder as a list entry: its name (and tip version number), valued by what Model
 * Derivative translates for its tip version (the version's derivatives URN: the version in ACC and
 * BIM 360, the stored file in Fusion Team), or by the tip version ID when the service gives none.
 */
function fileEntry(
	item: JsonApiResource,
	versions: Map<string, JsonApiResource>,
): INodeListSearchItems | undefined {
	const tipId = item.relationships?.tip?.data?.id;
	if (!tipId || item.attributes?.hidden === true) return undefined;
	const tip = versions.get(tipId);
	const fileName = String(item.attributes?.displayName ?? tip?.attributes?.name ?? item.id);
	const versionNumber = tip?.attributes?.versionNumber;
	return {
		name: versionNumber === undefined ? fileName : `${fileName} (version ${String(versionNumber)})`,
		value: tip?.relationships?.derivatives?.data?.id ?? tipId,
		url: tip?.links?.webView?.href ?? item.links?.webView?.href,
	};
}

/**
 * The files of the chosen folder, each valued by its latest (tip) version's URN, filtered by name;
 * a page at a time, the next page's link as the pagination token.
 */
export async function searchFileVersions(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const projectId = chosenId(this, 'project');
	const folderId = chosenId(this, 'folder');
	const request: ApsRequest = {
		method: 'GET',
		url: paginationToken
			? await serviceLink(this, paginationToken)
			: dataManagementPaths.folderContents(projectId, folderId),
		query: paginationToken ? undefined : { 'filter[type]': 'items', 'page[limit]': MAX_PAGE_LIMIT },
		operation: 'List files',
		userId: pickerUserId(this),
	};
	const results: INodeListSearchItems[] = [];
	let read = 0;
	for await (const page of pages<JsonApiResource>(this, linksNext, request)) {
		const versions = new Map(
			(page.included as JsonApiResource[]).map((version) => [version.id, version]),
		);
		for (const item of page.data) {
			const entry = item.type === 'items' ? fileEntry(item, versions) : undefined;
			if (entry && matches(filter, String(item.attributes?.displayName ?? entry.name))) {
				results.push(entry);
			}
		}
		read += 1;
		if (results.length || !filter || read >= MAX_PAGES_PER_SEARCH) {
			return { results, paginationToken: page.next?.url };
		}
	}
	return { results };
}
