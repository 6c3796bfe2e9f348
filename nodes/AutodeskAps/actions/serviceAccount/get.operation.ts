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
import { accountLocator, readAccountId, withProjectAccess } from './fields';
import type { OperationTool } from '../../../framework/tool';
import { APP_ONLY, SERVICE_ACCOUNT } from '../../../framework/toolText';
import { compactServiceAccount } from './toolShapes';

const properties: INodeProperties[] = [accountLocator];

export const description = forOperation('serviceAccount', 'get', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const serviceAccountId = readAccountId(this, itemIndex);
	await requireAppToken(this, SCOPES.accountRead);
	const response = await apsRequest<IDataObject>(this, {
		method: 'GET',
		url: serviceAccountPath(serviceAccountId),
		operation: 'Get service account',
		advice: APP_TOKEN_ADVICE,
	});
	return [{ json: withProjectAccess(response.body) }];
};

export const tool: OperationTool = {
	compact: compactServiceAccount,
	description: `Get one service account of the app. ${APP_ONLY}. ${SERVICE_ACCOUNT}. Returns serviceAccountId, email (the address to add as a project member), status (ENABLED or DISABLED), expiresAt.`,
};
