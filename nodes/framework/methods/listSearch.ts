import type {
	ILoadOptionsFunctions,
	INodeListSearchItems,
	INodeListSearchResult,
} from 'n8n-workflow';

import type { JsonApiResource } from '../../shared/jsonapi';
import type { PagedBody } from '../../shared/paging/linksNext';
import { linksNext } from '../../shared/paging/linksNext';
import { pages } from '../../shared/paging/pager';
import { apsRequest } from '../../shared/transport';
import type { ApsRequest } from '../../shared/types';
import { MAX_PAGE_LIMIT } from '../fields/common';
import { searchBuckets } from './bucketSearch';
import { searchFileVersions } from './fileSearch';
import { searchFolders, searchTargetFolders } from './folderSearch';
import { TARGET_HUB } from '../fields/locators';
import { chosenId, isChosen, matches, pickerUserId, serviceLink } from './searchContext';
import { dataManagementPaths } from '../../services/dataManagement';

/** Project pages read at most per call while a filter finds nothing yet. */
const MAX_PROJECT_PAGES_PER_SEARCH = 5;

type Collection = PagedBody<JsonApiResource>;

function listItem(resource: JsonApiResource): INodeListSearchItems {
	return {
		name: String(resource.attributes?.name ?? resource.id),
		value: resource.id,
		url: resource.links?.webView?.href,
	};
}

async function searchHubs(
	this: ILoadOptionsFunctions,
	filter?: string,
): Promise<INodeListSearchResult> {
	const response = await apsRequest<Collection>(this, {
		method: 'GET',
		url: dataManagementPaths.hubs(),
		operation: 'List hubs',
		userId: pickerUserId(this),
	});
	const results = (response.body.data ?? [])
		.map(listItem)
		.filter((hub) => matches(filter, hub.name))
		.sort((a, b) => a.name.localeCompare(b.name));
	return { results };
}

/** Projects of the chosen hub, a page at a time; the next page's link is the pagination token. */
async function searchProjects(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	return await projectsOfHub(this, chosenId(this, 'hub'), filter, paginationToken);
}

/** Projects of the Target Hub (Item > Copy), or of the Hub when Target Hub is empty. */
async function searchTargetProjects(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const hubId = isChosen(this, 'hub', TARGET_HUB)
		? chosenId(this, 'hub', TARGET_HUB)
		: chosenId(this, 'hub');
	return await projectsOfHub(this, hubId, filter, paginationToken);
}

async function projectsOfHub(
	context: ILoadOptionsFunctions,
	hubId: string,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const request: ApsRequest = {
		method: 'GET',
		url: paginationToken
			? await serviceLink(context, paginationToken)
			: dataManagementPaths.projects(hubId),
		query: paginationToken ? undefined : { 'page[limit]': MAX_PAGE_LIMIT },
		operation: 'List projects',
		userId: pickerUserId(context),
	};
	const results: INodeListSearchItems[] = [];
	let read = 0;
	for await (const page of pages<JsonApiResource>(context, linksNext, request)) {
		results.push(...page.data.map(listItem).filter((project) => matches(filter, project.name)));
		read += 1;
		if (results.length || !filter || read >= MAX_PROJECT_PAGES_PER_SEARCH) {
			return { results, paginationToken: page.next?.url };
		}
	}
	return { results };
}

/** The list searches of Data Management and OSS, which the locators of every action node use. */
export const listSearch = {
	searchHubs,
	searchProjects,
	searchTargetProjects,
	searchFolders,
	searchTargetFolders,
	searchFileVersions,
	searchBuckets,
};
