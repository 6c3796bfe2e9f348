import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { AEC_PAGE, aecQuery } from '../../services/aecDataModel';
import { locatorValue } from '../../framework/fields/locators';

/** The AEC Data Model node's pickers: hubs, a hub's projects, its folders, a project's models. */

const pickedValue = (context: ILoadOptionsFunctions, parameter: string): string => {
	const raw = context.getNodeParameter(parameter, '') as unknown;
	const value = locatorValue(raw);
	return String(value ?? '').trim();
};

function chosen(context: ILoadOptionsFunctions, parameter: string, label: string): string {
	const value = pickedValue(context, parameter);
	if (!value) {
		throw new NodeOperationError(context.getNode(), `Choose a ${label} first`, {
			description: `This list is read from the chosen ${label}.`,
		});
	}
	return value;
}

const regionOf = (context: ILoadOptionsFunctions): string | undefined =>
	((context.getNodeParameter('options', {}) as IDataObject).region as string | undefined) ?? 'US';

/** One page of a list field (`field` in the answer), by name filter and cursor. */
async function searchPage(
	context: ILoadOptionsFunctions,
	field: string,
	query: string,
	variables: IDataObject,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const pagination: IDataObject = { limit: AEC_PAGE };
	if (paginationToken) pagination.cursor = paginationToken;
	const nameFilter = filter?.trim() ? { name: filter.trim() } : undefined;
	const data = await aecQuery(context, {
		query,
		variables: { ...variables, filter: nameFilter, pagination },
		operation: `List ${field}`,
		region: regionOf(context),
	});
	const list = (data[field] ?? {}) as {
		results?: IDataObject[];
		pagination?: { cursor?: string | null };
	};
	return {
		results: (list.results ?? []).map((record) => ({
			name: String(record.name ?? record.id),
			value: String(record.id),
		})),
		paginationToken: list.pagination?.cursor ?? undefined,
	};
}

async function searchAecHubs(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const query = `query Hubs($filter: HubFilterInput, $pagination: PaginationInput) {
  hubs(filter: $filter, pagination: $pagination) { pagination { cursor } results { id name } }
}`;
	return await searchPage(this, 'hubs', query, {}, filter, paginationToken);
}

async function searchAecProjects(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const hubId = chosen(this, 'aecHubId', 'hub');
	const query = `query Projects($hubId: ID!, $filter: ProjectFilterInput, $pagination: PaginationInput) {
  projects(hubId: $hubId, filter: $filter, pagination: $pagination) { pagination { cursor } results { id name } }
}`;
	return await searchPage(this, 'projects', query, { hubId }, filter, paginationToken);
}

async function searchElementGroups(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const projectId = chosen(this, 'aecProjectId', 'project');
	const query = `query ElementGroups($projectId: ID!, $filter: ElementGroupFilterInput, $pagination: PaginationInput) {
  elementGroupsByProject(projectId: $projectId, filter: $filter, pagination: $pagination) { pagination { cursor } results { id name } }
}`;
	return await searchPage(
		this,
		'elementGroupsByProject',
		query,
		{ projectId },
		filter,
		paginationToken,
	);
}

interface FolderList {
	results?: IDataObject[] | null;
	pagination?: { cursor?: string | null };
}

/**
 * A page of the project's top folders, each followed by its subfolders (one level: a folder deeper
 * down is entered by ID); the filter keeps the folders whose path contains it, in any case (the
 * API's folder filter takes exact names only).
 */
async function searchAecFolders(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const projectId = chosen(this, 'aecProjectId', 'project');
	const region = regionOf(this);
	const pagination: IDataObject = { limit: AEC_PAGE };
	if (paginationToken) pagination.cursor = paginationToken;
	const top = await aecQuery(this, {
		query: `query TopFolders($projectId: ID!, $pagination: PaginationInput) {
  foldersByProject(projectId: $projectId, pagination: $pagination) { pagination { cursor } results { id name } }
}`,
		variables: { projectId, pagination },
		operation: 'List folders',
		region,
	});
	const list = (top.foldersByProject ?? {}) as FolderList;
	const results: Array<{ name: string; value: string }> = [];
	for (const folder of list.results ?? []) {
		const name = String(folder.name ?? folder.id);
		results.push({ name, value: String(folder.id) });
		const below = await aecQuery(this, {
			query: `query SubFolders($projectId: ID!, $folderId: ID!, $pagination: PaginationInput) {
  foldersByFolder(projectId: $projectId, folderId: $folderId, pagination: $pagination) { results { id name } }
}`,
			variables: { projectId, folderId: folder.id, pagination: { limit: AEC_PAGE } },
			operation: 'List folders',
			region,
		});
		for (const child of ((below.foldersByFolder ?? {}) as FolderList).results ?? []) {
			results.push({
				name: `${name} / ${String(child.name ?? child.id)}`,
				value: String(child.id),
			});
		}
	}
	const wanted = filter?.trim().toLowerCase();
	return {
		results: wanted ? results.filter((each) => each.name.toLowerCase().includes(wanted)) : results,
		paginationToken: list.pagination?.cursor ?? undefined,
	};
}

export const aecListSearch = {
	searchAecHubs,
	searchAecProjects,
	searchAecFolders,
	searchElementGroups,
};
