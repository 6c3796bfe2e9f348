import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { getHook, withoutSecrets } from '../../../shared/webhooks';
import { forOperation } from '../common';
import {
	hookAddressProperties,
	readHookRequest,
	regionOptions,
} from '../../../shared/webhookFields';

const properties: INodeProperties[] = [...hookAddressProperties, regionOptions];

export const description = forOperation('webhook', 'get', properties);

export async function execute(
	this: IExecuteFunctions,
	itemIndex: number,
): Promise<INodeExecutionData[]> {
	const { address, region } = readHookRequest(this, itemIndex);
	const hook = await getHook(this, address, region);
	return [{ json: withoutSecrets(hook) }];
}
