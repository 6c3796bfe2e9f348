import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { apsRequest } from '../../../shared/transport';
import { apsPath } from '../../../shared/url';
import { forOperation } from '../common';
import type { OperationExecute } from '../operation';
import { requireAppToken, SCOPES } from './appToken';
import { accountLocator, readAccountId } from './fields';

const properties: INodeProperties[] = [accountLocator];

export const description = forOperation('serviceAccount', 'getKeys', properties);

/** One item per key: its kid, status and times (the service never lists a key itself). */
export const execute: OperationExecute = async function (itemIndex) {
	const serviceAccountId = readAccountId(this, itemIndex);
	await requireAppToken(this, SCOPES.keyRead);
	const response = await apsRequest<{ keys?: IDataObject[] }>(this, {
		method: 'GET',
		url: apsPath`/authentication/v2/service-accounts/${serviceAccountId}/keys`,
		operation: 'Get service account keys',
	});
	return (response.body.keys ?? []).map((key) => ({ json: { serviceAccountId, ...key } }));
};
