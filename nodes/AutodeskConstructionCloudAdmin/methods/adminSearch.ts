import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import {
	ADMIN_PAGE,
	accountProjectsPath,
	adminPage,
	adminRequest,
} from '../../services/accountAdmin';
import { serviceLink } from '../../framework/methods/searchContext';
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

export const adminListSearch = { searchAccountProjects, ...directoryListSearch };
