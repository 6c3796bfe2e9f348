import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { HookRules } from '../../../shared/hookRules';
import { deleteHook } from '../../../shared/webhooks';
import { forOperation } from '../common';
import { hookAddressProperties, readHookAddress, regionOptions } from './fields';

const properties: INodeProperties[] = [...hookAddressProperties, regionOptions];

export const description = forOperation('webhook', 'delete', properties);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
	const rules = new HookRules(this.getNode(), itemIndex);
	const read = (name: string, fallback?: unknown) => this.getNodeParameter(name, itemIndex, fallback);
	const address = readHookAddress(read, rules);
	const options = read('options', {}) as IDataObject;
	await deleteHook(this, address, { region: (options.region as string | undefined) || undefined });
	return [{ json: { ...address, deleted: true } }];
}
