import type { INodeProperties } from 'n8n-workflow';

import { apsRequest } from '../../../shared/transport';
import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import {
	APP_TOKEN_ADVICE,
	requireAppToken,
	SCOPES,
	serviceAccountPath,
} from '../../../services/serviceAccounts';
import { accountLocator, readAccountId } from './fields';
import type { OperationTool } from '../../../framework/tool';
import { APP_ONLY, SERVICE_ACCOUNT } from '../../../framework/toolText';
import { compactServiceAccount } from './toolShapes';

const properties: INodeProperties[] = [accountLocator];

export const description = forOperation('serviceAccount', 'delete', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const serviceAccountId = readAccountId(this, itemIndex);
	await requireAppToken(this, SCOPES.accountWrite);
	await apsRequest(this, {
		method: 'DELETE',
		url: serviceAccountPath(serviceAccountId),
		operation: 'Delete service account',
		advice: APP_TOKEN_ADVICE,
	});
	return [{ json: { serviceAccountId, deleted: true } }];
};

export const tool: OperationTool = {
	changesAccess: true,
	compact: compactServiceAccount,
	description: `Delete a service account and all its keys (it cannot be undone). ${APP_ONLY}. ${SERVICE_ACCOUNT}. Returns the serviceAccountId and deleted: true.`,
};
