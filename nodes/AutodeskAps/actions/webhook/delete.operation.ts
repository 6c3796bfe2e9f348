import type { INodeProperties } from 'n8n-workflow';

import {
	hookAddressProperties,
	readHookRequest,
	regionOptions,
} from '../../../shared/webhookFields';
import { deleteHook } from '../../../services/webhooks';
import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { HOOK } from '../../../framework/toolText';

const properties: INodeProperties[] = [...hookAddressProperties, regionOptions];

export const description = forOperation('webhook', 'delete', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const { address, region } = readHookRequest(this, itemIndex);
	await deleteHook(this, address, { region });
	return [{ json: { ...address, deleted: true } }];
};

export const tool: OperationTool = {
	description: `Delete a webhook. ${HOOK}. Returns the hookId and deleted: true.`,
};
