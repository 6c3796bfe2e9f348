import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { apsRequest } from '../../../shared/transport';
import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import {
	APP_TOKEN_ADVICE,
	requireAppToken,
	SCOPES,
	serviceAccountKeysPath,
} from '../../../services/serviceAccounts';
import { accountLocator, readAccountId } from './fields';
import type { OperationTool } from '../../../framework/tool';
import { APP_ONLY, SERVICE_ACCOUNT } from '../../../framework/toolText';
import { compactServiceAccountKey } from './toolShapes';

const properties: INodeProperties[] = [accountLocator];

export const description = forOperation('serviceAccount', 'getKeys', properties);

/** One item per key: its kid, status and times (the service never lists a key itself). */
export const execute: OperationExecute = async function (itemIndex) {
	const serviceAccountId = readAccountId(this, itemIndex);
	await requireAppToken(this, SCOPES.keyRead);
	const response = await apsRequest<{ keys?: IDataObject[] }>(this, {
		method: 'GET',
		url: serviceAccountKeysPath(serviceAccountId),
		operation: 'Get service account keys',
		advice: APP_TOKEN_ADVICE,
	});
	return (response.body.keys ?? []).map((key) => ({ json: { serviceAccountId, ...key } }));
};

export const tool: OperationTool = {
	compact: compactServiceAccountKey,
	description: `List the keys of a service account (never their private keys, which Autodesk does not keep). ${APP_ONLY}. ${SERVICE_ACCOUNT}. Returns per key: serviceAccountId, kid (the key id), status (ENABLED or DISABLED), accessedAt. Next: Service Account > Update Key or Delete Key with the kid.`,
};
