import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { apsRequest } from '../../../shared/transport';
import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import {
	APP_TOKEN_ADVICE,
	requireAppToken,
	SCOPES,
	serviceAccountPath,
} from '../../../services/serviceAccounts';
import { accountLocator, readAccountId, readStatus, statusField } from './fields';
import type { OperationTool } from '../../../framework/tool';
import { APP_ONLY, SERVICE_ACCOUNT } from '../../../framework/toolText';
import { compactServiceAccount } from './toolShapes';

const properties: INodeProperties[] = [accountLocator, statusField('service account')];

export const description = forOperation('serviceAccount', 'update', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const serviceAccountId = readAccountId(this, itemIndex);
	const status = readStatus(this, itemIndex);
	await requireAppToken(this, SCOPES.accountWrite);
	const response = await apsRequest<IDataObject>(this, {
		method: 'PATCH',
		url: serviceAccountPath(serviceAccountId),
		operation: 'Update service account',
		advice: APP_TOKEN_ADVICE,
		body: { status },
	});
	return [{ json: response.body }];
};

export const tool: OperationTool = {
	changesAccess: true,
	compact: compactServiceAccount,
	description: `Enable or disable a service account: a disabled one gets no tokens. ${APP_ONLY}. ${SERVICE_ACCOUNT}; Status: ENABLED or DISABLED. Returns serviceAccountId, email, status, expiresAt.`,
};
