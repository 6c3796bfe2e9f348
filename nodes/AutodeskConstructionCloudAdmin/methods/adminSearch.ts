import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import {
	ADMIN_PAGE,
	accountProjectsPath,
	adminPage,
	adminProjectId,
	adminRequest,
	projectUsersPath,
} from '../../services/accountAdmin';
import { chosenId, serviceLink } from '../../framework/methods/searchContext';
import { directoryListSearch, pickedAccountId } from './directorySearch';

/** The account's projects as the Admin API lists them (an account admin sees every one). */
async function searchAccountProjects(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const accountId = pickedAccountId(this, 'projects are listed by the Account Admin API');
	const query: Record<string, string | number> = { limit: ADMIN_PAGE, sort: 'name' };
	if (filter?.trim()) {
		query['filter[name]'] = filter.trim();
		query.filterTextMatch = 'contains';
	}
	const request = paginationToken
		? {
				...adminRequest(
					{
						method: 'GET',
						path: await serviceLink(this, paginationToken),
						operation: 'List account projects',
					},
					{},
				),
			}
		: adminRequest(
				{
					method: 'GET',
					path: accountProjectsPath(accountId),
					operation: 'List account projects',
					query,
				},
				{},
			);
	const { records, next } = await adminPage(this, request);
	return {
		results: records.map((project) => ({
			name: String(project.name ?? project.id),
			value: String(project.id),
		})),
		paginationToken: next,
	};
}

/** The project's users as the Admin API lists them, searched by name when the filter has text. */
async function searchProjectUsers(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const request = paginationToken
		? adminRequest(
				{
					method: 'GET',
					path: await serviceLink(this, paginationToken),
					operation: 'List project users',
				},
				{},
			)
		: adminRequest(
				{
					method: 'GET',
					path: projectUsersPath(adminProjectId(chosenId(this, 'project'))),
					operation: 'List project users',
					query: {
						limit: ADMIN_PAGE,
						sort: 'name',
						...(filter?.trim()
							? { 'filter[name]': filter.trim(), filterTextMatch: 'contains' }
							: {}),
					},
				},
				{},
			);
	const { records, next } = await adminPage(this, request);
	return {
		results: records.map((user) => ({
			name: user.email
				? `${String(user.name ?? user.email)} (${String(user.email)})`
				: String(user.name ?? user.id),
			value: String(user.id),
		})),
		paginationToken: next,
	};
}

export const adminListSearch = {
	searchAccountProjects,
	searchProjectUsers,
	...directoryListSearch,
};
