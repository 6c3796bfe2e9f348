import type { INodeProperties } from 'n8n-workflow';

import { apsRequest } from '../../../shared/transport';
import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import {
	APP_TOKEN_ADVICE,
	requireAppToken,
	SCOPES,
	serviceAccountKeysPath,
} from '../../../services/serviceAccounts';
import { accountLocator, keyLocator, readAccountId, readKeyId } from './fields';
import type { OperationTool } from '../../../framework/tool';
import { APP_ONLY, KEY_ID, SERVICE_ACCOUNT } from '../../../framework/toolText';
import { compactServiceAccountKey } from './toolShapes';

const properties: INodeProperties[] = [accountLocator, keyLocator];

export const description = forOperation('serviceAccount', 'deleteKey', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const serviceAccountId = readAccountId(this, itemIndex);
	const kid = readKeyId(this, itemIndex);
	await requireAppToken(this, SCOPES.keyWrite);
	await apsRequest(this, {
		method: 'DELETE',
		url: serviceAccountKeysPath(serviceAccountId, kid),
		operation: 'Delete service account key',
		advice: APP_TOKEN_ADVICE,
	});
	return [{ json: { serviceAccountId, kid, deleted: true } }];
};

export const tool: OperationTool = {
	changesAccess: true,
	compact: compactServiceAccountKey,
	description: `Delete a key of a service account: credentials that use it stop working. ${APP_ONLY}. ${SERVICE_ACCOUNT}; ${KEY_ID}. Returns serviceAccountId, kid and deleted: true.`,
};
