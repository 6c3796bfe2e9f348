import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';

import { deleteHook } from '../../../shared/webhooks';
import { forOperation } from '../common';
import {
	hookAddressProperties,
	hookInput,
	readHookAddress,
	regionOf,
	regionOptions,
} from '../../../shared/webhookFields';

const properties: INodeProperties[] = [...hookAddressProperties, regionOptions];

export const description = forOperation('webhook', 'delete', properties);

export async function execute(
	this: IExecuteFunctions,
	itemIndex: number,
): Promise<INodeExecutionData[]> {
	const { rules, read } = hookInput(this, itemIndex);
	const address = readHookAddress(read, rules);
	const region = regionOf(read('options', {}) as IDataObject);
	await deleteHook(this, address, { region });
	return [{ json: { ...address, deleted: true } }];
}
