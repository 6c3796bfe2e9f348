import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { AEC_PAGE, aecQuery } from '../../services/aecDataModel';
import { locatorValue } from '../../framework/fields/locators';

/** The AEC Data Model node's pickers: hubs, a hub's projects, a project's models. */

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

export const aecListSearch = { searchAecHubs, searchAecProjects, searchElementGroups };
