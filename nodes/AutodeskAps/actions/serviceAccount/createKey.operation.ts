import type { INodeProperties } from 'n8n-workflow';

import { apsRequest } from '../../../shared/transport';
import { apsPath } from '../../../shared/url';
import { forOperation } from '../common';
import type { OperationExecute } from '../operation';
import { requireAppToken, SCOPES } from './appToken';
import { accountLocator, readAccountId } from './fields';

const properties: INodeProperties[] = [
	accountLocator,
	{
		displayName:
			'The private key is in the output this once: put it into a Service Account credential, then delete this execution (n8n keeps execution data). See the README.',
		name: 'privateKeyNotice',
		type: 'notice',
		default: '',
	},
];

export const description = forOperation('serviceAccount', 'createKey', properties);

/** Said beside the private key in the output item. */
const PRIVATE_KEY_ONCE =
	'The private key is returned this once: Autodesk keeps only the public key. Copy privateKey into the Private Key field of an Autodesk Platform Services Service Account API credential (with kid as its Key ID and serviceAccountId as its Service Account ID), then delete this execution, or turn off saving successful executions for this workflow: n8n stores execution data, this key included.';

export const execute: OperationExecute = async function (itemIndex) {
	const serviceAccountId = readAccountId(this, itemIndex);
	await requireAppToken(this, SCOPES.keyWrite);
	const response = await apsRequest<{ kid?: string; privateKey?: string }>(this, {
		method: 'POST',
		url: apsPath`/authentication/v2/service-accounts/${serviceAccountId}/keys`,
		operation: 'Create service account key',
	});
	const { kid, privateKey } = response.body;
	return [{ json: { serviceAccountId, kid, privateKey, privateKeyShownOnce: PRIVATE_KEY_ONCE } }];
};
