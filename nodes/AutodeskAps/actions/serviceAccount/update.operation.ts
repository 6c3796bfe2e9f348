import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { apsRequest } from '../../../shared/transport';
import { apsPath } from '../../../shared/url';
import { forOperation } from '../common';
import type { OperationExecute } from '../operation';
import { requireAppToken, SCOPES } from './appToken';
import { accountLocator, readAccountId, readStatus, statusField } from './fields';

const properties: INodeProperties[] = [accountLocator, statusField('service account')];

export const description = forOperation('serviceAccount', 'update', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const serviceAccountId = readAccountId(this, itemIndex);
	const status = readStatus(this, itemIndex);
	await requireAppToken(this, SCOPES.accountWrite);
	const response = await apsRequest<IDataObject>(this, {
		method: 'PATCH',
		url: apsPath`/authentication/v2/service-accounts/${serviceAccountId}`,
		operation: 'Update service account',
		body: { status },
	});
	return [{ json: response.body }];
};
