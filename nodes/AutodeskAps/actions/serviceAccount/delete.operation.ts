import type { INodeProperties } from 'n8n-workflow';

import { apsRequest } from '../../../shared/transport';
import { apsPath } from '../../../shared/url';
import { forOperation } from '../common';
import type { OperationExecute } from '../operation';
import { requireAppToken, SCOPES } from './appToken';
import { accountLocator, readAccountId } from './fields';

const properties: INodeProperties[] = [accountLocator];

export const description = forOperation('serviceAccount', 'delete', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const serviceAccountId = readAccountId(this, itemIndex);
	await requireAppToken(this, SCOPES.accountWrite);
	await apsRequest(this, {
		method: 'DELETE',
		url: apsPath`/authentication/v2/service-accounts/${serviceAccountId}`,
		operation: 'Delete service account',
	});
	return [{ json: { serviceAccountId, deleted: true } }];
};
