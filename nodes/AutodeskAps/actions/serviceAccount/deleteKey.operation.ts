import type { INodeProperties } from 'n8n-workflow';

import { apsRequest } from '../../../shared/transport';
import { apsPath } from '../../../shared/url';
import { forOperation } from '../common';
import type { OperationExecute } from '../operation';
import { requireAppToken, SCOPES } from './appToken';
import { accountLocator, keyLocator, readAccountId, readKeyId } from './fields';

const properties: INodeProperties[] = [accountLocator, keyLocator];

export const description = forOperation('serviceAccount', 'deleteKey', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const serviceAccountId = readAccountId(this, itemIndex);
	const kid = readKeyId(this, itemIndex);
	await requireAppToken(this, SCOPES.keyWrite);
	await apsRequest(this, {
		method: 'DELETE',
		url: apsPath`/authentication/v2/service-accounts/${serviceAccountId}/keys/${kid}`,
		operation: 'Delete service account key',
	});
	return [{ json: { serviceAccountId, kid, deleted: true } }];
};
