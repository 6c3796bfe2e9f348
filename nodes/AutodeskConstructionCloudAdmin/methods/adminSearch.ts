import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import {
	ADMIN_PAGE,
	accountProjectsPath,
	adminAccountId,
	adminPage,
	adminRequest,
} from '../../services/accountAdmin';
import { InputRuleError } from '../../shared/inputRules';
import { chosenId, serviceLink } from '../../framework/methods/searchContext';

/** The account's projects as the Admin API lists them (an account admin sees every one). */
async function searchAccountProjects(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	let accountId: string;
	try {
		accountId = adminAccountId(chosenId(this, 'hub'));
	} catch (error) {
		if (!(error instanceof InputRuleError)) throw error;
		throw new NodeOperationError(this.getNode(), error.message, { description: error.description });
	}
	const query: Record<string, string | number> = { limit: ADMIN_PAGE, sort: 'name' };
	if (filter?.trim()) {
		query['filter[name]'] = filter.trim();
		query.filterTextMatch = 'contains';
	}
	const request = paginationToken
		? { ...adminRequest({ method: 'GET', path: await serviceLink(this, paginationToken), operation: 'List account projects' }, {}) }
		: adminRequest({ method: 'GET', path: accountProjectsPath(accountId), operation: 'List account projects', query }, {});
	const { records, next } = await adminPage(this, request);
	return {
		results: records.map((project) => ({ name: String(project.name ?? project.id), value: String(project.id) })),
		paginationToken: next,
	};
}

export const adminListSearch = { searchAccountProjects };
