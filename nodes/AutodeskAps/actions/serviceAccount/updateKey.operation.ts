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
import {
	accountLocator,
	keyLocator,
	readAccountId,
	readKeyId,
	readStatus,
	statusField,
} from './fields';
import type { OperationTool } from '../../../framework/tool';
import { APP_ONLY, KEY_ID, SERVICE_ACCOUNT } from '../../../framework/toolText';
import { compactServiceAccountKey } from './toolShapes';

const properties: INodeProperties[] = [accountLocator, keyLocator, statusField('key')];

export const description = forOperation('serviceAccount', 'updateKey', properties);

/** The service answers 204: the item says what was set. */
export const execute: OperationExecute = async function (itemIndex) {
	const serviceAccountId = readAccountId(this, itemIndex);
	const kid = readKeyId(this, itemIndex);
	const status = readStatus(this, itemIndex);
	await requireAppToken(this, SCOPES.keyWrite);
	await apsRequest(this, {
		method: 'PATCH',
		url: serviceAccountKeysPath(serviceAccountId, kid),
		operation: 'Update service account key',
		advice: APP_TOKEN_ADVICE,
		body: { status },
	});
	return [{ json: { serviceAccountId, kid, status } }];
};

export const tool: OperationTool = {
	changesAccess: true,
	compact: compactServiceAccountKey,
	description: `Enable or disable a key of a service account: a disabled key signs no token request. ${APP_ONLY}. ${SERVICE_ACCOUNT}; ${KEY_ID}; Status: ENABLED or DISABLED. Returns serviceAccountId, kid, status.`,
};
