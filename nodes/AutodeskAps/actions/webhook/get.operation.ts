import type { INodeProperties } from 'n8n-workflow';

import {
	hookAddressProperties,
	readHookRequest,
	regionOptions,
} from '../../../shared/webhookFields';
import { getHook, withoutSecrets } from '../../../services/webhooks';
import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { HOOK } from '../../../framework/toolText';

const properties: INodeProperties[] = [...hookAddressProperties, regionOptions];

export const description = forOperation('webhook', 'get', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const { address, region } = readHookRequest(this, itemIndex);
	const hook = await getHook(this, address, region);
	return [{ json: withoutSecrets(hook) }];
};

export const tool: OperationTool = {
	description: `Get one webhook. ${HOOK}. Returns hookId, system, event, status, callbackUrl, scope.`,
};
