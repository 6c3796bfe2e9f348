import type { INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

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
import { isToolRun } from '../../../framework/tool';
import { SERVICE_ACCOUNT } from '../../../framework/toolText';

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

/**
 * Refused as a tool, before anything is sent: the private key would go into a model's context (and
 * wherever the model's provider keeps it), and a key created without handing it over is useless.
 */
const NOT_A_TOOL =
	"Create service account key is not available as a tool: the private key it returns would go into the model's context. Nothing was sent.";
const NOT_A_TOOL_ADVICE =
	'Create keys in a workflow that runs Service Account > Create Key outside tool mode, and copy the private key straight into a Service Account credential.';

export const execute: OperationExecute = async function (itemIndex) {
	if (isToolRun(this)) {
		throw new NodeOperationError(this.getNode(), NOT_A_TOOL, {
			description: NOT_A_TOOL_ADVICE,
			itemIndex,
		});
	}
	const serviceAccountId = readAccountId(this, itemIndex);
	await requireAppToken(this, SCOPES.keyWrite);
	const response = await apsRequest<{ kid?: string; privateKey?: string }>(this, {
		method: 'POST',
		url: serviceAccountKeysPath(serviceAccountId),
		operation: 'Create service account key',
		advice: APP_TOKEN_ADVICE,
	});
	const { kid, privateKey } = response.body;
	return [{ json: { serviceAccountId, kid, privateKey, privateKeyShownOnce: PRIVATE_KEY_ONCE } }];
};

export const tool: OperationTool = {
	description: `Not available as a tool: a new key's private key is returned only once, and a model's context is no place for it. As a tool it returns no result: it refuses before anything is sent. Create keys in a workflow run outside tool mode and put the private key straight into a Service Account credential. ${SERVICE_ACCOUNT}.`,
};
