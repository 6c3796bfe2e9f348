import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { apsRequest } from '../../../shared/transport';
import { forOperation, getManyProperties, readGetMany } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import {
	APP_TOKEN_ADVICE,
	requireAppToken,
	SCOPES,
	SERVICE_ACCOUNTS,
} from '../../../services/serviceAccounts';
import type { OperationTool } from '../../../framework/tool';
import { APP_ONLY, LIMIT } from '../../../framework/toolText';
import { compactServiceAccount } from './toolShapes';

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
		url: SERVICE_ACCOUNTS,
		operation: 'Get many service accounts',
		advice: APP_TOKEN_ADVICE,
	});
	const accounts = response.body.serviceAccounts ?? [];
	return accounts.slice(0, limit).map((account) => ({ json: account }));
};

export const tool: OperationTool = {
	compact: compactServiceAccount,
	description: `List the app's service accounts. ${APP_ONLY}. ${LIMIT}. Returns per account: serviceAccountId, email, status (ENABLED or DISABLED), expiresAt. Next: Service Account > Get Keys, Update or Delete with a serviceAccountId.`,
};
