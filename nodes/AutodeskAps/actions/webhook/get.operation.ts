import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';

import { getHook, withoutSecrets } from '../../../shared/webhooks';
import { forOperation } from '../common';
import {
	hookAddressProperties,
	hookInput,
	readHookAddress,
	regionOf,
	regionOptions,
} from '../../../shared/webhookFields';

const properties: INodeProperties[] = [...hookAddressProperties, regionOptions];

export const description = forOperation('webhook', 'get', properties);

export async function execute(
	this: IExecuteFunctions,
	itemIndex: number,
): Promise<INodeExecutionData[]> {
	const { rules, read } = hookInput(this, itemIndex);
	const address = readHookAddress(read, rules);
	const hook = await getHook(this, address, regionOf(read('options', {}) as IDataObject));
	return [{ json: withoutSecrets(hook) }];
}
