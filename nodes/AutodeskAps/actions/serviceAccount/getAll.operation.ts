import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { apsRequest } from '../../../shared/transport';
import { forOperation, getManyProperties, readGetMany } from '../common';
import type { OperationExecute } from '../operation';
import { requireAppToken, SCOPES } from './appToken';

/** Return All and Limit: the service answers every account at once (at most 10), so no Filters. */
const properties: INodeProperties[] = getManyProperties([]).filter(
	(property) => property.name !== 'filters',
);

export const description = forOperation('serviceAccount', 'getAll', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const { limit } = readGetMany(this, itemIndex);
	await requireAppToken(this, SCOPES.accountRead);
	const response = await apsRequest<{ serviceAccounts?: IDataObject[] }>(this, {
		method: 'GET',
		url: '/authentication/v2/service-accounts',
		operation: 'Get many service accounts',
	});
	const accounts = response.body.serviceAccounts ?? [];
	return accounts.slice(0, limit).map((account) => ({ json: account }));
};
