import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { deleteHook } from '../../../shared/webhooks';
import { forOperation } from '../common';
import {
	hookAddressProperties,
	readHookRequest,
	regionOptions,
} from '../../../shared/webhookFields';

const properties: INodeProperties[] = [...hookAddressProperties, regionOptions];

export const description = forOperation('webhook', 'delete', properties);

export async function execute(
	this: IExecuteFunctions,
	itemIndex: number,
): Promise<INodeExecutionData[]> {
	const { address, region } = readHookRequest(this, itemIndex);
	await deleteHook(this, address, { region });
	return [{ json: { ...address, deleted: true } }];
}
