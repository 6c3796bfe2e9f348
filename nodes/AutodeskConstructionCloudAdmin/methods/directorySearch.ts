import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { adminAccountId, adminRequest, isAccountHub } from '../../services/accountAdmin';
import {
	DIRECTORY_PAGE,
	companiesPath,
	companiesSearchPath,
	directoryPage,
} from '../../services/accountDirectory';
import { chosenId } from '../../framework/methods/searchContext';

/** The account chosen in the Account field, or a refusal that says what the list needs. */
export function pickedAccountId(context: ILoadOptionsFunctions, listed: string): string {
	const hubId = chosenId(context, 'hub');
	if (!isAccountHub(hubId)) {
		throw new NodeOperationError(
			context.getNode(),
			`Not a Construction Cloud account: "${hubId}"`,
			{
				description: `Choose the Construction Cloud account first: its ${listed}.`,
			},
		);
	}
	return adminAccountId(hubId);
}

/** Options › Region, so that the list comes from the account's data center. */
function pickerRegion(context: ILoadOptionsFunctions): string | undefined {
	const region = String(context.getNodeParameter('options.region', '') ?? '').trim();
	return region || undefined;
}

/**
 * The account's partner companies for the Company pickers, from the hq/v1 directory: a page of
 * 100 at a time (the pagination token is the next offset), searched by name when the editor's
 * filter has text.
 */
async function searchAccountCompanies(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const accountId = pickedAccountId(this, 'companies are listed from its directory');
	const name = filter?.trim();
	const offset = Number(paginationToken ?? 0) || 0;
	const request = adminRequest(
		{
			method: 'GET',
			path: name ? companiesSearchPath(accountId) : companiesPath(accountId),
			operation: 'List companies',
			query: {
				...(name ? { name, partial: true } : {}),
				sort: 'name',
				limit: DIRECTORY_PAGE,
				offset,
			},
		},
		{ region: pickerRegion(this) },
	);
	const { records, next } = await directoryPage(this, request);
	return {
		results: records.map((company) => ({
			name: company.trade
				? `${String(company.name)} (${String(company.trade)})`
				: String(company.name ?? company.id),
			value: String(company.id),
		})),
		paginationToken: next ? String(offset + records.length) : undefined,
	};
}

export const directoryListSearch = { searchAccountCompanies };
