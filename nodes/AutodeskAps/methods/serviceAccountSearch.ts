import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { InputRuleError } from '../../shared/inputRules';
import { apsRequest } from '../../shared/transport';
import type { ServiceAccountScope } from '../../services/serviceAccounts';
import {
	APP_TOKEN_ADVICE,
	requireAppToken,
	SCOPES,
	SERVICE_ACCOUNTS,
	serviceAccountKeysPath,
} from '../../services/serviceAccounts';
import { matches } from '../../framework/methods/searchContext';
import { locatorValue } from '../../framework/fields/locators';

interface Account {
	serviceAccountId: string;
	email?: string;
	status?: string;
}

/** A credential the lists cannot use, said as the picker shows it: the rule and what to do. */
async function checkedCredential(
	context: ILoadOptionsFunctions,
	scope: ServiceAccountScope,
): Promise<void> {
	try {
		await requireAppToken(context, scope);
	} catch (error) {
		const description = error instanceof InputRuleError ? error.description : undefined;
		throw new NodeOperationError(context.getNode(), (error as Error).message, { description });
	}
}

/** The app's service accounts, by email (the service answers them all at once). */
export async function searchServiceAccounts(
	this: ILoadOptionsFunctions,
	filter?: string,
): Promise<INodeListSearchResult> {
	await checkedCredential(this, SCOPES.accountRead);
	const response = await apsRequest<{ serviceAccounts?: Account[] }>(this, {
		method: 'GET',
		url: SERVICE_ACCOUNTS,
		operation: 'List service accounts',
		advice: APP_TOKEN_ADVICE,
	});
	const results = (response.body.serviceAccounts ?? [])
		.map((account) => ({
			name: `${account.email ?? account.serviceAccountId}${account.status && account.status !== 'ENABLED' ? ` (${account.status.toLowerCase()})` : ''}`,
			value: account.serviceAccountId,
		}))
		.filter((account) => matches(filter, `${account.name} ${account.value}`));
	return { results };
}

/** The keys of the chosen service account, by kid and status. */
export async function searchServiceAccountKeys(
	this: ILoadOptionsFunctions,
): Promise<INodeListSearchResult> {
	const raw = this.getNodeParameter('serviceAccountId', '') as unknown;
	const value = locatorValue(raw);
	const serviceAccountId = String(value ?? '').trim();
	if (!serviceAccountId) {
		throw new NodeOperationError(this.getNode(), 'Choose a service account first', {
			description: 'This list is read from the chosen service account.',
		});
	}
	await checkedCredential(this, SCOPES.keyRead);
	const response = await apsRequest<{ keys?: Array<{ kid: string; status?: string }> }>(this, {
		method: 'GET',
		url: serviceAccountKeysPath(serviceAccountId),
		operation: 'List service account keys',
	});
	const results = (response.body.keys ?? []).map((key) => ({
		name: `${key.kid}${key.status && key.status !== 'ENABLED' ? ` (${key.status.toLowerCase()})` : ''}`,
		value: key.kid,
	}));
	return { results };
}

export const serviceAccountListSearch = { searchServiceAccounts, searchServiceAccountKeys };
